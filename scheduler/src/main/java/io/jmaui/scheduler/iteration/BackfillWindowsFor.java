package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.reservation.Reservations;

import java.time.ZoneId;
import java.util.List;
import java.util.function.Predicate;

/**
 * showbf for one set of credentials (the showbf command: "-u USER: show resources available to
 * the specified user"): the backfill windows the iteration left, with the room of every admin
 * and standing reservation whose ACL admits a job of those credentials counted as free, as Maui's
 * MBFGetWindow asks with the user, group and account it was given. Pure, like {@link Iteration#run}.
 */
public final class BackfillWindowsFor {

    private BackfillWindowsFor() {
    }

    /**
     * The windows now, widest first, for a job of {@code credentials} (a null credential matches
     * no ACL entry of its kind).
     *
     * @param s    the snapshot iteration {@code r} ran on
     * @param zone the time zone the iteration read SRCFG times in
     */
    public static List<BackfillWindow> windows(MauiConfig cfg, Snapshot s, IterationResult r, Credentials credentials,
                                               ZoneId zone) {
        return windows(cfg, s, r, credentials, null, zone);
    }

    /**
     * As {@link #windows(MauiConfig, Snapshot, IterationResult, Credentials, ZoneId)}, over the nodes
     * {@code nodes} accepts (showbf -f features, -m memory; null: every node) that take the
     * credentials' class (showbf -c: a node listing classes takes only those).
     */
    public static List<BackfillWindow> windows(MauiConfig cfg, Snapshot s, IterationResult r, Credentials credentials,
                                               Predicate<Node> nodes, ZoneId zone) {
        return windows(cfg, s, r, credentials, nodes, 0, zone);
    }

    /**
     * As {@link #windows(MauiConfig, Snapshot, IterationResult, Credentials, Predicate, ZoneId)},
     * with the windows that open at up to {@code openings} later times where room frees up
     * (showbf -D: "current and future resource availability"; 0 for those open now only).
     */
    public static List<BackfillWindow> windows(MauiConfig cfg, Snapshot s, IterationResult r, Credentials credentials,
                                               Predicate<Node> nodes, int openings, ZoneId zone) {
        Job probe = Job.builder("showbf").credentials(credentials).build();
        boolean admitted = r.reservations().stream().anyMatch(res -> res.type() != ReservationType.JOB
                && Reservations.access(cfg, probe, res).isPresent());
        String cls = Credentials.isAny(credentials.jobClass()) ? null : credentials.jobClass();
        if (!admitted && nodes == null && cls == null && openings == 0) {
            return r.backfillWindows(); // nothing reserved is theirs, no node left out: the iteration's own windows
        }
        Predicate<Node> filter = n -> (nodes == null || nodes.test(n))
                && (cls == null || n.classes().isEmpty() || n.classes().contains(cls));
        IterationState st = PseudoJobEstimate.asLeft(cfg, s, r, zone);
        Request q = new Request("showbf", credentials.user(), 1, Resources.procs(1), 0, 0, 0, false, filter,
                res -> st.policies.reservations().access(probe, res), st.allocation);
        return ShowbfWindows.of(st, q, openings);
    }
}
