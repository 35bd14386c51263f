package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;

/**
 * One finished iteration, for whoever watches the daemon (the demo's showq view, the commands),
 * with the statistics after it.
 *
 * @param stateWarning why the daemon's state is not being saved (and no job started), or null
 */
public record IterationReport(long number, long now, Snapshot snapshot, IterationResult result, List<String> started,
                              long wallMillis, io.jmaui.bridge.state.Statistics statistics, String stateWarning) {

    public IterationReport {
        started = List.copyOf(started);
    }
}
