package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Whether an iteration could start no queued job because the throttling policies hold back every
 * one that is small enough for the processors free (guide 6.2): each idle job asks for more
 * processors than are free, or is kept off the eligible list ({@link CheckEligibility}, the hard
 * limits), which every start of an iteration comes from. The simulator's shortcut
 * ({@link IdleIteration}) for events where limits, not processors, keep the queue waiting: under
 * per-user limits a long queue waits with half the machine free.
 *
 * <p>Only the small jobs are asked, in the snapshot's order rather than by priority: without
 * preemption no job starts that is not eligible, and whether a job is eligible depends on the jobs
 * ahead of it only through the idle limits (MAXIJOB, MAXIPROC), which count the jobs already on
 * the list. When every small job is refused none is on the list, so each was refused on its own,
 * and with more jobs ahead of it (the iteration's priority order) it would be refused as well. Jobs
 * held or deferred never start; a suspended job (which may be resumed) or one that is to run now
 * or not at all (which an iteration that does not start it cancels) makes the answer no.
 */
final class NothingWithinLimits {

    private NothingWithinLimits() {
    }

    /**
     * True when no queued job of {@code s} (prepared, QOS assigned, as the stages see it) may start
     * at {@code now} with at most {@code freeProcs} processors free.
     */
    static boolean holds(Snapshot s, long now, long freeProcs, Policies policies) {
        return holds(s, now, freeProcs, () -> policies.throttle().of(s, now));
    }

    /** As {@link #holds(Snapshot, long, long, Policies)} with the event's throttle from {@code throttle}, built only when asked. */
    static boolean holds(Snapshot s, long now, long freeProcs, Supplier<Throttle> throttle) {
        List<Job> small = new ArrayList<>();
        List<Job> jobs = s.jobs();
        for (int i = 0; i < jobs.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = jobs.get(i);
            JobState state = j.state();
            if (state == JobState.SUSPENDED) { // may be resumed (a waiting QUEUEJOB:FALSE job: IdleIteration declined first)
                return false;
            }
            if (state == JobState.IDLE && j.procs() <= freeProcs) {
                small.add(j);
            }
        }
        if (small.isEmpty()) {
            return true;
        }
        return !throttle.get().anyEligible(small);
    }
}
