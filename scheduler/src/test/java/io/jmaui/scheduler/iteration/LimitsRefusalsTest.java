package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The limits' refusals and passes carried from one decisions-only iteration to the next ({@link LimitsRefusals})
 * give each queued job the verdict the event's own throttle gives it, asked of every job, over
 * random event sequences as a simulator makes them ({@link HeldBackTest#step}: jobs arriving,
 * starting, ending, held, released, suspended, the queue shuffled; the same job objects from event
 * to event) and the configs {@link HeldBackTest} draws from: per-user, per-group, system, idle, node
 * and QOS override limits, multi-dimensional ones, and limits that read the time (where nothing is
 * carried). And the simulator's events under one config decide as under a config of their own for
 * each event, which carries nothing.
 */
class LimitsRefusalsTest {

    @Test
    void carriedRefusals_areTheVerdictsOfTheEventsOwnThrottle() {
        Random rnd = new Random(2026_11_29_1L);
        List<Node> cluster = nodes("n", 6, 4);
        long carried = 0;
        long refused = 0;
        long passes = 0;
        long passed = 0;
        for (int round = 0; round < 600; round++) {
            MauiConfig c = cfg(HeldBackTest.CONFIGS[rnd.nextInt(HeldBackTest.CONFIGS.length)]);
            Policies.ThrottleFactory by = (s, now) -> new LimitsThrottle(Limits.of(c, s, now));
            List<Job> running = new ArrayList<>();
            List<Job> queued = new ArrayList<>();
            long now = HeldBackTest.T0;
            int ids = 0;
            for (int event = 0; event < 40; event++) {
                ids = HeldBackTest.step(rnd, running, queued, now, ids);
                if (rnd.nextInt(4) == 0) {
                    ids = HeldBackTest.step(rnd, running, queued, now, ids);
                }
                List<Job> all = new ArrayList<>(running);
                all.addAll(queued);
                Snapshot s = Snapshot.of(all, cluster);
                List<Job> waiting = new ArrayList<>();
                for (Job j : s.jobs()) {
                    if (j.state().isWaiting()) {
                        waiting.add(j);
                    }
                }
                Reason[] plain = LimitsRefusals.asked(by.of(s, now), waiting);
                Reason[] got = LimitsRefusals.verdicts(c, by, s, by.of(s, now), waiting);
                for (int i = 0; i < plain.length; i++) {
                    assertEquals(plain[i] == null, got[i] == null,
                            "round " + round + " event " + event + " job " + waiting.get(i).id());
                    refused += plain[i] == null ? 0 : 1;
                    passed += plain[i] == null ? 1 : 0;
                }
                now += rnd.nextInt(3) * MINUTE;
            }
            carried += LimitsRefusals.carried(c);
            passes += LimitsRefusals.carriedPasses(c);
        }
        assertTrue(carried > refused / 3, carried + " of " + refused + " refusals carried");
        assertTrue(passes > passed / 3, passes + " of " + passed + " passes carried");
    }

    @Test
    void eventsUnderOneConfig_decideAsEventsUnderAConfigOfTheirOwn() {
        Random rnd = new Random(2026_11_29_2L);
        int started = 0;
        long carried = 0;
        for (int round = 0; round < 300; round++) {
            String[] lines = HeldBackTest.CONFIGS[rnd.nextInt(HeldBackTest.CONFIGS.length)];
            MauiConfig c = cfg(lines);
            started += HeldBackTest.decideAsAlone(rnd, c, lines, "round " + round);
            carried += LimitsRefusals.carried(c);
        }
        assertTrue(started > 500, started + " starts");
        assertTrue(carried > 1_000, carried + " refusals carried");
    }
}
