package io.jmaui.scheduler.sim;

import java.util.List;

/**
 * A parsed workload trace: the jobs in submission order (then job number), the lines that were
 * reported and skipped, the count of jobs skipped because they never ran or asked for nothing,
 * and the machine size the trace's header gives (0 when it gives none).
 */
public record Trace(List<TraceJob> jobs, List<TraceProblem> problems, int skipped, int headerNodes, int headerProcs) {

    public Trace {
        jobs = List.copyOf(jobs);
        problems = List.copyOf(problems);
    }
}
