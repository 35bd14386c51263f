package io.jmaui.scheduler.config;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean FSDECAY?": the known name nearest to a misspelt one by Levenshtein distance. */
final class NameSuggester {

    private NameSuggester() {
    }

    /**
     * The nearest candidate within a quarter of the name's length (at least 2 edits); among equally
     * near ones the one sharing the longest prefix (USRCFG: USERCFG, not SRCFG), then alphabetically.
     */
    static Optional<String> nearest(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(name, c);
            if (d < bestDistance || d == bestDistance && better(name, c, best)) {
                best = c;
                bestDistance = d;
            }
        }
        int allowed = Math.max(2, name.length() / 4);
        return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    private static boolean better(String name, String c, String best) {
        int pc = commonPrefix(name, c);
        int pb = commonPrefix(name, best);
        return pc > pb || pc == pb && c.compareTo(best) < 0;
    }

    private static int commonPrefix(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
