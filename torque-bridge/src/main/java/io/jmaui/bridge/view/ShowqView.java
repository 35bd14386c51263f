package io.jmaui.bridge.view;

import java.util.List;

/**
 * showq (guide 4.1, "showq"): active, eligible (idle) and blocked jobs, and the machine's use.
 *
 * @param sections which sections were asked for: any of ACTIVE, ELIGIBLE, BLOCKED, COMPLETED
 * @param completed recently finished jobs the daemon saw leave (showq -c)
 * @param gpusActive GPUs the active jobs hold; with {@code gpusTotal} 0 (no GPU in the cluster)
 *                   showq prints as Maui does, without GPU columns
 * @param nodeCentric DISPLAYFLAGS NODECENTRIC: jobs are sized in nodes, and the nodes line comes first
 * @param verbose showq -v: each job's partition and full job id (the JOBNAME column then shows the
 *                local id, the number pbs_server gave), and its reservation's start; null without -v
 */
public record ShowqView(long now, List<String> sections, boolean extended, List<JobRow> active,
                        List<JobRow> eligible, List<JobRow> blocked, List<JobRow> completed, int procsActive,
                        int procsTotal, int nodesActive, int nodesTotal, int gpusActive, int gpusTotal,
                        boolean nodeCentric, Verbose verbose) {

    /**
     * showq -v: per job id its partition (where an active job runs; for a queued job the one its
     * reservation lies in, else ALL) and the start of its job reservation, when it has one.
     */
    public record Verbose(java.util.Map<String, String> partitions, java.util.Map<String, Long> reservations) {
        public Verbose {
            partitions = java.util.Map.copyOf(partitions);
            reservations = java.util.Map.copyOf(reservations);
        }
    }

    /** Without showq -v. */
    public ShowqView(long now, List<String> sections, boolean extended, List<JobRow> active, List<JobRow> eligible,
                     List<JobRow> blocked, List<JobRow> completed, int procsActive, int procsTotal, int nodesActive,
                     int nodesTotal, int gpusActive, int gpusTotal, boolean nodeCentric) {
        this(now, sections, extended, active, eligible, blocked, completed, procsActive, procsTotal, nodesActive,
                nodesTotal, gpusActive, gpusTotal, nodeCentric, null);
    }

    /** Sized in processors, as without DISPLAYFLAGS. */
    public ShowqView(long now, List<String> sections, boolean extended, List<JobRow> active, List<JobRow> eligible,
                     List<JobRow> blocked, List<JobRow> completed, int procsActive, int procsTotal, int nodesActive,
                     int nodesTotal, int gpusActive, int gpusTotal) {
        this(now, sections, extended, active, eligible, blocked, completed, procsActive, procsTotal, nodesActive,
                nodesTotal, gpusActive, gpusTotal, false);
    }

    public ShowqView {
        sections = List.copyOf(sections);
        active = List.copyOf(active);
        eligible = List.copyOf(eligible);
        blocked = List.copyOf(blocked);
        completed = List.copyOf(completed);
    }
}
