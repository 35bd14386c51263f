package io.jmaui.scheduler.allocation;

import java.util.Locale;

/**
 * NODEACCESSPOLICY (guide 5.3 / 12.3): who may share a node. SHARED: any tasks that fit;
 * SINGLEUSER: jobs of one user only; SINGLEJOB: one job per node, which takes the whole node;
 * SINGLETASK: one task per node, which takes the whole node. Declared from the loosest to the
 * strictest: where a node's policy ({@code NODECFG ACCESS}) and a job's own
 * ({@code NACCESSPOLICY}) meet, the stricter binds ({@link #stricter}).
 */
public enum NodeAccessPolicy {
    SHARED,
    SINGLEUSER,
    SINGLEJOB,
    SINGLETASK;

    /** True when a job's tasks take the whole node. */
    public boolean dedicatesNode() {
        return this == SINGLEJOB || this == SINGLETASK;
    }

    /** The stricter of this and {@code other} (null: this). */
    public NodeAccessPolicy stricter(NodeAccessPolicy other) {
        return other == null || other.ordinal() <= ordinal() ? this : other;
    }

    /** The policy named {@code word} (any case), or null when it names none. */
    public static NodeAccessPolicy byWord(String word) {
        if (word == null) {
            return null;
        }
        String w = word.strip().toUpperCase(Locale.ROOT);
        for (NodeAccessPolicy p : values()) {
            if (p.name().equals(w)) {
                return p;
            }
        }
        return null;
    }
}
