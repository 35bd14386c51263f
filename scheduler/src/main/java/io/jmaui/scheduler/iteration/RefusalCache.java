package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Remembers requests that did not fit now, so that a job asking for at least as much of the same
 * kind (same per-task resources and class, no features, host list or nodes/ppn) for at least as
 * long is refused without a search. Forgotten whenever the availability changes. This is what
 * keeps a 100k-job queue on a full machine cheap.
 */
final class RefusalCache {

    private record Refusal(int tasks, long walltime) {
    }

    private final Map<String, List<Refusal>> refused = new HashMap<>();
    private long version = -1;

    boolean refuses(Job j, long walltime, long availabilityVersion, boolean cacheable) {
        if (!cacheable || availabilityVersion != version) {
            return false;
        }
        List<Refusal> list = refused.get(key(j));
        if (list != null) {
            for (Refusal r : list) {
                if (j.tasks() >= r.tasks() && walltime >= r.walltime()) {
                    return true;
                }
            }
        }
        return false;
    }

    void refused(Job j, long walltime, long availabilityVersion, boolean cacheable) {
        if (!cacheable) {
            return;
        }
        if (availabilityVersion != version) {
            refused.clear();
            version = availabilityVersion;
        }
        List<Refusal> list = refused.computeIfAbsent(key(j), k -> new ArrayList<>(4));
        if (list.size() < 16) {
            list.add(new Refusal(j.tasks(), walltime));
        }
    }

    static boolean simple(Job j) {
        return j.features().isEmpty() && j.requestedHosts().isEmpty() && j.nodes() == 0 && j.tasksPerNode() == 0;
    }

    private final boolean perUser;

    /** @param perUser NODEACCESSPOLICY SINGLEUSER: refusals hold per user only */
    RefusalCache(boolean perUser) {
        this.perUser = perUser;
    }

    private String key(Job j) {
        return j.perTask() + "|" + j.credentials().jobClass() + (perUser ? "|" + j.credentials().user() : "");
    }
}
