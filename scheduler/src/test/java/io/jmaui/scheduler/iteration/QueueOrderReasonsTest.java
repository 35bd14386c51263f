package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The summary's reasons for the jobs after the estimates, worked out in queue order
 * ({@link Summarize}, {@link RankPositions}), are the reasons the rank-order walk gives: queues longer
 * than {@link Iteration#ESTIMATE_DEPTH} of repeating shapes and near twins ({@link SharedEstimatesTest}'s
 * world: features, classes, memory, host lists, whole nodes, nodes down, a standing reservation,
 * SINGLEUSER, EXACTNODE, EXACTPROC), their submit times out of queue order, so rank and queue differ;
 * every fourth round ranks by queue time alone, with no positions: the rank-order walk throughout.
 */
class QueueOrderReasonsTest {

    @Test
    void reasonsInQueueOrder_areTheRankOrderWalks() {
        Random rnd = new Random(2026_11_27_23L);
        int tail = 0;
        for (int round = 0; round < 120; round++) {
            // XFACTORWEIGHT: a queue-time-only priority ranks by submission without positions (QueueTimeOrder)
            MauiConfig c = cfg(with(with(SharedEstimatesTest.BASE, SharedEstimatesTest.MORE[round % SharedEstimatesTest.MORE.length]),
                    round % 4 == 3 ? new String[0] : new String[] {"XFACTORWEIGHT 10"}));
            Snapshot s = SharedEstimatesTest.snapshot(rnd, Iteration.ESTIMATE_DEPTH + rnd.nextInt(160));
            CarryOver carry = new CarryOver(SharedEstimatesTest.T0 - MINUTE, 0);
            IterationState rank = SharedEstimatesTest.stages(c, s, carry, new Summarize(true, false));
            IterationState queue = SharedEstimatesTest.stages(c, s, carry, new Summarize(true, true));
            String at = "round " + round;
            assertEquals(rank.decisions, queue.decisions, at);
            assertEquals(rank.eligible.size(), queue.eligible.size(), at);
            for (int slot = 0; slot < rank.slots.size(); slot++) {
                String job = at + " job " + rank.ranked.get(slot).id();
                assertEquals(rank.slots.estimate(slot), queue.slots.estimate(slot), job);
                assertEquals(String.valueOf(rank.slots.reason(slot)), String.valueOf(queue.slots.reason(slot)), job);
            }
            if (RankPositions.of(queue) != null) {
                tail += Math.max(0, queue.eligible.size() - 2 * Iteration.ESTIMATE_DEPTH);
            }
        }
        assertTrue(tail > 2_000, tail + " jobs past the estimates in queue order");
    }
}
