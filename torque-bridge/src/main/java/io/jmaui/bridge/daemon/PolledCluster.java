package io.jmaui.bridge.daemon;

import io.jmaui.bridge.torque.MappingProblems;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One poll of pbs_server, mapped: the jobs (routing-queue jobs left out), nodes, execution and
 * routing queues, each job's current {@code comment} (so unchanged comments are not rewritten),
 * and the values the mapping could not read.
 *
 * <p>{@code comments} is handed over, not copied (the record keeps a read-only view): it has an
 * entry per job, and copying 100,000 of them into an immutable map took a tenth of the poll's
 * mapping time.
 */
record PolledCluster(List<Job> jobs, List<Node> nodes, List<JobClass> classes, Map<String, String> comments,
                     List<MappingProblems.Problem> problems) {

    PolledCluster {
        jobs = List.copyOf(jobs);
        nodes = List.copyOf(nodes);
        classes = List.copyOf(classes);
        comments = Collections.unmodifiableMap(comments);
        problems = List.copyOf(problems);
    }
}
