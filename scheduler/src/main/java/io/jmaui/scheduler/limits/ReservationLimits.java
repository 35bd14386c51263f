package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * RESLIMITPOLICY (guide 7.1.6.3, "Reservation Limits"): a reservation a user creates
 * (RESCTLPOLICY ANY) is held to the throttling policies of that level as a job of the user would
 * be, with the user's reservations already in force counted beside the user's running jobs, so
 * that "the total amount of resources reserved by any particular user" stays within MAXPROC,
 * MAXNODE, MAXPS and the other active limits. As Maui's setres does, the reservation is a job of
 * its procs over its hosts lasting its duration; administrators' reservations are never checked.
 */
public final class ReservationLimits {

    private ReservationLimits() {
    }

    /**
     * The first limit of {@code pass} the user's new reservation {@code r} would pass, given the
     * snapshot's active jobs and the user's other reservations in force at {@code now}.
     *
     * @param existing the admin reservations in force (the user's own are those {@code owner} owns)
     * @param owner    the {@code USER:<name>} owner string user reservations carry
     */
    public static Optional<Reason> check(MauiConfig cfg, Snapshot s, long now, Reservation r, List<Reservation> existing,
                                         String user, String owner, LimitPass pass) {
        Map<String, Node> nodes = new java.util.HashMap<>();
        for (Node n : s.nodes()) {
            nodes.put(n.name(), n);
        }
        Limits limits = Limits.of(cfg, s, now);
        for (Reservation other : existing) {
            if (owner.equals(other.owner()) && !other.id().equals(r.id()) && other.end() > now) {
                limits.charge(asJob(other, user, now, nodes), perTask(other));
            }
        }
        return limits.check(asJob(r, user, now, nodes), pass, perTask(r));
    }

    /** The reservation as a job: its procs as one-proc tasks, for its duration from now or its start. */
    private static Job asJob(Reservation r, String user, long now, Map<String, Node> nodes) {
        long start = Math.max(now, r.start());
        return Job.builder("reservation " + r.id()).user(user).procs(Math.max(1, procs(r, nodes)))
                .walltime(Math.max(1, r.end() - start)).build();
    }

    /** Its procs: tasks times procs per task, or the configured procs of its hosts for whole-node tasks. */
    static int procs(Reservation r, Map<String, Node> nodes) {
        Resources t = r.perTask();
        if (r.taskCount() > 0 && t.procs() > 0) {
            return r.taskCount() * t.procs();
        }
        int sum = 0;
        for (String h : new java.util.TreeSet<>(r.hosts())) {
            Node n = nodes.get(h);
            sum += n == null ? 0 : n.configured().procs();
        }
        return sum;
    }

    /** One host entry per distinct host: what MAXNODE counts. */
    private static List<String> perTask(Reservation r) {
        return new ArrayList<>(new java.util.LinkedHashSet<>(r.hosts()));
    }
}
