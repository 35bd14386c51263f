package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where runjob -x without {@code -n} puts a job: for each of its requests in turn, the first nodes,
 * in the snapshot's order, with room for its tasks (every resource, GPUs included) and its
 * features, ignoring priorities, limits and reservations, as Maui's runjob overrides policy. Room
 * means configured less what active jobs and this iteration's starts hold ({@link NodeUsage}).
 */
final class ForcedPlacement {

    private ForcedPlacement() {
    }

    /** @param in the nodes to look at (runjob -p PARTITION), null for every node */
    static List<String> firstFit(IterationReport r, Job job, java.util.function.Predicate<Node> in) {
        Map<String, Resources> used = new HashMap<>(NodeUsage.of(r));
        List<String> hosts = new ArrayList<>();
        for (Req req : job.reqs()) {
            int found = 0;
            for (Node n : r.snapshot().nodes()) {
                if (found == req.tasks()) {
                    break;
                }
                if (!n.state().acceptsWork() || in != null && !in.test(n) || !n.features().containsAll(req.features())
                        || !n.features().containsAll(job.features())) {
                    continue;
                }
                Resources room = n.configured().minus(used.getOrDefault(n.name(), Resources.ZERO));
                int take = Math.min(room.tasksOf(req.perTask()), req.tasks() - found);
                for (int k = 0; k < take; k++) {
                    hosts.add(n.name());
                }
                if (take > 0) {
                    used.merge(n.name(), req.perTask().times(take), Resources::plus);
                    found += take;
                }
            }
            if (found < req.tasks()) {
                throw new RefusedException("runjob: job " + job.id() + " needs " + req.tasks() + " tasks of "
                        + describe(req.perTask()) + "; only " + found + " fit on the free nodes (name hosts with -n)");
            }
        }
        return hosts;
    }

    /** A task's resources as a user reads them: {@code 1 procs}, {@code 1 procs and 2 GPUs}. */
    static String describe(Resources t) {
        StringBuilder sb = new StringBuilder().append(t.procs()).append(" procs");
        if (t.gpus() > 0) {
            sb.append(" and ").append(t.gpus()).append(" GPUs");
        }
        t.gres().asMap().forEach((name, count) -> sb.append(" and ").append(count).append(' ').append(name));
        return sb.toString();
    }
}
