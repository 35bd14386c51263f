package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.LimitReason;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The priority pass's jobs behind the reservation depth, asked only their limits and in queue
 * order ({@link IdleTail}), end with the decisions, reasons and estimates of the plain pass, which
 * walks every eligible job in rank order: {@link SharedEstimatesTest}'s queues of repeating shapes
 * and near twins, longer than the depth, under soft and hard MAXJOB, MAXPROC and MAXNODE limits of
 * users and of everyone, or none; depth 0 to 2, RESERVATIONPOLICY NEVER at times; every third
 * round ranked by queue time alone (no rank positions: the tail in rank order); full and
 * decisions-only iterations.
 */
class IdleTailTest {

    static final String[][] LIMITS = {{}, {"USERCFG[DEFAULT] MAXJOB=2,4"}, {"USERCFG[alice] MAXPROC=4,12"},
        {"USERCFG[DEFAULT] MAXPROC=6", "USERCFG[bob] MAXJOB=1"}, {"USERCFG[carol] MAXNODE=1,2", "SYSTEMCFG MAXJOB=6"},
        {"USERCFG[DEFAULT] MAXJOB=1,3 MAXPROC=8,16"}};
    static final String[][] DEPTH = {{}, {"RESERVATIONDEPTH 0"}, {"RESERVATIONDEPTH 1"}, {"RESERVATIONPOLICY NEVER"}};

    @Test
    void limitsAskedInQueueOrder_leaveWhatThePlainPassLeaves() {
        Random rnd = new Random(2026_11_28_01L);
        int refused = 0;
        for (int round = 0; round < 400; round++) {
            String[] lines = with(with(with(SharedEstimatesTest.BASE, LIMITS[round % LIMITS.length]),
                    DEPTH[rnd.nextInt(DEPTH.length)]), round % 3 == 2 ? new String[0] : new String[] {"XFACTORWEIGHT 10"});
            MauiConfig c = cfg(lines);
            Snapshot s = SharedEstimatesTest.snapshot(rnd, 10 + rnd.nextInt(120));
            CarryOver carry = new CarryOver(SharedEstimatesTest.T0 - MINUTE, 0);
            for (Detail detail : new Detail[] {Detail.FULL, Detail.DECISIONS}) {
                IterationState plain = stages(c, s, carry, detail, false);
                IterationState tail = stages(c, s, carry, detail, true);
                String at = "round " + round + " " + detail + " " + String.join("; ", lines);
                assertEquals(plain.decisions, tail.decisions, at);
                assertEquals(plain.ranked, tail.ranked, at);
                for (int slot = 0; slot < plain.slots.size(); slot++) {
                    String job = at + " job " + plain.ranked.get(slot).id();
                    assertEquals(plain.slots.estimate(slot), tail.slots.estimate(slot), job);
                    assertEquals(String.valueOf(plain.slots.reason(slot)), String.valueOf(tail.slots.reason(slot)), job);
                    refused += plain.slots.reason(slot) instanceof LimitReason ? 1 : 0;
                }
            }
        }
        assertTrue(refused > 2_000, refused + " jobs refused by a limit");
    }

    /** An iteration's stages, the priority pass with the idle tail or walking every job. */
    private static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Detail detail, boolean idleTail) {
        IterationState st = Iteration.start(c, new Prepared(c, s), SharedEstimatesTest.T0, carry,
                Policies.standard(c, ZoneOffset.UTC), detail);
        for (Stage stage : Iteration.STAGES) {
            (stage instanceof SchedulePriorityJobs ? new SchedulePriorityJobs(idleTail) : stage).apply(st);
        }
        return st;
    }
}
