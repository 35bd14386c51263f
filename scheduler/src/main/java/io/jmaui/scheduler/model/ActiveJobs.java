package io.jmaui.scheduler.model;

import java.util.List;

/**
 * The active jobs ({@link JobState#isActive}: starting, running, suspended) of a snapshot's job
 * list, in its order, worked out once per list object: {@link Snapshot} is a record and can keep no
 * field of its own, so the last lists asked are remembered here by identity (a snapshot's jobs
 * list is immutable, and {@code withJobs} and the like hand the same list on). The simulator's
 * iteration walked all ~320 queued and running jobs for its ~60 running ones at every event, in
 * fairshare's charge, the limits' usage and limit enforcement (and the idle shortcut's check of
 * it); the daemon's, 100,000 jobs for 10,000.
 *
 * <p>Two lists are kept: an event's raw and prepared snapshots are asked in turn. Each entry is
 * immutable and the pair is published whole, so threads asking of different snapshots at worst
 * work a list out again.
 */
final class ActiveJobs {

    private record Entry(List<Job> jobs, List<Job> active) {
    }

    private static final Entry NONE = new Entry(null, null);
    /** The last list asked and the one before it. */
    private static volatile Entry[] recent = {NONE, NONE};

    private ActiveJobs() {
    }

    /** The active jobs of {@code jobs} in its order; the same list object each time it is asked of one. */
    static List<Job> of(List<Job> jobs) {
        Entry[] r = recent;
        if (r[0].jobs == jobs) {
            return r[0].active;
        }
        if (r[1].jobs == jobs) {
            recent = new Entry[] {r[1], r[0]};
            return r[1].active;
        }
        List<Job> active = filter(jobs);
        recent = new Entry[] {new Entry(jobs, active), r[0]};
        return active;
    }

    /** The plain filter. */
    static List<Job> filter(List<Job> jobs) {
        // one walk into an array of the list's size, then a copy of the active part: a count first
        // saved the large array in a simulation, but read every job twice, at the daemon's 100,000 a
        // second pass over memory on the iteration's path
        Object[] out = new Object[jobs.size()];
        int n = 0;
        for (int i = 0; i < jobs.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = jobs.get(i);
            if (j.state().isActive()) {
                out[n++] = j;
            }
        }
        return FixedList.handedOver(n == out.length ? out : java.util.Arrays.copyOf(out, n));
    }
}
