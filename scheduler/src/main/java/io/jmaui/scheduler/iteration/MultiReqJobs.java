package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * ENABLEMULTIREQJOBS (guide 11.7 "Multi-Req Support", appendix F): with it, a job such as
 * {@code nodes=3:fast+1:io} is placed as independent requests, each on nodes with its own
 * features; without it (Maui's default) the requests are merged into one, as Maui reads a PBS node
 * spec into a single request: the tasks added up, N the sum of the node counts, P kept when every
 * request has the same, only the features all of them ask for. Requests whose tasks differ in
 * resources (GPUs in one part only) cannot be merged; such a job waits with
 * {@link MultiReqJobsDisabled}.
 */
final class MultiReqJobs {

    private MultiReqJobs() {
    }

    /**
     * The job as one request, or empty when its requests' tasks differ; a {@code -l software=}
     * licence request stays apart (Maui adds it as a request of its own in any case).
     */
    static Optional<Job> merged(Job j) {
        List<Req> reqs = ordinary(j);
        List<Req> licences = j.reqs().stream().filter(Req::isSoftware).toList();
        if (reqs.size() <= 1) {
            return Optional.empty();
        }
        Resources per = reqs.get(0).perTask();
        int tasks = 0;
        int nodes = 0;
        int ppn = reqs.get(0).tasksPerNode();
        Set<String> features = new LinkedHashSet<>(reqs.get(0).features());
        for (Req r : reqs) {
            if (!r.perTask().equals(per)) {
                return Optional.empty();
            }
            tasks += r.tasks();
            nodes += r.nodes();
            ppn = r.tasksPerNode() == ppn ? ppn : 0;
            features.retainAll(r.features());
        }
        List<Req> out = new java.util.ArrayList<>(List.of(new Req(tasks, per, nodes, ppn, features)));
        out.addAll(licences);
        return Optional.of(j.toBuilder().reqs(out).build());
    }

    /** The job's requests other than licences. */
    static List<Req> ordinary(Job j) {
        return j.reqs().stream().filter(r -> !r.isSoftware()).toList();
    }

    /** True when the job has independent requests beyond its licences: without ENABLEMULTIREQJOBS it waits. */
    static boolean multiReq(Job j) {
        return j.isMultiReq() && ordinary(j).size() > 1;
    }
}
