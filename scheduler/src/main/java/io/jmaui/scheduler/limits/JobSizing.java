package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;

import java.util.HashSet;
import java.util.List;

/**
 * How much of each limit kind a job counts (guide 6.2.1 table of limits), at {@code now}. Each
 * call returns the same scratch {@link Demand}, refilled: use it before the next call.
 *
 * <ul>
 *   <li>MAXPS counts outstanding proc-seconds, {@code procs * remaining walltime}, and MAXWC the
 *       remaining walltime: both shrink while a job runs; a job being placed counts its full
 *       walltime. A job that asked no walltime counts SYSTEMDEFAULTJOBWALLTIME (guide 11.7).</li>
 *   <li>MAXPE counts processor equivalents, {@code max(procs, mem*P/M, swap*P/S, disk*P/D)} with
 *       P, M, S, D the cluster's configured totals (guide 3.2 "processor equivalents", taken over
 *       the whole cluster rather than per node).</li>
 *   <li>MAXNODE, soft node definitions: a running job counts the distinct hosts of its exec_host
 *       (TORQUE may give {@code nodes=2} one host with two procs); a job being placed counts the
 *       distinct hosts proposed; against a credential, only those its jobs do not hold already
 *       ({@link Demand#nodesBeyond}). Under JOBNODEMATCHPOLICY EXACTNODE {@code nodes=N:ppn=P} means N
 *       distinct hosts, so such a job never counts fewer than N. An idle job, before placement,
 *       counts its requested N (Maui's requested node count), or {@code ceil(tasks/ppn)} when only
 *       ppn was given, else 1.</li>
 * </ul>
 */
final class JobSizing {

    private final long now;
    private final boolean exactNode;
    private final long defaultWalltime;
    /** Refilled by every sizing call: valid until the next one. */
    private final Demand scratch = new Demand(0, 0, 0, 0, 0, 0, 0);
    /** Configured totals of every node, summed on first use: only a job asking memory, swap or disk reads them. */
    private final List<Node> nodes;
    private boolean summed;
    private long totalProcs;
    private long totalMem;
    private long totalSwap;
    private long totalDisk;

    /** @param defaultWalltime SYSTEMDEFAULTJOBWALLTIME, the walltime of a job that asked none */
    JobSizing(long now, boolean exactNode, long defaultWalltime, List<Node> nodes) {
        this.now = now;
        this.exactNode = exactNode;
        this.defaultWalltime = defaultWalltime;
        this.nodes = nodes;
    }

    private void sum() {
        long p = 0, m = 0, s = 0, d = 0;
        for (Node n : nodes) {
            p += n.configured().procs();
            m += n.configured().memMb();
            s += n.configured().swapMb();
            d += n.configured().diskMb();
        }
        totalProcs = p;
        totalMem = m;
        totalSwap = s;
        totalDisk = d;
        summed = true;
    }

    boolean exactNode() {
        return exactNode;
    }

    /** A job already running: remaining walltime at {@code now}, its exec_host's hosts. */
    Demand active(Job j) {
        long remaining = remaining(j);
        if (j.allocatedHosts().isEmpty()) {
            return demand(j, remaining, requestedNodes(j));
        }
        Demand d = demand(j, remaining, 0);
        d.setNodes(j.allocatedHosts(), atLeastRequested(j, 0)); // distinct hosts counted when a node limit asks
        return d;
    }

    /**
     * As {@link #active} with no node count (0): for usage that no node limit reads, where
     * counting each running job's distinct hosts at every iteration would be wasted.
     */
    Demand activeNoNodes(Job j) {
        return demand(j, remaining(j), 0);
    }

    /** A running job's walltime left at {@code now} (SYSTEMDEFAULTJOBWALLTIME's when it asked none). */
    private long remaining(Job j) {
        return j.walltime() > 0 || j.startTime() <= 0
                ? j.remainingWalltime(now)
                : Math.max(0, j.startTime() + defaultWalltime - now);
    }

    /** The job's walltime, or SYSTEMDEFAULTJOBWALLTIME when it asked none. */
    long walltime(Job j) {
        return j.walltime() > 0 ? j.walltime() : defaultWalltime;
    }

