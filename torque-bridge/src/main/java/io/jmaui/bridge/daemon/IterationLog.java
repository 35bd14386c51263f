package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.model.JobState;
import java.util.EnumMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one summary line per iteration: INFO when something changed (a start, a deferral, a
 * comment sent, jobs changing state, nodes or waiting reasons coming or going), DEBUG otherwise,
 * so a quiet cluster polled every 30 s does not fill LOGFILE with identical lines.
 */
final class IterationLog {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    /** What an admin would call "the same as last time". */
    private record Shape(Map<JobState, Integer> jobs, int nodes, int waiting) {
    }

    private Shape last;

    /** @param counts the report's jobs by state (by ordinal), as {@link Bookkeeping#bypass} counted them */
    void log(IterationReport r, int comments, int[] counts) {
        Map<JobState, Integer> byState = new EnumMap<>(JobState.class);
        for (JobState s : JobState.values()) {
            if (counts[s.ordinal()] > 0) {
                byState.put(s, counts[s.ordinal()]);
            }
        }
        Shape shape = new Shape(byState, r.snapshot().nodes().size(), r.result().reasons().size());
        boolean changed = !r.started().isEmpty() || r.deferred() > 0 || comments > 0 || !shape.equals(last);
        last = shape;
        if (!changed && !LOG.isDebugEnabled()) {
            return;
        }
        String line = "event=iteration iteration={} jobs={} nodes={} started={} deferred={} waiting={} wall_ms={}"
                + " poll_ms={} map_ms={} core_ms={} execute_ms={} comments={}";
        Object[] args = {r.number(), r.snapshot().jobs().size(), r.snapshot().nodes().size(), r.started().size(),
            r.deferred(), r.result().reasons().size(), r.wallMillis(), r.stages().pollMillis(), r.stages().mapMillis(),
            r.stages().coreMillis(), r.stages().executeMillis(), comments};
        if (changed) {
            LOG.info(line, args);
        } else {
            LOG.debug(line, args);
        }
    }
}
