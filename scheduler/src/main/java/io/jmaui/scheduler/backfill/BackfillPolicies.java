package io.jmaui.scheduler.backfill;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** The BACKFILLPOLICY registry: maui.cfg word to policy; unknown words are errors naming the valid ones. */
public final class BackfillPolicies {

    /** Maui's default (guide 8.2). */
    public static final String DEFAULT = FirstFit.NAME;

    private static final Map<String, Supplier<BackfillPolicy>> POLICIES = new TreeMap<>(Map.of(
            FirstFit.NAME, FirstFit::new,
            BestFit.NAME, BestFit::new,
            Greedy.NAME, Greedy::new,
            NoBackfill.NAME, NoBackfill::new,
            PreemptBackfill.NAME, PreemptBackfill::new));

    private BackfillPolicies() {
    }

    /** @throws IllegalArgumentException for an unknown word */
    public static BackfillPolicy of(String word) {
        Supplier<BackfillPolicy> s = POLICIES.get(word.trim().toUpperCase(Locale.ROOT));
        if (s == null) {
            throw new IllegalArgumentException("BACKFILLPOLICY: \"" + word + "\" is not one of " + names());
        }
        return s.get();
    }

    public static List<String> names() {
        return List.copyOf(POLICIES.keySet());
    }
}
