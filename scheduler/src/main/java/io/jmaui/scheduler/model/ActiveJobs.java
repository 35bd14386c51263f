package io.jmaui.scheduler.model;

import java.util.Arrays;
import java.util.List;

/**
 * What the stages read of a snapshot's job list in every state but its jobs one by one: the active
 * jobs ({@link JobState#isActive}: starting, running, suspended) in the list's order, and whether a
 * waiting job is to run now or not at all (QUEUEJOB:FALSE, {@link Job#noQueue}). Worked out in one
 * walk per list object and kept by the list ({@link FixedList#derive}): {@link Snapshot} is a
 * record and can keep no field of its own, and a snapshot's jobs list is immutable ({@code
 * withJobs} and the like hand the same list on). The simulator's iteration walked all ~320 queued
 * and running jobs for its ~60 running ones at every event, in fairshare's charge, the limits'
 * usage and limit enforcement (and the idle shortcut's check of it), and once more for the
 * QUEUEJOB check; the daemon's, 100,000 jobs for 10,000.
 *
 * <p>A source that builds the list knowing which jobs are active says so ({@link #activeFirst}):
 * the simulator's snapshot lists its running jobs first and then its queued ones, and walking
 * Lublin's long queue under limits for the few running jobs was a twentieth of a run.
 */
final class ActiveJobs {

    /**
     * A job list's states: its active jobs in order, whether a QUEUEJOB:FALSE job waits, and
     * whether the active jobs are the list's first ones (then a list made of it job for job,
     * {@link #alike}, is so too).
     */
    private record States(List<Job> active, boolean noQueueWaits, boolean activeFirst) {
    }

    private ActiveJobs() {
    }

    /** The active jobs of {@code jobs} in its order; the same list object each time it is asked of one. */
    static List<Job> of(List<Job> jobs) {
        return states(jobs).active();
    }

    /** Whether a job of {@code jobs} waits ({@link JobState#isWaiting}) that is to run now or not at all. */
    static boolean noQueueWaits(List<Job> jobs) {
        return states(jobs).noQueueWaits();
    }

    /**
     * The list of {@code jobs}, handed over ({@link FixedList#handedOver}), whose first {@code
     * active} jobs are its active ones and whose others wait, none to run now or not at all: the
     * caller built it so, and no walk finds it out again (checked under {@code -ea}, as every test runs).
     */
    static List<Job> activeFirst(Object[] jobs, int active) {
        FixedList<Job> list = FixedList.handedOver(jobs);
        States s = new States(FixedList.handedOver(Arrays.copyOf(jobs, active)), false, true);
        assert s.equals(walk(list)) : "not active first, then waiting without QUEUEJOB:FALSE";
        list.derive(s);
        return list;
    }

    /**
     * The list of {@code jobs}, handed over, made of {@code from}'s job for job in its order, each
     * in its state and with its QUEUEJOB flag (the iteration's preparation: class defaults, QOS):
     * where {@code from} was built active first, so is it, without a walk.
     */
    static List<Job> alike(List<Job> from, Object[] jobs) {
        if (from instanceof FixedList<Job> f && f.derived() instanceof States s && s.activeFirst() && !s.noQueueWaits()
                && jobs.length == from.size()) {
            return activeFirst(jobs, s.active().size());
        }
        return FixedList.handedOver(jobs);
    }

    private static States states(List<Job> jobs) {
        if (jobs instanceof FixedList<Job> f) { // a snapshot's always is
            if (f.derived() instanceof States s) {
                return s;
            }
            States s = walk(jobs);
            f.derive(s);
            return s;
        }
        return walk(jobs);
    }

    /** The plain walk. */
    private static States walk(List<Job> jobs) {
        // one walk into an array of the list's size, then a copy of the active part: a count first
        // saved the large array in a simulation, but read every job twice, at the daemon's 100,000 a
        // second pass over memory on the iteration's path
        Object[] out = new Object[jobs.size()];
        int n = 0;
        boolean noQueue = false;
        boolean first = true;
        for (int i = 0; i < jobs.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = jobs.get(i);
            JobState state = j.state();
            if (state.isActive()) {
                first &= n == i;
                out[n++] = j;
            } else if (j.noQueue() && state.isWaiting()) {
                noQueue = true;
            }
        }
        return new States(FixedList.handedOver(n == out.length ? out : Arrays.copyOf(out, n)), noQueue, first);
    }
}
