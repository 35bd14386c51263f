package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.bridge.reason.QosText;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.qos.QosGrants;
import io.jmaui.scheduler.model.PreemptMode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@code qstat -f} users read in a job's {@code comment}: why an idle job waits (the limit
 * with its usage, the reservation, the resources it lacks) and when it is expected to start;
 * where and when a started job started. Only comments that differ from what the server already
 * shows are written, and at most {@code maxPerIteration} per iteration, so a large queue never
 * floods pbs_server with ModifyJob requests; the rest follow in later iterations.
 */
final class JobComments {

    /** Who writes the comments when SERVERNAME is not set. */
    static final String DEFAULT_NAME = "jmaui";

    private final DateTimeFormatter time;
    private final int maxPerIteration;
    private final java.util.function.Supplier<String> name;

    /** @param name the scheduler's name each comment starts with (SERVERNAME, appendix F), read at each comment */
    JobComments(ZoneId zone, int maxPerIteration, java.util.function.Supplier<String> name) {
        this.time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(zone);
        this.maxPerIteration = maxPerIteration;
        this.name = name;
    }

    private String prefix() {
        String n = name.get();
        return (n == null || n.isBlank() ? DEFAULT_NAME : n) + ": ";
    }

    /** The comment for each idle job not started this iteration, for those whose comment changes. */
    Map<String, String> forWaiting(IterationResult result, Map<String, String> current) {
        return forWaiting(result, QosGrants.refused(result.qosGrants()), current::get, id -> "");
    }

    /**
     * As {@link #forWaiting(IterationResult, Map)}; {@code refused} the iteration's refused QOS
     * grants by job id ({@link QosGrants#refused}: only a refused QOS is named, so no waiting job's
     * grant is looked up by id), {@code current} gives a job's comment as pbs_server shows it (or
     * null), {@code notes} what to say first about a job beyond a refused QOS (that it was
     * preempted), "" for nothing.
     */
    Map<String, String> forWaiting(IterationResult result, Map<String, QosGrant> refused,
                                   java.util.function.Function<String, String> current,
                                   java.util.function.Function<String, String> notes) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, Reason> e : result.reasons().entrySet()) {
            if (out.size() >= maxPerIteration) {
                break;
            }
            String text = waiting(e.getValue(), result.estimatedStarts().get(e.getKey()), result.now(),
                    qosNote(refused.get(e.getKey())) + notes.apply(e.getKey()));
            if (!text.equals(current.apply(e.getKey()))) {
                out.put(e.getKey(), text);
            }
        }
        return out;
    }

    String waiting(Reason reason, Long estimatedStart, long now) {
        return waiting(reason, estimatedStart, now, "");
    }

    /** {@code note} goes first: what the user must know before why the job waits (a refused QOS). */
    String waiting(Reason reason, Long estimatedStart, long now, String note) {
        String s = prefix() + note + "waiting: " + io.jmaui.bridge.reason.ReasonText.sentence(reason);
        if (estimatedStart != null && estimatedStart > now && estimatedStart < Long.MAX_VALUE / 2) {
            s += "; estimated start " + time.format(Instant.ofEpochSecond(estimatedStart));
        }
        return s;
    }

    String started(long at, List<String> hostPerTask) {
        return started(at, hostPerTask, "");
    }

    String started(long at, List<String> hostPerTask, String note) {
        String hosts = hostPerTask.stream().distinct().collect(Collectors.joining(","));
        return prefix() + note + "started " + time.format(Instant.ofEpochSecond(at)) + " on " + hosts;
    }

    /** A preempted job's comment: {@code jmaui: preempted by 12.srv (QOS urgent) at 2026-11-22 14:05:00 (requeued)}. */
    String preempted(long at, io.jmaui.scheduler.decision.Preempt p) {
        return prefix() + preemptedBy(p.preemptorId(), p.preemptorQos(), at) + " (" + done(p.mode()) + ")";
    }

    /**
     * A job stopped for breaking a limit: {@code jmaui: cancelled at 2026-11-22 14:05:00: ran 01:10:01,
     * 00:10:01 past its wallclock limit 01:00:00 (JOBMAXOVERRUN 00:10:00)}.
     */
    String enforced(long at, PreemptMode action, String detail) {
        return prefix() + stopped(action, at, detail);
    }

    private String stopped(PreemptMode action, long at, String detail) {
        return done(action) + " at " + time.format(Instant.ofEpochSecond(at)) + ": " + detail;
    }

    private static String done(PreemptMode mode) {
        return io.jmaui.bridge.reason.PreemptText.done(mode);
    }

    String resumed(long at) {
        return prefix() + "resumed " + time.format(Instant.ofEpochSecond(at));
    }

    private String preemptedBy(String preemptor, String qos, long at) {
        return "preempted by " + io.jmaui.bridge.reason.PreemptText.by(preemptor, qos) + " at "
                + time.format(Instant.ofEpochSecond(at));
    }

    /** "preempted by 12.srv (QOS urgent) at ...; " for a job waiting again after a preemption, else "". */
    String preemptionNote(io.jmaui.bridge.state.PreemptionHistory h) {
        if (h == null || h.lastAt() == 0) {
            return "";
        }
        return (h.lastCause() != null ? stopped(h.lastMode(), h.lastAt(), h.lastCause())
                : preemptedBy(h.lastBy(), h.lastQos(), h.lastAt())) + "; ";
    }

    /** "QOS high refused: ...; runs under normal; " for a job whose QOS request was refused, else "". */
    String qosNote(QosGrant g) {
        String refusal = QosText.refusal(g);
        return refusal == null ? "" : refusal + "; runs under " + g.shown() + "; ";
    }
}
