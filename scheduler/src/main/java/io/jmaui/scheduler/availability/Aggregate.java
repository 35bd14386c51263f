package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The aggregate timeline of an {@link Availability}: free procs over all usable nodes, the upper
 * bound every request is held to before any node is looked at, so most requests that cannot fit
 * are refused in one sweep. Procs only (it is a procs bound). While the running jobs are held it
 * only gathers their releases and is made from them in one sort ({@link #ofReleases});
 * the hosts of one commit share one interval and are taken from it in one change, not one per host.
 */
final class Aggregate {

    /** Bits of a packed release ({@link #ofReleases}) for its procs, and for its time from the earliest: 42 + 20 < 63. */
    private static final int PROCS_BITS = 20;
    private static final int TIME_BITS = 42;

    private final long now;
    /** Procs over all usable nodes: what the aggregate starts from. */
    private final long capacity;
    Timeline total;
    /** The running jobs' releases while the build gathers them; null after. */
    List<Release> releases;
    /**
     * Procs a commit takes over its one interval for all its hosts together, in one change of the
     * aggregate rather than one per host; -1 outside a commit.
     */
    private long commitProcs = -1;
    /** The commit under way holds a placement found on this availability as it stands ({@link Fitted}): no clamp to read. */
    private boolean fittedCommit;

    /** One release of processors at a time: a running job's end. */
    record Release(long at, long procs) {
    }

    /** {@code Resources.procs(p)} for the few procs most holds take, made once (the aggregate reads only procs). */
    private static final Resources[] FEW = new Resources[65];

    static {
        for (int p = 0; p < FEW.length; p++) {
            FEW[p] = Resources.procs(p);
        }
    }

    /**
     * {@code p} procs as the aggregate's holds give them: a Resources per hold, made at every hold of
     * every event, was a hundredth of what a simulation under one SRCFG allocates.
     */
    private static Resources procs(int p) {
        return p >= 0 && p < FEW.length ? FEW[p] : Resources.procs(p);
    }

    Aggregate(long now, long capacity) {
        this.now = now;
        this.capacity = capacity;
        this.total = new Timeline(now, Resources.procs((int) capacity));
    }

    /** Procs over all usable nodes. */
    long capacity() {
        return capacity;
    }

    /** From now on until {@link #finishBuild}, holds from now are gathered as releases. */
    void startBuild(int expected) {
        releases = new ArrayList<>(expected);
    }

    /** Ends the build: the aggregate from the releases gathered. */
    void finishBuild() {
        total = ofReleases(now, capacity, releases);
        releases = null;
    }

    /**
     * Ends a build whose releases are kept for the next ({@link ReleaseSums}): the releases gathered
     * are all the running jobs' without a base ({@code base} null), else those of the jobs held
     * afresh alone, added to the base's less those of {@code dropped} (the base's jobs gone or held
     * afresh). The aggregate is what {@link #finishBuild} makes of all the running jobs' releases.
     */
    ReleaseSums finishBuild(ReleaseSums base, List<Release> dropped) {
        ReleaseSums sums = base == null ? ReleaseSums.of(releases)
                : base.merge(ReleaseSums.of(releases), ReleaseSums.of(dropped));
        total = sums.timeline(now, capacity);
        releases = null;
        return sums;
    }

    /**
     * Starts a commit: its hosts' holds from now on are summed ({@link #endCommit}); {@code fitted}:
     * each host holds what it is given over the commit's interval ({@link Fitted}).
     */
    void beginCommit(boolean fitted) {
        commitProcs = 0;
        fittedCommit = fitted;
    }

    /** Ends a commit whose hosts' share the caller already holds in the aggregate (a running job held again): nothing taken. */
    void dropCommit() {
        commitProcs = -1;
        fittedCommit = false;
    }

    /** Ends a commit over [s, e): what its hosts took, as one release or one change of the aggregate. */
    void endCommit(long s, long e) {
        long held = commitProcs;
        commitProcs = -1;
        fittedCommit = false;
        if (held > 0 && releases != null && s == now) {
            releases.add(new Release(e, held));
        } else if (held > 0) {
            total.add(s, e, procs((int) held), -1);
        }
    }

    /**
     * What a commit of nodes each found to hold its share over [s, e), s after now, takes: the
     * {@link #beginCommit}{@code (true)} ... {@link #endCommit} pair of {@link #hold}s, given the sum
     * of their positive procs (at most {@code Integer.MAX_VALUE}, where each hold adds to the sum).
     */
    void holdFitted(long s, long e, long procs) {
        if (procs > 0) {
            total.add(s, e, procs((int) procs), -1);
        }
    }

    /** Takes {@code procs} held on usable node i over [s, e): a release while the build gathers them, else {@link #hold}. */
    void take(Availability a, int i, long s, long e, long procs) {
        if (releases != null && s == now) {
            if (commitProcs >= 0) {
                commitProcs += procs; // commit's hosts share [now, e): one release for them all
            } else {
                releases.add(new Release(e, procs));
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
        if (procs <= 0) {
            return;
        }
        if (fittedCommit && commitProcs >= 0 && commitProcs <= Integer.MAX_VALUE - procs) {
            commitProcs += procs; // found free there: the clamp takes nothing off
            return;
        }
        Timeline tl = a.timeline(i);
        if (tl.minProcsOver(s, e) >= procs) {
            if (commitProcs >= 0 && commitProcs <= Integer.MAX_VALUE - procs) {
                commitProcs += procs; // commit's hosts share [s, e): held in the aggregate once, at its end
            } else {
                total.add(s, e, procs((int) procs), -1);
            }
            return;
        }
        long from = Math.max(s, tl.origin());
        for (int k = tl.indexAt(from); from < e; k++) {
            long to = k + 1 < tl.size() ? Math.min(tl.timeAt(k + 1), e) : e;
            long take = Math.min(procs, Math.max(0, tl.procsAt(k)));
            if (take > 0) {
                total.add(from, to, procs((int) take), -1);
            }
            from = to;
        }
    }

    /**
     * The aggregate timeline in one pass: {@code capacity} less everything held from the origin,
     * given back at each release ({@link Times#INFINITY}: never). O(n log n) instead of n inserts.
     * It tracks procs only (the aggregate is a procs bound), which halves the cost of later holds.
     */
    static Timeline ofReleases(long origin, long capacity, List<Release> releases) {
        // each release packed into one long, its time (from the earliest) above its procs, and the
        // longs sorted: one primitive sort and one walk. Sorting the times alone and finding each
        // release's procs a place by binary search was a tenth of a simulation with 4,000 running
        // jobs; times or procs too wide to pack take that way (sumPerTime)
        int n = releases.size();
        long first = Times.INFINITY;
        for (int i = 0; i < n; i++) {
            first = Math.min(first, releases.get(i).at());
        }
        long[] keys = new long[n];
        long held = 0;
        for (int i = 0; i < n; i++) {
            Release r = releases.get(i);
            held += r.procs();
            if (r.at() == Times.INFINITY) {
                keys[i] = Long.MAX_VALUE; // never given back: sorts after every packed one
                continue;
            }
            long dt = r.at() - first;
            if (dt >= 1L << TIME_BITS || r.procs() < 0 || r.procs() >= 1L << PROCS_BITS) {
                return sumPerTime(origin, capacity, releases);
            }
            keys[i] = dt << PROCS_BITS | r.procs();
        }
        Arrays.sort(keys);
        Steps steps = new Steps(origin, capacity - held, n);
        for (int k = 0; k < n && keys[k] != Long.MAX_VALUE; k++) {
            steps.release(first + (keys[k] >>> PROCS_BITS), keys[k] & (1L << PROCS_BITS) - 1);
        }
        return steps.timeline();
    }

    /** The aggregate's change points as releases in time order give them back: a later time starts a step. */
    static final class Steps {
        private final long[] times;
        private final long[] procs;
        private int size = 1;

        Steps(long origin, long freeAtOrigin, int releases) {
            times = new long[Math.max(4, releases + 1)];
            procs = new long[times.length];
            times[0] = origin;
            procs[0] = Resources.procs((int) freeAtOrigin).procs();
        }

        void release(long at, long p) {
            if (at > times[size - 1]) {
                times[size] = at;
                procs[size] = procs[size - 1];
                size++;
            }
            procs[size - 1] += p;
        }

        Timeline timeline() {
            return Timeline.procsOnly(times, procs, size);
        }
    }

    /** {@link #ofReleases} by sorting the times alone and summing the procs per distinct time ({@link ReleaseSums#of}). */
    private static Timeline sumPerTime(long origin, long capacity, List<Release> releases) {
        return ReleaseSums.of(releases).timeline(origin, capacity);
    }

    /**
     * The earliest t at or after {@code from} such that at least {@code need} procs are free over
     * [t, t + duration), or INFINITY: the first time a request's procs may fit. One sweep over the
     * change points.
     */
    long nextRun(long from, long duration, long need) {
        Timeline tl = total;
        int size = tl.size();
        long runStart = -1;
        for (int i = tl.indexAt(from); i < size; i++) {
            long segStart = Math.max(tl.timeAt(i), from);
            if (tl.procsAt(i) >= need) {
                if (runStart < 0) {
                    runStart = segStart;
                }
                long segEnd = i + 1 < size ? tl.timeAt(i + 1) : Times.INFINITY;
                if (segEnd == Times.INFINITY || segEnd - runStart >= duration) {
                    return runStart;
                }
            } else {
                runStart = -1;
            }
        }
        return Times.INFINITY;
    }

    /** The first change point strictly after t, or INFINITY: where {@link #nextRun} looks next. */
    long nextChangeAfter(long t) {
        Timeline tl = total;
        int size = tl.size();
        int i = tl.indexAt(t);
        while (i < size && tl.timeAt(i) <= t) {
            i++;
        }
        return i < size ? tl.timeAt(i) : Times.INFINITY;
    }

    /** Whether at least {@code need} procs stay free over [s, e); stops at the first shortfall. */
    boolean holdsProcs(long s, long e, long need) {
        Timeline tl = total;
        int size = tl.size();
        int i = tl.indexAt(s);
        if (tl.procsAt(i) < need) {
            return false;
        }
        for (i = i + 1; i < size && tl.timeAt(i) < e; i++) {
            if (tl.procsAt(i) < need) {
                return false;
            }
        }
        return true;
    }
}
