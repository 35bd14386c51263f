package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;

/**
 * One finished iteration, for whoever watches the daemon (the demo's showq view, the commands,
 * the metrics), with the statistics after it, how long each stage took and how many jobs it
 * deferred after a failed start.
 *
 * @param stateWarning why the daemon's state is not being saved (and no job started), or null
 */
public record IterationReport(long number, long now, Snapshot snapshot, IterationResult result, List<String> started,
                              long wallMillis, io.jmaui.bridge.state.Statistics statistics, String stateWarning,
                              Stages stages, int deferred) {

    public IterationReport {
        started = List.copyOf(started);
    }

    /**
     * Milliseconds per stage: the three status requests, mapping their replies into the model,
     * the policy core, and carrying the decisions to pbs_server (RunJob, comments).
     */
    public record Stages(long pollMillis, long mapMillis, long coreMillis, long executeMillis) {
    }
}
