package io.jmaui.bridge.command;

import io.jmaui.bridge.reason.ReasonText;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.JobRow;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One iteration's jobs sorted into showq's sections: active (running, or started by this
 * iteration), eligible (idle, waiting only for resources or a reservation) and blocked (held,
 * deferred, or stopped by a limit or a dependency).
 */
final class JobRows {

    /** Reasons that leave a job eligible: it waits for resources, not for a policy to allow it. */
    private static final Set<String> ELIGIBLE_REASONS = Set.of("RESOURCES", "RESERVATION", "BACKFILL", "BFCHUNK");

    enum Section { ACTIVE, ELIGIBLE, BLOCKED, OTHER }

    private final IterationReport report;
    private final Map<String, Long> priorities = new HashMap<>();

    JobRows(IterationReport report) {
        this.report = report;
        for (JobPriority p : report.result().priorities()) {
            priorities.put(p.jobId(), p.priority());
        }
    }

    Section section(Job j) {
        if (j.state().isActive() || report.started().contains(j.id())) {
            return Section.ACTIVE;
        }
        if (j.state() == JobState.IDLE) {
            Reason r = report.result().reasons().get(j.id());
            return r == null || ELIGIBLE_REASONS.contains(r.policy()) ? Section.ELIGIBLE : Section.BLOCKED;
        }
        if (j.state() == JobState.HOLD || j.state() == JobState.DEFERRED || j.state() == JobState.STAGING) {
            return Section.BLOCKED;
        }
        return Section.OTHER;
    }

    JobRow row(Job j) {
        boolean started = report.started().contains(j.id());
        String state = started && !j.state().isActive() ? "Starting" : stateName(j.state());
        long start = j.startTime() > 0 ? j.startTime() : started ? report.now() : 0;
        long remaining = start > 0 && j.walltime() > 0 ? Math.max(0, start + j.walltime() - report.now()) : 0;
        Reason r = report.result().reasons().get(j.id());
        var c = j.credentials();
        return new JobRow(j.id(), c.user(), c.group(), c.account(), c.jobClass(), c.qos(), state, j.procs(),
                j.distinctHosts().size() > 0 ? j.distinctHosts().size() : Math.max(j.nodes(), 1), j.walltime(),
                remaining, start, j.submitTime(), priorities.getOrDefault(j.id(), j.systemPriority()),
                r == null ? null : ReasonText.sentence(r), 0, j.totalResources().gpus());
    }

    Long priority(String jobId) {
        return priorities.get(jobId);
    }

    /** Maui's spelling of a state: Running, Idle, Hold, ... */
    static String stateName(JobState s) {
        String n = s.name();
        return n.charAt(0) + n.substring(1).toLowerCase(Locale.ROOT);
    }
}
