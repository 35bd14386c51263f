package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MAXNODE counts the nodes a credential's jobs hold together (guide 6.2), and a job whose first
 * placement would take its credential past the limit is placed on the hosts it already holds.
 */
class MaxNodeInIterationTest {

    static final long T0 = at("2024-02-01T10:00");

    @Test
    void aUsersJobsArePackedOntoTheNodeItHoldsWhenAnotherWouldPassItsLimit() {
        Harness h = new Harness(cfg("USERCFG[alice] MAXNODE=1")).nodes(nodes("n", 2, 4));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0 - 60, List.of("n2")).build());
        for (int i = 1; i <= 4; i++) {
            h.submit(job("J" + i).procs(1).walltime(HOUR).submitTime(T0 - 100 + i).build());
        }

        IterationResult r = h.runAt(T0);

        for (int i = 1; i <= 3; i++) {
            assertEquals(List.of("n2"), r.start("J" + i).orElseThrow().hosts(), "J" + i + " joins alice's node");
        }
        assertFalse(r.start("J4").isPresent(), "n2 is full; n1 would be alice's second node");
        assertEquals("MAXNODE hard user=alice 1/1 +1", r.reasons().get("J4").summary());
    }

    @Test
    void anotherUsersJobsAreNotCounted() {
        Harness h = new Harness(cfg("USERCFG[alice] MAXNODE=1")).nodes(nodes("n", 2, 4));
        h.submit(job("R").user("bob").procs(4).walltime(HOUR).running(T0 - 60, List.of("n1", "n1", "n1", "n1")).build());
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 100).build());

        IterationResult r = h.runAt(T0);

        assertEquals(List.of("n2"), r.start("A").orElseThrow().hosts());
    }
}
