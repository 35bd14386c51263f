package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Holds, deferral and dependencies (guide 11.1, 11.5). A dependency is met when the job it names
 * has completed ({@code after*}) or started ({@code after}), or is no longer known to the server.
 * Idle-job limits join here through the limits policy.
 */
final class BasicGate implements Gate {

    @Override
    public Map<String, Reason> blocked(Snapshot s, List<Job> rankedIdle, long now) {
        Map<String, Job> byId = new HashMap<>();
        for (Job j : s.jobs()) {
            byId.put(j.id(), j);
        }
        Map<String, Reason> out = new LinkedHashMap<>();
        for (Job j : rankedIdle) {
            if (!j.holds().isEmpty()) {
                out.put(j.id(), new JobHeld(j.holds()));
                continue;
            }
            for (Dependency d : j.dependencies()) {
                Job other = byId.get(d.jobId());
                if (other != null && !met(d, other)) {
                    out.put(j.id(), new DependencyPending(d.type(), d.jobId()));
                    break;
                }
            }
        }
        return out;
    }

    private static boolean met(Dependency d, Job other) {
        if (d.type().equalsIgnoreCase("after")) {
            return other.state().isActive() || other.state() == JobState.COMPLETED;
        }
        return other.state() == JobState.COMPLETED || other.state() == JobState.REMOVED;
    }
}
