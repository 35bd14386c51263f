package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link JobSlots#of} finds each job's rank position as an identity map over the ranked list
 * does, whatever the order and number of look-ups: jobs in rank order, out of it, again, jobs not
 * queued, and equal jobs that are other objects (not queued either). Long runs of look-ups pass
 * from the walks to the map.
 */
class JobSlotsTest {

    @Test
    void positionsAsAnIdentityMapGivesThem() {
        Random rnd = new Random(41);
        for (int round = 0; round < 300; round++) {
            int n = rnd.nextInt(40);
            List<Job> ranked = new ArrayList<>();
            IdentityHashMap<Job, Integer> expected = new IdentityHashMap<>();
            for (int i = 0; i < n; i++) {
                Job j = Job.builder(i + ".head").procs(1).build();
                ranked.add(j);
                expected.put(j, i);
            }
            List<Job> others = List.of(Job.builder("x.head").build(),
                    n > 0 ? ranked.get(0).toBuilder().build() : Job.builder("0.head").build());
            JobSlots slots = new JobSlots(ranked);
            int lookups = rnd.nextInt(4 * n + 3);
            int next = 0;
            for (int k = 0; k < lookups; k++) {
                Job j;
                int kind = rnd.nextInt(5);
                if (n > 0 && kind < 2) {
                    j = ranked.get(next++ % n); // in rank order
                } else if (n > 0 && kind < 4) {
                    j = ranked.get(rnd.nextInt(n));
                } else {
                    j = others.get(rnd.nextInt(others.size()));
                }
                assertEquals(expected.getOrDefault(j, -1), slots.of(j), "round " + round + " look-up " + k);
            }
        }
    }

    /** Starts, reservations and estimates, each read back by position as plain arrays would hold them. */
    @Test
    void factsByPositionAsArraysHoldThem() {
        Random rnd = new Random(43);
        for (int round = 0; round < 300; round++) {
            int n = 1 + rnd.nextInt(30);
            List<Job> ranked = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                ranked.add(Job.builder(i + ".head").procs(1).build());
            }
            JobSlots slots = new JobSlots(ranked);
            boolean[] started = new boolean[n];
            boolean[] backfilled = new boolean[n];
            boolean[] reserved = new boolean[n];
            long[] estimates = new long[n];
            java.util.Arrays.fill(estimates, JobSlots.NONE);
            for (int k = rnd.nextInt(2 * n); k > 0; k--) {
                int i = rnd.nextInt(n);
                long t = rnd.nextInt(1_000);
                switch (rnd.nextInt(3)) {
                    case 0 -> {
                        boolean b = rnd.nextBoolean();
                        slots.start(i, b, t);
                        started[i] = true;
                        backfilled[i] = b;
                        estimates[i] = t;
                    }
                    case 1 -> {
                        slots.reserved(i, t);
                        reserved[i] = true;
                        estimates[i] = t;
                    }
                    default -> {
                        slots.estimate(i, t);
                        estimates[i] = t;
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                assertEquals(started[i], slots.started(i), "round " + round);
                assertEquals(backfilled[i], slots.backfilled(i), "round " + round);
                assertEquals(reserved[i], slots.reserved(i), "round " + round);
                assertEquals(estimates[i], slots.estimate(i), "round " + round);
            }
        }
    }
}
