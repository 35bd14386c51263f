package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Guide 8.2's bypass counts handed over as their rule ({@link BypassCounts#inSnapshotOrder}: the
 * jobs started and backfilled, by place in the snapshot's order) read as the counts the summary's
 * walk lists: random queues in submission order, some jobs already bypassed, a machine partly
 * busy, so backfill starts jobs below wider ones and the priority pass starts some above them;
 * every fifth round a held job or one submitted out of order, where the walk itself answers.
 */
class BypassRuleTest {

    static final long T0 = SharedEstimatesTest.T0; // the time its stages run at
    static final String[][] CONFIGS = {
        {"QUEUETIMEWEIGHT 1", "RESERVATIONDEPTH 1", "BACKFILLPOLICY FIRSTFIT"},
        {"QUEUETIMEWEIGHT 1", "RESERVATIONDEPTH 2", "BACKFILLPOLICY BESTFIT"},
        {"RESERVATIONDEPTH 0", "BACKFILLPOLICY FIRSTFIT"}};

    @Test
    void theRuleReadsAsTheWalksCounts() {
        Random rnd = new Random(2026_11_29_14L);
        int ruled = 0;
        int startedAbove = 0;
        for (int round = 0; round < 400; round++) {
            MauiConfig c = cfg(CONFIGS[round % CONFIGS.length]);
            Snapshot s = snapshot(rnd, 5 + rnd.nextInt(60), round % 5 == 4);
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            IterationState walk = SharedEstimatesTest.stages(c, s, carry, new Summarize(true, true, false));
            IterationState rule = SharedEstimatesTest.stages(c, s, carry, new Summarize(true, true, true));
            String at = "round " + round;
            assertEquals(walk.decisions, rule.decisions, at);
            // the size first: a rule's is worked out without listing the counts
            assertEquals(walk.bypass.size(), rule.bypass.size(), at);
            assertEquals(new ArrayList<>(walk.bypass.entrySet()), new ArrayList<>(rule.bypass.entrySet()), at);
            if (rule.bypass instanceof BypassCounts b && b.inSnapshotOrder()) {
                ruled++;
                startedAbove += b.startedJobs() > b.backfilledJobs() ? 1 : 0;
            }
        }
        assertTrue(ruled > 100, ruled + " rounds' counts as the rule");
        assertTrue(startedAbove > 10, startedAbove + " rounds with a job started above a backfilled one, not by backfill");
    }

    /**
     * {@code queued} jobs in submission order on 16 nodes of 2 procs, some busy; {@code odd}: one job
     * held or one submitted before the job ahead of it.
     */
    static Snapshot snapshot(Random rnd, int queued, boolean odd) {
        List<Job> jobs = new ArrayList<>();
        for (int node = 1; node <= 16; node++) {
            if (rnd.nextInt(3) > 0) {
                jobs.add(job("R" + node).procs(2).walltime((1 + rnd.nextInt(8)) * HOUR).submitTime(T0 - 3 * HOUR)
                        .running(T0 - rnd.nextInt(3_000), Collections.nCopies(2, "n" + node)).build());
            }
        }
        int oddOne = odd ? rnd.nextInt(queued) : -1;
        for (int i = 0; i < queued; i++) {
            Job.Builder b = job(100 + i + ".head").procs(1 + rnd.nextInt(rnd.nextBoolean() ? 4 : 24))
                    .walltime((1 + rnd.nextInt(12)) * 15 * MINUTE).submitTime(T0 - 2 * HOUR + 10L * i)
                    .bypassCount(rnd.nextInt(3) == 0 ? rnd.nextInt(5) : 0);
            if (i == oddOne) {
                b = rnd.nextBoolean() ? b.submitTime(T0 - 2 * HOUR - 5) : b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 16, 2));
    }
}
