package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where runjob without {@code -n} puts a job: the first nodes, in the snapshot's order, with free
 * processors for its tasks, ignoring priorities, limits and reservations, as Maui's runjob
 * overrides policy. Free means configured minus what active jobs and this iteration's starts hold.
 */
final class ForcedPlacement {

    private ForcedPlacement() {
    }

    static List<String> firstFit(IterationReport r, Job job) {
        Map<String, Integer> used = new HashMap<>();
        Map<String, Job> byId = new HashMap<>();
        r.snapshot().jobs().forEach(j -> byId.put(j.id(), j));
        for (Job j : r.snapshot().jobs()) {
            if (j.state().isActive()) {
                j.allocatedHosts().forEach(h -> used.merge(h, j.perTask().procs(), Integer::sum));
            }
        }
        r.result().starts().forEach(s -> {
            Job j = byId.get(s.jobId());
            int per = j == null ? 1 : j.perTask().procs();
            s.hosts().forEach(h -> used.merge(h, per, Integer::sum));
        });
        int per = Math.max(1, job.perTask().procs());
        List<String> hosts = new ArrayList<>();
        for (Node n : r.snapshot().nodes()) {
            if (!n.state().acceptsWork() || !n.features().containsAll(job.features())) {
                continue;
            }
            int free = n.configured().procs() - used.getOrDefault(n.name(), 0);
            while (free >= per && hosts.size() < job.tasks()) {
                hosts.add(n.name());
                free -= per;
            }
            if (hosts.size() == job.tasks()) {
                return hosts;
            }
        }
        throw new RefusedException("runjob: job " + job.id() + " needs " + job.tasks() + " tasks of " + per
                + " procs; only " + hosts.size() + " fit on the free nodes (name hosts with -n)");
    }
}
