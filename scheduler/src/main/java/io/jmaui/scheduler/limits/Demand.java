package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;

import java.util.List;

/**
 * What one job counts against a limit of each {@link LimitKind}, indexed by the kind's ordinal:
 * 1 job, its procs, proc-seconds, processor equivalents, seconds, nodes and memory (MB).
 * Mutable scratch: {@link JobSizing} refills one instance per job and {@link UsageTable#add}
 * copies what it keeps, so checking 100,000 jobs allocates no demand. The node count of a job
 * placed on hosts is counted only when a check reaches a node limit: most refusals come earlier.
 *
 * <p>Against a credential's node limit a job counts only the hosts that credential's jobs do not
 * hold already ({@link #nodesBeyond}): two jobs of one user on one host use one node. Its own
 * distinct host count bounds that from above, so the hosts are looked up one by one only for a
 * credential near its limit.
 */
final class Demand {

    static final int KINDS = LimitKind.values().length;
    static final int NODE = LimitKind.NODE.ordinal();

    private final long[] amounts;
    /** Non-null while the node count is still to be counted from these hosts. */
    private List<String> pendingHosts;
    /** The job's hosts, one entry per task; null when it has none (an idle job's demand). */
    private List<String> hosts;
    /** The fewest nodes the hosts count for (EXACTNODE's N), else 0. */
    private long pendingAtLeast;
    /**
     * The job's distinct host numbers, the first {@code idCount}; -1 until a node limit needs them.
     * Both arrays made at the first numbering: only a node limit asks for one, and the simulator
     * makes a demand at every event.
     */
    private int[] ids;
    private int idCount = -1;
    /** {@code seenIn[host] == counting}: host already numbered for the job at hand. */
    private int[] seenIn;
    private int counting;

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
        hosts = null;
        idCount = -1;
    }

    /**
     * Sets the node count to {@code max(distinct hosts, atLeast)}, counted on first use.
     *
     * @param hosts one entry per task, not empty
     */
    void setNodes(List<String> hosts, long atLeast) {
        pendingHosts = hosts;
        this.hosts = hosts;
        pendingAtLeast = atLeast;
        idCount = -1;
    }

    /** Sets the node count: eligibility checks one idle job's demand with two node counts. */
    void setNodes(long nodes) {
        amounts[NODE] = nodes;
        pendingHosts = null;
        hosts = null;
        idCount = -1;
    }

    /** The job's hosts, one entry per task (do not modify); null when it has none. */
    List<String> hosts() {
        return hosts;
    }

    /** Nodes EXACTNODE counts beyond the job's distinct hosts (it fixed N and got fewer), else 0. */
    long nodesBeyondHosts() {
        return hosts == null ? 0 : Math.max(0, get(NODE) - JobSizing.distinct(hosts));
    }

    /**
     * The nodes this job adds to a credential whose jobs hold {@code held} ({@code index} numbers
     * the hosts): its hosts outside {@code held}; without hosts, the fewest it could get beyond
     * them, as it may fit on held ones.
     */
    long nodesBeyond(HostSet held, HostIndex index) {
        long own = get(NODE);
        if (held.size() == 0) {
            return own;
        }
        if (hosts == null) {
            return Math.max(0, own - held.size());
        }
        number(index);
        long fresh = 0;
        for (int i = 0; i < idCount; i++) {
            if (!held.contains(ids[i])) {
                fresh++;
            }
        }
        long distinct = idCount;
        return fresh + Math.max(0, own - distinct);
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

    /** Numbers the job's distinct hosts once, however many credentials' limits ask. */
    private void number(HostIndex index) {
        if (idCount >= 0) {
            return;
        }
        if (ids == null) {
            ids = new int[8];
            seenIn = new int[64];
        }
        if (++counting == 0) {
            java.util.Arrays.fill(seenIn, 0);
            counting = 1;
        }
        idCount = 0;
        String previous = null;
        for (String h : hosts) {
            if (h == previous || h.equals(previous)) {
                continue; // a host's tasks are listed together
            }
            previous = h;
            int id = index.id(h);
            if (id >= seenIn.length) {
                seenIn = java.util.Arrays.copyOf(seenIn, Math.max(id + 1, seenIn.length * 2));
            }
            if (seenIn[id] != counting) {
                seenIn[id] = counting;
                if (idCount == ids.length) {
                    ids = java.util.Arrays.copyOf(ids, idCount * 2);
                }
                ids[idCount++] = id;
            }
        }
    }

    private void countNodes() {
        amounts[NODE] = Math.max(JobSizing.distinct(pendingHosts), pendingAtLeast);
        pendingHosts = null;
    }
}
