package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.reason.QosText;
import io.jmaui.bridge.reason.ReasonText;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.Eligibility;
import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.qos.QosAssignment;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.reservation.AclVerdict;
import io.jmaui.scheduler.reservation.ReservationAccess;
import io.jmaui.scheduler.reservation.Reservations;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * checkjob's questions about one job (the guide's checkjob flags): {@code -l HARD|SOFT|OFF}, would
 * the throttling policies of that level let it start; {@code -r RESID}, may it use that
 * reservation; {@code -q QOS}, may it use that QOS. Each answer is one line; the questions are put
 * to the same policy code the iteration runs, on the latest iteration's snapshot.
 */
final class JobChecks {

    private JobChecks() {
    }

    /** {@code checkjob -l LEVEL}: the first limit of that level the job is over, as the eligibility stage finds it. */
    static String policyLevel(IterationReport r, MauiConfig cfg, Job j, String level) {
        String l = level.toUpperCase(Locale.ROOT);
        if (l.equals("OFF")) {
            return "policy level OFF: no throttling policy is applied";
        }
        LimitPass pass;
        try {
            pass = LimitPass.valueOf(l);
        } catch (IllegalArgumentException e) {
            throw new UsageException("checkjob -l: policy level \"" + level + "\" is not HARD, SOFT or OFF");
        }
        if (j.state() != JobState.IDLE && j.state() != JobState.HOLD && j.state() != JobState.DEFERRED) {
            return "policy level " + l + ": the job is not waiting";
        }
        Map<String, QosGrant> grants = r.result().qosGrants();
        List<Job> ahead = idleAhead(r, j);
        List<Job> ranked = new ArrayList<>(ahead.size());
        for (Job x : ahead) {
            QosGrant g = grants.get(x.id());
            ranked.add(g == null ? x : x.toBuilder().qos(g.qos()).build());
        }
        Eligibility e = Limits.of(cfg, r.snapshot(), r.now()).eligible(ranked, pass);
        Reason why = e.blocked().get(j.id());
        return why == null ? "policy level " + l + ": no " + l.toLowerCase(Locale.ROOT) + " throttling policy blocks the job"
                : "policy level " + l + ": blocked: " + ReasonText.sentence(why);
    }

    /** The idle jobs ranked at or above {@code j} in the latest iteration, {@code j} last; {@code j} alone when it was not ranked. */
    private static List<Job> idleAhead(IterationReport r, Job j) {
        Map<String, Job> byId = new HashMap<>();
        for (Job x : r.snapshot().jobs()) {
            byId.put(x.id(), x);
        }
        List<Job> out = new ArrayList<>();
        for (JobPriority p : r.result().priorities()) {
            if (p.jobId().equals(j.id())) {
                out.add(j);
                return out;
            }
            Job x = byId.get(p.jobId());
            if (x != null && x.state() == JobState.IDLE) {
                out.add(x);
            }
        }
        return List.of(j);
    }

    /** {@code checkjob -r RESID}: whether the reservation's ACL admits the job, and if not why. */
    static String reservation(IterationReport r, MauiConfig cfg, Job j, String id) {
        for (Reservation x : r.result().reservations()) {
            if (x.id().equals(id)) {
                Job as = granted(r, j);
                AclVerdict v = ReservationAccess.evaluate(as, Reservations.jobAttributes(cfg, as), x);
                return v.allowed() ? "reservation " + id + ": the job may use it"
                        : "reservation " + id + ": the job may not use it: " + ReasonText.sentence(v.reason().orElseThrow());
            }
        }
        throw new RefusedException("cannot locate reservation '" + id + "'");
    }

    /** {@code checkjob -q QOS}: whether one of the job's credentials gives it that QOS (QLIST, QDEF). */
    static String qos(MauiConfig cfg, Job j, String qos) {
        Job asking = j.toBuilder().requestQos(qos, "checkjob -q ").build();
        QosGrant g = QosAssignment.assign(cfg, List.of(asking)).grants().get(j.id());
        if (g != null && g.refused()) {
            return QosText.refusal(g);
        }
        return "QOS " + qos + ": the job may use it";
    }

    private static Job granted(IterationReport r, Job j) {
        QosGrant g = r.result().qosGrants().get(j.id());
        return g == null ? j : j.toBuilder().qos(g.qos()).build();
    }
}
