package io.jmaui.bridge.view;

import java.util.List;

/**
 * showstats (guide 9 "Statistics", "showstats"): how long the daemon has run, its iterations,
 * jobs and processors now, queue times of the jobs waiting; with -u/-g/-a, per credential.
 *
 * @param kind    null for the system summary, else USER, GROUP or ACCOUNT
 * @param actions how often the scheduler acted on running jobs since start, by action
 *                ({@code preempted REQUEUE}, {@code resumed}, ...; guide 8.4)
 * @param gpusTotal the GPUs the nodes have (0 on a cluster without GPUs: no GPU line or column)
 */
public record ShowstatsView(long now, long runningSince, long iterations, long lastIterationMillis,
                            int activeJobs, int idleJobs, int blockedJobs, int procsActive, int procsTotal,
                            int nodesActive, int nodesTotal, long avgQueueTime, long maxQueueTime,
                            long jobsStartedSinceStart, String kind, List<Row> rows,
                            java.util.Map<String, Long> actions, int gpusActive, int gpusTotal) {

    public ShowstatsView {
        rows = List.copyOf(rows);
        actions = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(actions));
    }

    public record Row(String name, int activeJobs, int idleJobs, int procsActive, double procPercent, int gpusActive) {
    }
}
