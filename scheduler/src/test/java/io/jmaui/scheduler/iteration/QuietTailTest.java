package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
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
 * A priority pass without throttling policies stops walking the queue once a job is left idle for
 * want of reservation depth and nothing could give a later job more ({@link IdleTail}; with
 * limits it asks the later jobs theirs, {@code IdleTailTest}): a decisions-only iteration gives
 * the same decisions and backfill flags as a full iteration. Random queues
 * without throttling policies under one reservation group or two (RESERVATIONQOSLIST), depth 0 to
 * 3, RESERVATIONPOLICY NEVER at times, on a few two-proc nodes, some jobs asking whole nodes.
 */
class QuietTailTest {

    static final String[] QOS = {"a", "b"};
    static final List<String[]> CONFIGS = List.of(
            new String[] {"BACKFILLPOLICY FIRSTFIT"},
            new String[] {"RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT", "QUEUETIMEWEIGHT 1"},
            new String[] {"RESERVATIONDEPTH 0", "BACKFILLPOLICY BESTFIT"},
            new String[] {"RESERVATIONPOLICY NEVER", "BACKFILLPOLICY FIRSTFIT"},
            new String[] {"RESERVATIONDEPTH[0] 1", "RESERVATIONQOSLIST[0] a", "RESERVATIONDEPTH[1] 1",
                "RESERVATIONQOSLIST[1] b", "BACKFILLPOLICY FIRSTFIT", "QOSCFG[a] PRIORITY=10", "QOSCFG[b] PRIORITY=1"},
            new String[] {"RESERVATIONDEPTH[0] 1", "RESERVATIONQOSLIST[0] b", "BACKFILLPOLICY FIRSTFIT",
                "XFACTORWEIGHT 10", "QUEUETIMEWEIGHT 1", "QOSCFG[b] PRIORITY=1"});

    @Test
    void stoppingBehindTheReservationDepth_decidesWhatAFullIterationDecides() {
        Random rnd = new Random(2026_11_27_23L);
        int starts = 0;
        int flagged = 0;
        for (int round = 0; round < 1000; round++) {
            String[] lines = CONFIGS.get(round % CONFIGS.size());
            MauiConfig c = cfg(lines);
            Snapshot s = snapshot(rnd);
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            IterationState decisions = UnaskedFitTest.stages(c, s, carry, Detail.DECISIONS);
            IterationState full = UnaskedFitTest.stages(c, s, carry, Detail.FULL);
            assertEquals(full.decisions, decisions.decisions, "round " + round + " " + String.join("; ", lines));
            starts += full.decisions.size();
            flagged += (int) full.decisions.stream().filter(d -> d instanceof StartJob j && j.backfill()).count();
        }
        assertTrue(starts > 1000, starts + " starts");
        assertTrue(flagged > 100, flagged + " starts flagged backfill");
    }

    private static Snapshot snapshot(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        for (int i = 0, n = rnd.nextInt(7); i < n; i++) {
            jobs.add(job("R" + i).procs(1 + rnd.nextInt(2)).walltime((1 + rnd.nextInt(4)) * HOUR)
                    .submitTime(T0 - 5 * HOUR).running(T0 - rnd.nextInt(3_000), List.of("n" + (8 - i))).build());
        }
        for (int i = 0, n = 1 + rnd.nextInt(16); i < n; i++) {
            Job.Builder b = job(100 + i + ".head").qos(QOS[rnd.nextInt(QOS.length)]).procs(1 + rnd.nextInt(8))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(6) * 1_800L);
            if (rnd.nextInt(3) == 0) {
                b.tasks(1 + rnd.nextInt(3)).perTask(Resources.procs(2));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 8, 2));
    }
}
