package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;

/**
 * The aggregate timeline of an {@link Availability}: free procs over all usable nodes, the upper
 * bound every request is held to before any node is looked at, so most requests that cannot fit
 * are refused in one sweep. Procs only (it is a procs bound). While the running jobs are held it
 * only gathers their releases and is made from them in one sort ({@link Timeline#ofReleases});
 * the hosts of one commit share one interval and are taken from it in one change, not one per host.
 */
final class Aggregate {

    private final long now;
    /** Procs over all usable nodes: what the aggregate starts from. */
    private final long capacity;
    Timeline total;
    /** The running jobs' releases while the build gathers them; null after. */
    List<Timeline.Release> releases;
    /**
     * Procs a commit takes over its one interval for all its hosts together, in one change of the
     * aggregate rather than one per host; -1 outside a commit.
     */
    private long commitProcs = -1;

    Aggregate(long now, long capacity) {
        this.now = now;
        this.capacity = capacity;
        this.total = new Timeline(now, Resources.procs((int) capacity));
    }

    /** From now on until {@link #finishBuild}, holds from now are gathered as releases. */
    void startBuild(int expected) {
        releases = new ArrayList<>(expected);
    }

    /** Ends the build: the aggregate from the releases gathered. */
    void finishBuild() {
        total = Timeline.ofReleases(now, capacity, releases);
        releases = null;
    }

    /** Starts a commit: its hosts' holds from now on are summed ({@link #endCommit}). */
    void beginCommit() {
        commitProcs = 0;
    }

    /** Ends a commit over [s, e): what its hosts took, as one release or one change of the aggregate. */
    void endCommit(long s, long e) {
        long held = commitProcs;
        commitProcs = -1;
        if (held > 0 && releases != null && s == now) {
            releases.add(new Timeline.Release(e, held));
        } else if (held > 0) {
            total.add(s, e, Resources.procs((int) held), -1);
        }
    }

    /** Takes {@code procs} held on usable node i over [s, e): a release while the build gathers them, else {@link #hold}. */
    void take(Availability a, int i, long s, long e, long procs) {
        if (releases != null && s == now) {
            if (commitProcs >= 0) {
                commitProcs += procs; // commit's hosts share [now, e): one release for them all
            } else {
                releases.add(new Timeline.Release(e, procs));
            }
        } else {
            hold(a, i, s, e, procs);
        }
    }

    /**
     * Takes from the aggregate what holding {@code procs} on node i over [s, e) takes from that
     * node's free procs clamped at zero: stacked reservations may drive a node's own timeline
     * below zero (a job admitted by one of them must not see the other's share), but a node never
     * counts less than nothing in the aggregate bound (guide 7.1.5 example 3). Call before the
     * node's timeline is changed.
     */
    void hold(Availability a, int i, long s, long e, long procs) {
        Timeline tl = a.timeline(i);
        if (procs <= 0) {
            return;
        }
        if (tl.minProcsOver(s, e) >= procs) {
            if (commitProcs >= 0 && commitProcs <= Integer.MAX_VALUE - procs) {
                commitProcs += procs; // commit's hosts share [s, e): held in the aggregate once, at its end
            } else {
                total.add(s, e, Resources.procs((int) procs), -1);
            }
            return;
        }
        long from = Math.max(s, tl.origin());
        for (int k = tl.indexAt(from); from < e; k++) {
            long to = k + 1 < tl.size() ? Math.min(tl.timeAt(k + 1), e) : e;
            long take = Math.min(procs, Math.max(0, tl.procsAt(k)));
            if (take > 0) {
                total.add(from, to, Resources.procs((int) take), -1);
            }
            from = to;
        }
    }
}