    /** A job started now on {@code hosts} (one entry per task): full walltime, the hosts' distinct count. */
    Demand placed(Job j, List<String> hosts) {
        if (hosts.isEmpty()) {
            return demand(j, walltime(j), minimumNodes(j));
        }
        Demand d = demand(j, walltime(j), 0);
        d.setNodes(hosts, atLeastRequested(j, 0)); // distinct hosts counted when a node limit asks
        return d;
    }

    /** As {@link #placed} with no node count (0), for usage no node limit reads. */
    Demand placedNoNodes(Job j) {
        return demand(j, walltime(j), 0);
    }

    /** An idle job counted against idle limits: its requested node count. */
    Demand idle(Job j) {
        return demand(j, walltime(j), requestedNodes(j));
    }

    long procSeconds(Job j) {
        return saturatingTimes(j.procs(), walltime(j));
    }

    /** The processors any demand of {@code j} counts (its first request's tasks times procs per task). */
    static long procs(Job j) {
        long tasks = j.tasks();
        return tasks * j.perTask().procs();
    }

    private Demand demand(Job j, long seconds, long nodes) {
        Resources t = j.perTask();
        long tasks = j.tasks();
        long procs = procs(j);
        long mem = tasks * t.memMb();
        long pe = procs;
        if (mem > 0 || t.swapMb() > 0 || t.diskMb() > 0) {
            if (!summed) {
                sum();
            }
            pe = Math.max(pe, share(mem, totalMem));
            pe = Math.max(pe, share(tasks * t.swapMb(), totalSwap));
            pe = Math.max(pe, share(tasks * t.diskMb(), totalDisk));
        }
        scratch.set(1, procs, saturatingTimes(procs, seconds), pe, seconds, nodes, mem);
        return scratch;
    }

    private long share(long amount, long total) {
        if (amount <= 0 || total <= 0) {
            return 0;
        }
        return (long) Math.ceil((double) amount * totalProcs / total);
    }

    private long atLeastRequested(Job j, long distinct) {
        return exactNode && j.nodes() > 0 ? Math.max(distinct, j.nodes()) : distinct;
    }

    static long requestedNodes(Job j) {
        if (j.nodes() > 0) {
            return j.nodes();
        }
        if (j.tasksPerNode() > 0) {
            return Math.max(1, (j.tasks() + j.tasksPerNode() - 1) / j.tasksPerNode());
        }
        return 1;
    }

    /**
     * The fewest hosts a job could get, what an idle job counts against active node limits before
     * it has hosts: 1 unless EXACTNODE fixes N, so a soft node definition never blocks it early;
     * the check with the proposed hosts is exact.
     */
    long minimumNodes(Job j) {
        return exactNode && j.nodes() > 0 ? j.nodes() : 1;
    }

    /**
     * Distinct host names, without allocating. exec_host and allocations list a host's tasks
     * together, so a host equal to the one before is skipped at once, and a run's first task is
     * compared only with the first tasks of the runs before it (kept as bits of a {@code long});
     * lists longer than 64 use a hash set.
     */
    static long distinct(List<String> hosts) {
        int n = hosts.size();
        if (n <= 1) {
            return n;
        }
        if (n > 64) {
            return new HashSet<>(hosts).size();
        }
        long runStarts = 1L; // bit i: hosts[i] starts a run of equal hosts
        long count = 1;
        String previous = hosts.get(0);
        for (int i = 1; i < n; i++) {
            String h = hosts.get(i);
            if (h == previous || h.equals(previous)) {
                continue;
            }
            previous = h;
            boolean seen = false;
            for (long heads = runStarts; heads != 0 && !seen; heads &= heads - 1) {
                String other = hosts.get(Long.numberOfTrailingZeros(heads));
                seen = other == h || other.equals(h);
            }
            runStarts |= 1L << i;
            if (!seen) {
                count++;
            }
        }
        return count;
    }

    private static long saturatingTimes(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        return (hi == 0 && lo >= 0) ? lo : Long.MAX_VALUE;
    }
}
