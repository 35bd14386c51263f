package io.jmaui.scheduler.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a job's hosts, one per task, line up with its requests: the first request's tasks first,
 * then each further request's (a multi-req job, ENABLEMULTIREQJOBS). Everything that asks what a
 * job holds where (the availability, checknode, runjob) reads it through here.
 */
final class ReqHosts {

    private ReqHosts() {
    }

    static List<Resources> taskResources(Job j) {
        if (!j.isMultiReq()) {
            return Collections.nCopies(j.tasks(), j.perTask());
        }
        List<Resources> out = new ArrayList<>(j.totalTasks());
        for (Req r : j.reqs()) {
            out.addAll(Collections.nCopies(r.tasks(), r.perTask()));
        }
        return out;
    }

    /**
     * An active job's hosts cut by request, in request order: each request takes its task count
     * of {@link Job#allocatedHosts()}, the last one whatever is left (the resource manager may
     * give a different number of slots than asked).
     */
    static List<List<String>> byReq(Job j) {
        List<String> hosts = j.allocatedHosts();
        if (!j.isMultiReq()) {
            return List.of(hosts);
        }
        List<Req> all = j.reqs();
        List<List<String>> out = new ArrayList<>(all.size());
        int from = 0;
        for (int k = 0; k < all.size(); k++) {
            int to = k == all.size() - 1 ? hosts.size() : Math.min(hosts.size(), from + all.get(k).tasks());
            out.add(hosts.subList(from, to));
            from = to;
        }
        return out;
    }

    static Map<String, Resources> heldPerHost(Job j) {
        Map<String, Resources> out = new LinkedHashMap<>();
        List<List<String>> byReq = byReq(j);
        List<Req> all = j.reqs();
        for (int k = 0; k < byReq.size(); k++) {
            Resources per = all.get(k).perTask();
            for (String h : byReq.get(k)) {
                out.merge(h, per, Resources::plus);
            }
        }
        return out;
    }
}
