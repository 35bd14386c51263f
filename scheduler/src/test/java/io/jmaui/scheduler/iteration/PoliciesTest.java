package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
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
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Policies#standard} wires the config's seams once per config: a run of iterations under
 * one config object gives what the plain path gives, the same config parsed anew at every event
 * (everything wired again), decision for decision and window for window. Random queues over
 * twenty events each, under fairshare, hard limits, an FSTARGET cap and none; and each call gets
 * an access memo of its own.
 */
class PoliciesTest {

    static final List<String[]> CONFIGS = List.of(
            new String[] {"BACKFILLPOLICY FIRSTFIT"},
            new String[] {"FSPOLICY DEDICATEDPS", "FSINTERVAL 1:00:00", "FSDEPTH 4", "FSWEIGHT 10", "FSUSERWEIGHT 5"},
            new String[] {"USERCFG[DEFAULT] MAXPROC=4", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT"},
            new String[] {"FSPOLICY DEDICATEDPS", "FSINTERVAL 1:00:00", "USERCFG[u0] FSTARGET=10-",
                "USERCFG[DEFAULT] MAXJOB=3"});
    static final long T0 = 1_700_000_000L;

    @Test
    void oneConfigObjectOverManyEvents_givesWhatAConfigParsedAtEveryEventGives() {
        Random rnd = new Random(2026_11_28_05L);
        int starts = 0;
        for (int round = 0; round < 200; round++) {
            String[] lines = CONFIGS.get(round % CONFIGS.size());
            MauiConfig kept = cfg(lines);
            CarryOver carryKept = CarryOver.NONE;
            CarryOver carryFresh = CarryOver.NONE;
            List<FairshareWindow> windows = List.of();
            for (int event = 0; event < 20; event++) {
                long now = T0 + event * 10 * MINUTE;
                List<Job> jobs = jobs(rnd, now);
                Snapshot s = new Snapshot(jobs, nodes("n", 8, 2), List.of(), List.of(), windows);
                IterationResult a = Iteration.decide(kept, s, now, carryKept, 16);
                IterationResult b = Iteration.decide(cfg(lines), s, now, carryFresh, 16);
                String at = "round " + round + " event " + event + " " + String.join("; ", lines);
                assertEquals(b.decisions(), a.decisions(), at);
                assertEquals(b.fairshareWindows(), a.fairshareWindows(), at);
                assertEquals(b.bypassCounts(), a.bypassCounts(), at);
                starts += a.decisions().size();
                carryKept = a.carryOver();
                carryFresh = b.carryOver();
                windows = a.fairshareWindows();
            }
        }
        assertTrue(starts > 2000, starts + " starts");
    }

    @Test
    void theConfigsSeamsAreShared_theAccessMemoIsEachCallsOwn() {
        MauiConfig c = cfg(CONFIGS.get(2));
        Policies p = Policies.standard(c);
        Policies q = Policies.standard(c);
        assertSame(p.accrual(), q.accrual());
        assertSame(p.ranker(), q.ranker());
        assertSame(p.gate(), q.gate());
        assertSame(p.throttle(), q.throttle());
        assertNotSame(p.reservations(), q.reservations());
    }

    /** Running jobs on the first nodes, some of which ended since the last event, and a random queue of four users. */
    private static List<Job> jobs(Random rnd, long now) {
        List<Job> jobs = new ArrayList<>();
        for (int i = 0, n = rnd.nextInt(5); i < n; i++) {
            jobs.add(job("R" + i).user("u" + rnd.nextInt(4)).procs(1 + rnd.nextInt(2))
                    .walltime((1 + rnd.nextInt(4)) * HOUR).submitTime(now - 5 * HOUR)
                    .running(now - rnd.nextInt(3_000), List.of("n" + (8 - i))).build());
        }
        for (int i = 0, n = 1 + rnd.nextInt(12); i < n; i++) {
            jobs.add(job(100 + i + ".head").user("u" + rnd.nextInt(4)).procs(1 + rnd.nextInt(6))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(now - rnd.nextInt(6) * 1_800L).build());
        }
        return jobs;
    }
}
