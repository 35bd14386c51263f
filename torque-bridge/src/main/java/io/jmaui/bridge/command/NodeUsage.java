package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import java.util.HashMap;
import java.util.Map;

/**
 * What the active jobs and the latest iteration's starts hold on each node, every resource of the
 * vector (procs, memory, GPUs, generic resources): checknode's dedicated resources, checkjob's
 * per-node checks and runjob's forced placement all read it.
 */
final class NodeUsage {

    private NodeUsage() {
    }

    static Map<String, Resources> of(IterationReport r) {
        Map<String, Resources> used = new HashMap<>();
        for (Job j : r.snapshot().jobs()) {
            if (j.state().isActive()) {
                j.heldPerHost().forEach((h, amount) -> used.merge(h, amount, Resources::plus));
            }
        }
        for (StartJob s : r.result().starts()) {
            for (int k = 0; k < s.hosts().size(); k++) {
                used.merge(s.hosts().get(k), s.task(k), Resources::plus);
            }
        }
        return used;
    }
}
