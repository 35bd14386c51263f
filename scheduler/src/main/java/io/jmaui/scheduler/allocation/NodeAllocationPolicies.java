package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Job;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The NODEALLOCATIONPOLICY registry: maui.cfg word to policy. Words Maui knows but jmaui does not
 * implement (CONTIGUOUS, MAXBALANCE, FASTEST, LOCAL) stand in as MINRESOURCE with a warning; any
 * other word is an error naming the valid ones.
 */
public final class NodeAllocationPolicies {

    /** Maui's default (guide appendix F). */
    public static final String DEFAULT = LastAvailable.NAME;

    /** What a known but unimplemented word stands in for. */
    static final String STAND_IN = MinResource.NAME;

    private static final Map<String, Supplier<NodeAllocationPolicy>> POLICIES = new TreeMap<>(Map.of(
            FirstAvailable.NAME, FirstAvailable::new,
            LastAvailable.NAME, LastAvailable::new,
            MinResource.NAME, MinResource::new,
            CpuLoad.NAME, CpuLoad::new,
            NodePriority.NAME, NodePriority::new));

    private static final List<String> UNIMPLEMENTED = List.of("CONTIGUOUS", "MAXBALANCE", "FASTEST", "LOCAL");

    private NodeAllocationPolicies() {
    }

    /** The result of looking a word up: the policy and, when it is a stand-in, why. */
    public record Lookup(NodeAllocationPolicy policy, String warning) {
    }

    /** @throws IllegalArgumentException for a word Maui does not know, listing the valid ones */
    public static Lookup of(String word) {
        String w = word.trim().toUpperCase(Locale.ROOT);
        Supplier<NodeAllocationPolicy> s = POLICIES.get(w);
        if (s != null) {
            return new Lookup(s.get(), null);
        }
        if (UNIMPLEMENTED.contains(w)) {
            return new Lookup(new MinResource(), "NODEALLOCATIONPOLICY " + w + " is not implemented; using " + STAND_IN);
        }
        throw new IllegalArgumentException("NODEALLOCATIONPOLICY: \"" + word + "\" is not one of " + names());
    }

    /** The policy for a word Maui knows; unknown words are errors. */
    public static NodeAllocationPolicy policy(String word) {
        return of(word).policy();
    }

    /**
     * The policy a job asks for with its own NALLOCPOLICY (guide 13.3, "one of the valid settings
     * for the parameter NODEALLOCATIONPOLICY"), a word Maui knows but jmaui does not implement
     * standing in as for the parameter; {@code system} when it asks none or a word Maui does not know.
     */
    public static NodeAllocationPolicy forJob(Job j, NodeAllocationPolicy system) {
        String own = j.placement().allocationPolicy();
        if (own == null) {
            return system;
        }
        String w = own.trim().toUpperCase(Locale.ROOT);
        Supplier<NodeAllocationPolicy> s = POLICIES.get(w);
        return s != null ? s.get() : UNIMPLEMENTED.contains(w) ? new MinResource() : system;
    }

    /** The implemented words, sorted. */
    public static List<String> names() {
        return List.copyOf(POLICIES.keySet());
    }

    /** Whether {@code p} is LASTAVAILABLE itself, whose order the engine may rank without its comparator. */
    public static boolean isLastAvailable(NodeAllocationPolicy p) {
        return p instanceof LastAvailable;
    }

    /** The policy used to place reservations in the future: best fit in time. */
    public static NodeAllocationPolicy lastAvailable() {
        return new LastAvailable();
    }
}
