package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Job;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The running jobs a build held and what each held ({@link AvailabilityBase.Held}), in the order
 * the build met them: the snapshot's. Between two events the running jobs are the last event's
 * less those that ended plus those that started, in long runs in the same order, so the next
 * build finds each of its jobs here by walking both lists side by side ({@link #carried}), one
 * reference compared per job. It looked each job up in an identity map instead, and cloned the
 * map to find the ended ones: four hash operations per running job at every event, a fifth of a
 * simulation of 2,048 nodes of 16 processors (4,000 running jobs).
 */
final class HeldJobs {

    /** How far past the last match a job is looked for: a job that ended drops out of the order. */
    private static final int WINDOW = 8;

    private Object[] jobs;
    private AvailabilityBase.Held[] held;
    private int size;

    HeldJobs(int capacity) {
        jobs = new Object[Math.max(4, capacity)];
        held = new AvailabilityBase.Held[jobs.length];
    }

    /** Records that {@code j} held {@code h}, after every job before it in the build's order. */
    void add(Job j, AvailabilityBase.Held h) {
        if (size == jobs.length) {
            jobs = Arrays.copyOf(jobs, size * 2);
            held = Arrays.copyOf(held, size * 2);
        }
        jobs[size] = j;
        held[size++] = h;
    }

    int size() {
        return size;
    }

    AvailabilityBase.Held heldAt(int k) {
        return held[k];
    }

    /**
     * What each of {@code listed} held here where it is the same object, found in this order
     * (within {@link #WINDOW} of the last one found, or anywhere past it after two misses in a
     * row), at its position in {@code into}; every
     * position of this list not found (a job that ended, or one listed elsewhere now) set in
     * {@code gone}. A job not found is treated as new and a job skipped as gone: both have their
     * nodes built afresh, so a reordering costs time, never a wrong timeline.
     */
    void carried(List<Job> listed, AvailabilityBase.Held[] into, boolean[] gone) {
        int from = 0;
        boolean missed = false;
        IdentityHashMap<Object, Integer> ahead = null;
        for (int k = 0; k < listed.size(); k++) {
            Object job = listed.get(k);
            int at = find(job, from, Math.min(size, from + WINDOW));
            if (at < 0 && missed && from + WINDOW < size) {
                // a second miss in a row: more than a window of jobs may have ended together (a job
                // array's tasks, side by side), and every later job were missed too. The positions
                // past the window, made once, find the rest (every job may be new: no scan per job)
                if (ahead == null) {
                    ahead = positions(from + WINDOW);
                }
                Integer q = ahead.get(job);
                at = q != null && q >= from ? q : -1;
            }
            missed = at < 0;
            if (at < 0) {
                continue;
            }
            for (int g = from; g < at; g++) {
                gone[g] = true;
            }
            into[k] = held[at];
            from = at + 1;
        }
        for (int g = from; g < size; g++) {
            gone[g] = true;
        }
    }

    /** Each job's first position from {@code from} on, by identity. */
    private IdentityHashMap<Object, Integer> positions(int from) {
        IdentityHashMap<Object, Integer> out = new IdentityHashMap<>(2 * (size - from));
        for (int k = size - 1; k >= from; k--) {
            out.put(jobs[k], k);
        }
        return out;
    }

    /** The position of {@code job} in [from, to); -1 when not there. */
    private int find(Object job, int from, int to) {
        for (int k = from; k < to; k++) {
            if (jobs[k] == job) {
                return k;
            }
        }
        return -1;
    }
}
