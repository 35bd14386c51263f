package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;

import java.util.List;

/**
 * Which active jobs' usage a {@link Limits} has counted, where it counts them as the jobs it is asked
 * about need them rather than all at once: where the limits read only each job's own credentials'
 * usage ({@link SharedUsage#carries}), a verdict on a job with credentials {@code c} reads only the
 * counters that the active jobs sharing a credential with it add to ({@link SharedUsage#shares}), so
 * counting those, each once, before the first question about {@code c} makes every counter it reads
 * the one the whole count makes. A counter of a job not asked about may hold part of its sum
 * meanwhile; nothing reads it until its own credentials are covered, which counts the rest, and a job
 * counted for one credentials object is never counted again for another.
 *
 * <p>Why: the simulator makes limits at nearly every event (the idle question, then the iteration
 * that takes them), and asks them of a few jobs: those new since the last answer and the ones the
 * iteration tries to start ({@code LimitsRefusals} carries the rest). Counting every active job for
 * them was a tenth of a run with 512 nodes under per-user limits. Past {@link #MOST} credentials
 * objects (the daemon maps each job's anew) the rest is counted at once, so it costs at most a few
 * walks of the active jobs more than the whole count.
 *
 * <p>Starts charged to the limits go to every counter of theirs as they come ({@link Limits#charge}),
 * covered or not: a sum takes its terms in any order, and a later cover counts active jobs alone.
 */
final class ActiveCount {

    /** The most credentials objects covered one at a time; then every active job is counted. */
    static final int MOST = 8;

    private final List<Job> active;
    private final SharedUsage shared;
    /** Which of {@link #active} are counted, by position; null once all are. */
    private boolean[] counted;
    private final Credentials[] covered = new Credentials[MOST];
    private int n;

    ActiveCount(List<Job> active, SharedUsage shared) {
        this.active = active;
        this.shared = shared;
        this.counted = new boolean[active.size()];
    }

    /**
     * Counts into {@code limits} the active jobs not counted yet whose usage a verdict on a job with
     * credentials {@code c} may read; past {@link #MOST} objects, every one not counted yet.
     */
    void cover(Credentials c, Limits limits) {
        if (counted == null || n > 0 && covered[n - 1] == c) { // the same job's, or the last one's: mostly
            return;
        }
        for (int i = 0; i < n; i++) {
            if (covered[i] == c) {
                return;
            }
        }
        boolean all = n == MOST;
        for (int i = 0; i < counted.length; i++) { // indexed: a list's iterator is one class shared by every list
            Job j = active.get(i);
            if (!counted[i] && (all || shared.shares(c, j.credentials()))) {
                counted[i] = true;
                limits.countActive(j);
            }
        }
        if (all) {
            counted = null;
        } else {
            covered[n++] = c;
        }
    }
}
