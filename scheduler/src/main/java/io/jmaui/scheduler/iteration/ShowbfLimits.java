package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;

/**
 * showbf -L ("enforce hard limits when showing available resources"): each window cut down to what
 * one job of the credentials asked about may still take under the hard throttling limits (guide
 * 6.2), given what their active jobs hold: the most nodes, then the most procs on them, that a job
 * lasting the window's duration could have (MAXJOB, MAXPROC, MAXNODE, MAXPS, MAXWC, the system job
 * limits and MAXGRES). A window no such job fits in is left out. Without -L showbf leaves the limits
 * out, as the guide's showbf page says. Pure, like {@link Iteration#run}.
 */
public final class ShowbfLimits {

    private ShowbfLimits() {
    }

    /** {@code windows} cut to the hard limits of {@code who} at {@code now}, on the snapshot's active jobs. */
    public static List<BackfillWindow> capped(MauiConfig cfg, Snapshot s, long now, Credentials who,
                                              List<BackfillWindow> windows) {
        if (Limits.none(cfg)) {
            return windows;
        }
        Limits limits = Limits.of(cfg, s, now);
        List<BackfillWindow> out = new ArrayList<>();
        for (BackfillWindow w : windows) {
            long wall = w.duration() >= Times.INFINITY ? 0 : w.duration();
            int nodes = largest(1, w.nodes(), n -> fits(limits, who, n, n, wall));
            if (nodes == 0) {
                continue;
            }
            int procs = largest(nodes, w.procs(), p -> fits(limits, who, p, nodes, wall));
            if (procs > 0) {
                out.add(new BackfillWindow(w.start(), nodes, procs, w.duration(), w.gpus(), w.partition()));
            }
        }
        return out;
    }

    /** The largest value in [lo, hi] that {@code ok} accepts (ok shrinks as the value grows), 0 when none. */
    private static int largest(int lo, int hi, java.util.function.IntPredicate ok) {
        if (hi < lo || !ok.test(lo)) {
            return 0;
        }
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            if (ok.test(mid)) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Whether a job of {@code procs} one-proc tasks spread over {@code nodes} hosts it does not yet hold may start. */
    private static boolean fits(Limits limits, Credentials who, int procs, int nodes, long walltime) {
        Job j = Job.builder("showbf -L").credentials(who).procs(procs).walltime(walltime).build();
        List<String> hosts = new ArrayList<>(procs);
        for (int i = 0; i < procs; i++) {
            hosts.add("\u0000showbf-L-" + (i % nodes)); // no real host: the window's nodes are not yet the user's
        }
        return limits.hardRefusal(j, hosts).isEmpty();
    }
}
