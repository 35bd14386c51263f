package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;

/**
 * What one job counts against a limit of each {@link LimitKind}, indexed by the kind's ordinal:
 * 1 job, its procs, proc-seconds, processor equivalents, seconds, nodes and memory (MB).
 * Mutable scratch: {@link JobSizing} refills one instance per job and {@link UsageTable#add}
 * copies what it keeps, so checking 100,000 jobs allocates no demand.
 */
final class Demand {

    static final int KINDS = LimitKind.values().length;

    final long[] amounts;

    Demand(long job, long procs, long procSeconds, long pe, long seconds, long nodes, long memMb) {
        amounts = new long[KINDS];
        set(job, procs, procSeconds, pe, seconds, nodes, memMb);
    }

    /** Overwrites every amount: {@link JobSizing} reuses one demand per iteration. */
    void set(long job, long procs, long procSeconds, long pe, long seconds, long nodes, long memMb) {
        amounts[LimitKind.JOB.ordinal()] = job;
        amounts[LimitKind.PROC.ordinal()] = procs;
        amounts[LimitKind.PS.ordinal()] = procSeconds;
        amounts[LimitKind.PE.ordinal()] = pe;
        amounts[LimitKind.WC.ordinal()] = seconds;
        amounts[LimitKind.NODE.ordinal()] = nodes;
        amounts[LimitKind.MEM.ordinal()] = memMb;
    }

    /** Sets the node count: eligibility checks one idle job's demand with two node counts. */
    void setNodes(long nodes) {
        amounts[LimitKind.NODE.ordinal()] = nodes;
    }

    long get(LimitKind k) {
        return amounts[k.ordinal()];
    }
}
