package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;

import java.util.List;

/**
 * What one job counts against a limit of each {@link LimitKind}, indexed by the kind's ordinal:
 * 1 job, its procs, proc-seconds, processor equivalents, seconds, nodes and memory (MB).
 * Mutable scratch: {@link JobSizing} refills one instance per job and {@link UsageTable#add}
 * copies what it keeps, so checking 100,000 jobs allocates no demand. The node count of a job
 * placed on hosts is counted only when a check reaches a node limit: most refusals come earlier.
 */
final class Demand {

    static final int KINDS = LimitKind.values().length;
    private static final int NODE = LimitKind.NODE.ordinal();

    private final long[] amounts;
    /** Non-null while the node count is still to be counted from these hosts. */
    private List<String> pendingHosts;
    /** The fewest nodes the pending hosts count for (EXACTNODE's N), else 0. */
    private long pendingAtLeast;

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
        amounts[NODE] = nodes;
        amounts[LimitKind.MEM.ordinal()] = memMb;
        pendingHosts = null;
    }

    /**
     * Sets the node count to {@code max(distinct hosts, atLeast)}, counted on first use.
     *
     * @param hosts one entry per task, not empty
     */
    void setNodes(List<String> hosts, long atLeast) {
        pendingHosts = hosts;
        pendingAtLeast = atLeast;
    }

    /** Sets the node count: eligibility checks one idle job's demand with two node counts. */
    void setNodes(long nodes) {
        amounts[NODE] = nodes;
        pendingHosts = null;
    }

    long get(LimitKind k) {
        return get(k.ordinal());
    }

    /** The amount of the kind with this ordinal. */
    long get(int kind) {
        if (kind == NODE && pendingHosts != null) {
            countNodes();
        }
        return amounts[kind];
    }

    /** Every amount, indexed by kind ordinal; do not modify. */
    long[] amounts() {
        if (pendingHosts != null) {
            countNodes();
        }
        return amounts;
    }

    private void countNodes() {
        amounts[NODE] = Math.max(JobSizing.distinct(pendingHosts), pendingAtLeast);
        pendingHosts = null;
    }
}
