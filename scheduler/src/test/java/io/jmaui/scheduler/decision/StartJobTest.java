package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A start keeps its task resources as an empty list exactly when every task is one proc and
 * nothing else, as {@code equals(Resources.procs(1))} says, now asked field by field, on random
 * tasks near one proc, and {@link StartJob#tasksOf} gives that start of a job's tasks, one request
 * or several; and the hosts a placement chose go on to the start, the running job's
 * view and a job reservation as that very list, one class at every length (FixedList: why).
 */
class StartJobTest {

    @Test
    void oneProcTasks_asEqualsSays_onRandomTasks() {
        Random rnd = new Random(2026_11_28_15L);
        Resources one = Resources.procs(1);
        int empty = 0;
        for (int round = 0; round < 20_000; round++) {
            Resources t = near(rnd);
            assertEquals(t.equals(one), StartJob.oneProc(t), t.toString());
            int n = 1 + rnd.nextInt(4);
            List<Resources> tasks = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                tasks.add(rnd.nextInt(3) == 0 ? near(rnd) : rnd.nextBoolean() ? one : Resources.procs(1));
            }
            if (rnd.nextBoolean()) {
                tasks = Collections.nCopies(n, tasks.get(0));
            }
            List<String> hosts = Collections.nCopies(n, "n1");
            StartJob s = new StartJob("j", hosts, false, tasks);
            boolean plain = tasks.stream().allMatch(one::equals);
            assertEquals(plain, s.taskResources().isEmpty(), tasks.toString());
            empty += plain ? 1 : 0;
        }
        assertTrue(empty > 5_000, empty + " starts of one-proc tasks");
    }

    /** A start given {@link StartJob#tasksOf} is the start given the job's tasks, one request or several. */
    @Test
    void tasksOf_givesTheStartOfTheJobsTasks() {
        Random rnd = new Random(2026_11_29_7L);
        int empty = 0;
        for (int round = 0; round < 5_000; round++) {
            Job.Builder b = Job.builder("j").tasks(rnd.nextInt(4)).perTask(near(rnd));
            if (rnd.nextInt(3) == 0) {
                List<Req> reqs = new ArrayList<>();
                for (int r = 1 + rnd.nextInt(3); r > 0; r--) {
                    reqs.add(new Req(1 + rnd.nextInt(3), rnd.nextBoolean() ? Resources.procs(1) : near(rnd), 0, 0, Set.of(), null));
                }
                b.reqs(reqs);
            }
            Job job = b.build();
            List<String> hosts = Collections.nCopies(job.totalTasks(), "n1");
            StartJob s = new StartJob("j", hosts, false, StartJob.tasksOf(job));
            assertEquals(new StartJob("j", hosts, false, job.taskResources()), s, job.reqs().toString());
            empty += s.taskResources().isEmpty() ? 1 : 0;
        }
        assertTrue(empty > 1_000, empty + " starts of one-proc tasks");
    }

    /** One proc and nothing else, or that with one resource moved. */
    private static Resources near(Random rnd) {
        int procs = 1;
        long mem = 0;
        long swap = 0;
        long disk = 0;
        int gpus = 0;
        Gres gres = Gres.NONE;
        switch (rnd.nextInt(8)) {
            case 0 -> procs = rnd.nextInt(3);
            case 1 -> mem = rnd.nextInt(2);
            case 2 -> swap = rnd.nextInt(2);
            case 3 -> disk = rnd.nextInt(2);
            case 4 -> gpus = rnd.nextInt(2);
            case 5 -> gres = Gres.of("tape", rnd.nextInt(2));
            default -> { }
        }
        return new Resources(procs, mem, swap, disk, gpus, gres);
    }

    @Test
    void chosenHosts_keptAsOneListFromPlacementToRunningJob() {
        for (int n = 1; n <= 5; n++) {
            String[] chosen = new String[n];
            for (int k = 0; k < n; k++) {
                chosen[k] = "n" + (k / 2);
            }
            List<String> hosts = FixedList.handedOver(chosen);
            Placement p = new Placement(0, 10, hosts);
            StartJob s = new StartJob("j", p.hosts(), false);
            Job view = Job.builder("j").tasks(n).running(0, s.hosts()).build();
            Reservation r = new Reservation("j", ReservationType.JOB, 0, 10, p.hosts(), n, Resources.procs(1), List.of(),
                    Set.of(), "u", 0, Set.of(), null);
            assertSame(hosts, p.hosts());
            assertSame(hosts, s.hosts());
            assertSame(hosts, view.allocatedHosts());
            assertSame(hosts, r.hosts());
            // lists from elsewhere (a trace, the resource manager) become the same class
            assertEquals(FixedList.class, new StartJob("j", List.of(chosen), false).hosts().getClass());
            assertEquals(FixedList.class, Job.builder("j").running(0, new ArrayList<>(List.of(chosen))).build()
                    .allocatedHosts().getClass());
            assertEquals(List.of(chosen), view.allocatedHosts());
        }
        assertEquals(FixedList.class, Job.builder("j").build().allocatedHosts().getClass());
    }
}
