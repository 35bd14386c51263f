package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static io.jmaui.scheduler.iteration.UnaskedFitTest.T0;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A decisions-only iteration never stops its passes early ({@link NothingMoreFits#NEVER}) while a
 * suspended job is in the snapshot, running on its hosts or not, wherever it stands in the job
 * list: the plain rule, every job's state read, against the one the stage applies (the snapshot's
 * active jobs only). And where it may stop, it stops as the plain rule says (the fewest processors
 * of every eligible job do not fit now, never when one asks for none), asked again as more is
 * held, against the eligible jobs read only as far as a job that fits. Random queues and running
 * jobs on a few two-proc nodes.
 */
class NothingMoreFitsTest {

    @Test
    void aSuspendedJobAnywhere_keepsThePassesGoing() {
        Random rnd = new Random(2026_11_28_01L);
        MauiConfig c = cfg("BACKFILLPOLICY FIRSTFIT");
        int suspended = 0;
        int stopping = 0;
        for (int round = 0; round < 400; round++) {
            Snapshot s = snapshot(rnd);
            IterationState st = UnaskedFitTest.stages(c, s, new CarryOver(T0 - MINUTE, 0), Detail.DECISIONS);
            boolean anySuspended = s.jobs().stream().anyMatch(j -> j.state() == JobState.SUSPENDED);
            boolean plain = anySuspended || st.eligible.isEmpty();
            assertEquals(plain, st.nothingMoreFits == NothingMoreFits.NEVER, "round " + round + ": " + s.jobs());
            suspended += anySuspended ? 1 : 0;
            stopping += plain ? 0 : 1;
        }
        assertTrue(suspended > 100 && stopping > 100, suspended + " with a suspended job, " + stopping + " may stop");
    }

    @Test
    void nothingMoreFits_isThePlainRule_asMoreIsHeld() {
        Random rnd = new Random(2026_11_29_01L);
        MauiConfig c = cfg("BACKFILLPOLICY FIRSTFIT");
        int reached = 0;
        int open = 0;
        int none = 0;
        for (int round = 0; round < 400; round++) {
            Snapshot s = snapshot(rnd, true);
            IterationState st = UnaskedFitTest.stages(c, s, new CarryOver(T0 - MINUTE, 0), Detail.DECISIONS);
            if (st.nothingMoreFits == NothingMoreFits.NEVER) {
                continue;
            }
            for (int k = 0; k < 8; k++) { // the passes asked already; asked again as each hold takes procs now
                boolean plain = plainReached(st);
                assertEquals(plain, st.nothingMoreFits.reached(), "round " + round + " hold " + k + ": " + s.jobs());
                reached += plain ? 1 : 0;
                open += plain ? 0 : 1;
                none += st.eligible.stream().anyMatch(j -> j.procs() <= 0) ? 1 : 0;
                st.availability.reserve("n" + (1 + rnd.nextInt(8)), T0, T0 + HOUR, Resources.procs(1), null);
            }
        }
        assertTrue(reached > 300 && open > 300 && none > 30, reached + " reached, " + open + " not, " + none + " with a job of no procs");
    }

    /** The rule read off every eligible job: the fewest processors one asks for do not fit now; never when one asks for none. */
    private static boolean plainReached(IterationState st) {
        long fewest = Long.MAX_VALUE;
        for (Job j : st.eligible) {
            if (j.procs() <= 0) {
                return false;
            }
            fewest = Math.min(fewest, j.procs());
        }
        return !st.availability.mayFitNow(fewest, st.availability.reservedRoomNow());
    }

    private static Snapshot snapshot(Random rnd) {
        return snapshot(rnd, false);
    }

    /** Random running and queued jobs, some suspended unless {@code active} (then a few queued ones ask for no procs). */
    private static Snapshot snapshot(Random rnd, boolean active) {
        List<Job> jobs = new ArrayList<>();
        for (int i = 0, n = rnd.nextInt(6); i < n; i++) {
            Job.Builder b = job("R" + i).procs(1).walltime((1 + rnd.nextInt(4)) * HOUR).submitTime(T0 - 5 * HOUR)
                    .running(T0 - rnd.nextInt(3_000), List.of("n" + (1 + i)));
            if (!active && rnd.nextInt(5) == 0) {
                b.state(JobState.SUSPENDED); // on its hosts: the availability keeps its memory, not its procs
            }
            jobs.add(b.build());
        }
        for (int i = 0, n = rnd.nextInt(10); i < n; i++) {
            Job.Builder b = job(100 + i + ".head").procs(1 + rnd.nextInt(active ? 12 : 6))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(6) * 1_800L);
            if (active && rnd.nextInt(25) == 0) {
                b.perTask(new Resources(0, 256, 0, 0)); // memory only: no procs
            }
            if (!active && rnd.nextInt(12) == 0) {
                b.state(JobState.SUSPENDED); // suspended without hosts: still counts
            }
            jobs.add(b.build());
        }
        Collections.shuffle(jobs, rnd);
        return Snapshot.of(jobs, nodes("n", 8, 2));
    }
}
