package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Snapshot#activeJobs}, kept by the jobs list ({@link ActiveJobs}), is the plain filter of
 * the snapshot's jobs by {@link JobState#isActive} in their order, and {@link
 * Snapshot#anyNoQueueWaiting} the plain test of its waiting jobs' QUEUEJOB:FALSE flags, over random
 * job lists of every state asked in random turns (the same list again, the one before, snapshots
 * sharing a list through {@code withJobs} and the like, lists equal but not the same, lists a
 * source built active first, and lists made of those job for job), and the same list object each
 * time one list is asked again.
 */
class ActiveJobsTest {

    @Test
    void keptActiveJobs_areThePlainFilter() {
        Random rnd = new Random(11_27);
        JobState[] states = JobState.values();
        List<Snapshot> seen = new ArrayList<>();
        int active = 0;
        int waiting = 0;
        for (int step = 0; step < 3_000; step++) {
            Snapshot s;
            int pick = rnd.nextInt(5);
            if (pick == 0 || seen.isEmpty()) {
                List<Job> jobs = new ArrayList<>();
                for (int i = 0, n = rnd.nextInt(12); i < n; i++) {
                    jobs.add(Job.builder("j" + step + "." + i).state(states[rnd.nextInt(states.length)])
                            .noQueue(rnd.nextInt(8) == 0).build());
                }
                s = Snapshot.of(jobs, List.of());
            } else if (pick == 4 && rnd.nextBoolean()) { // running jobs, then waiting ones: as the simulator builds it
                int running = rnd.nextInt(6);
                Object[] jobs = new Object[running + rnd.nextInt(8)];
                for (int i = 0; i < jobs.length; i++) {
                    jobs[i] = Job.builder("a" + step + "." + i).state(i < running ? JobState.RUNNING
                            : rnd.nextBoolean() ? JobState.IDLE : JobState.HOLD).build();
                }
                s = Snapshot.of(Snapshot.activeFirst(jobs, running), List.of());
                if (rnd.nextBoolean()) { // prepared from it job for job, as the iteration does
                    Object[] prepared = s.jobs().stream().map(j -> j.toBuilder().walltime(60).build()).toArray();
                    s = Snapshot.of(Snapshot.alike(s.jobs(), prepared), List.of());
                }
            } else if (pick == 1) { // equal jobs in a list of its own
                s = Snapshot.of(new ArrayList<>(seen.get(rnd.nextInt(seen.size())).jobs()), List.of());
            } else if (pick == 2) { // the same list handed on
                s = seen.get(seen.size() - 1 - rnd.nextInt(Math.min(3, seen.size()))).withEnded(List.of());
            } else {
                s = seen.get(seen.size() - 1 - rnd.nextInt(Math.min(3, seen.size())));
            }
            seen.add(s);
            List<Job> plain = s.jobs().stream().filter(j -> j.state().isActive()).toList();
            List<Job> kept = s.activeJobs();
            assertEquals(plain.size(), kept.size(), "step " + step);
            for (int i = 0; i < plain.size(); i++) {
                assertSame(plain.get(i), kept.get(i), "step " + step + " job " + i);
            }
            assertSame(kept, s.activeJobs(), "step " + step + ": asked again");
            boolean noQueue = s.jobs().stream().anyMatch(j -> j.noQueue() && j.state().isWaiting());
            assertEquals(noQueue, s.anyNoQueueWaiting(), "step " + step + ": a QUEUEJOB:FALSE job waits");
            waiting += noQueue ? 1 : 0;
            active += kept.size();
        }
        assertTrue(active > 2_000, active + " active jobs compared");
        assertTrue(waiting > 300, waiting + " lists with a QUEUEJOB:FALSE job waiting");
    }

    /** A list its source calls active first that is not is refused where assertions run (every test). */
    @Test
    void aListNotActiveFirst_isRefused() {
        Object[] jobs = {Job.builder("q").build(), Job.builder("r").state(JobState.RUNNING).build()};
        assertThrows(AssertionError.class, () -> Snapshot.activeFirst(jobs, 1));
        Object[] noQueue = {Job.builder("r").state(JobState.RUNNING).build(), Job.builder("q").noQueue(true).build()};
        assertThrows(AssertionError.class, () -> Snapshot.activeFirst(noQueue, 1));
        List<Job> first = Snapshot.activeFirst(new Object[] {jobs[1], jobs[0]}, 1);
        Object[] restated = {jobs[1], ((Job) jobs[0]).toBuilder().state(JobState.RUNNING).build()};
        assertThrows(AssertionError.class, () -> Snapshot.alike(first, restated));
    }
}
