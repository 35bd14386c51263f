package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.scheduler.model.JobState;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The starts found in the ledger at start-up and not yet settled: their sender (the daemon before
 * a restart, or the active one before a takeover) is gone, so nobody else will give up on them.
 * Each is settled like any start when pbs_server shows it; the ones whose jobs still wait once
 * pbs_server has had {@code max(10 s, RMPOLLINTERVAL)} to act on a RunJob left on the wire are
 * forgotten, so those jobs can be started again, with no failed start counted against them.
 * Loop thread only.
 */
final class InheritedStarts {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private Set<String> ids;
    private final long since;

    /** The pending starts of {@code initial}, inherited at {@code now}. */
    InheritedStarts(SchedulerState initial, long now) {
        this.ids = Set.copyOf(initial.pendingStarts().keySet());
        this.since = now;
    }

    /** When they were inherited (the daemon's start). */
    long since() {
        return since;
    }

    /** The ids still inherited. */
    Set<String> ids() {
        return ids;
    }

    /**
     * {@code settled} with the inherited starts whose jobs still wait forgotten, once the grace
     * above has passed (logged, each); unchanged before, and once they are gone.
     */
    StartLedger.Settlement forget(StartLedger.Settlement settled, Map<String, JobState> serverJobs, long now,
                                  long pollInterval) {
        if (ids.isEmpty() || now - since < Math.max(10, pollInterval)) {
            return settled;
        }
        StartLedger.Settlement forgotten = StartLedger.forgetWaiting(settled.state(), ids, serverJobs);
        forgotten.failed().forEach(id -> LOG.info("event=inherited_start_cleared job={} reason=\"still queued {} s "
                + "after start-up: the RunJob of the previous daemon never took effect\"", id, now - since));
        ids = Set.of();
        return new StartLedger.Settlement(forgotten.state(), settled.confirmed(), settled.failed(), settled.restamped());
    }
}
