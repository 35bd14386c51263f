package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;

/**
 * What one job counts against a limit of each {@link LimitKind}, indexed by the kind's ordinal:
 * 1 job, its procs, proc-seconds, processor equivalents, seconds, nodes and memory (MB).
 */
final class Demand {

    static final int KINDS = LimitKind.values().length;

    final long[] amounts;

    Demand(long job, long procs, long procSeconds, long pe, long seconds, long nodes, long memMb) {
        amounts = new long[KINDS];
        amounts[LimitKind.JOB.ordinal()] = job;
        amounts[LimitKind.PROC.ordinal()] = procs;
        amounts[LimitKind.PS.ordinal()] = procSeconds;
        amounts[LimitKind.PE.ordinal()] = pe;
        amounts[LimitKind.WC.ordinal()] = seconds;
        amounts[LimitKind.NODE.ordinal()] = nodes;
        amounts[LimitKind.MEM.ordinal()] = memMb;
    }

    private Demand(long[] amounts) {
        this.amounts = amounts;
    }

    /** The same demand counting {@code nodes} nodes. */
    Demand withNodes(long nodes) {
        long[] a = amounts.clone();
        a[LimitKind.NODE.ordinal()] = nodes;
        return new Demand(a);
    }

    long get(LimitKind k) {
        return amounts[k.ordinal()];
    }
}
