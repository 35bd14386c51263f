package io.jmaui.pbs.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.Test;

/** The first refusals of a period are written one by one, the rest summed per peer, with the total. */
class RefusalLogTest {

    @Test
    void twentyLinesThenOneSummaryPerPeerWithItsTotal() {
        List<String> lines = new ArrayList<>();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            RefusalLog log = new RefusalLog("pokes", lines::add, Duration.ofMinutes(1), timer);
            for (int i = 0; i < 1234; i++) {
                log.refused("10.0.0.5", "source port " + (40000 + i) + " is not privileged");
            }
            log.refused("10.0.0.6", "host \"x\" not allowed\nforged line");
            assertEquals(20, lines.size());
            assertEquals("event=refused what=pokes peer=10.0.0.5 reason=\"source port 40000 is not privileged\"",
                    lines.get(0));
            log.flush();
            assertEquals(List.of("event=refused_summary what=pokes peer=10.0.0.5 count=1234 text=\"1,234 pokes refused"
                    + " from 10.0.0.5 in the last minute (last reason: source port 41233 is not privileged)\"",
                    "event=refused_summary what=pokes peer=10.0.0.6 count=1 text=\"1 pokes refused from 10.0.0.6 in the"
                            + " last minute (last reason: host 'x' not allowed?forged line)\""), lines.subList(20, 22));
            log.refused("10.0.0.5", "again");
            assertEquals(23, lines.size(), "a new period writes its first refusals again");
        } finally {
            timer.shutdownNow();
        }
    }

    @Test
    void beyondAHundredPeersTheRestAreSummedTogether() {
        List<String> lines = new ArrayList<>();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            RefusalLog log = new RefusalLog("connections", lines::add, Duration.ofMinutes(1), timer);
            for (int i = 0; i < 150; i++) {
                log.refused("10.0.1." + i, "over the limit");
            }
            log.flush();
            assertEquals(20 + 80 + 1, lines.size());
            assertEquals("event=refused_summary what=connections peer=others count=50 text=\"50 connections refused"
                    + " from other sources in the last minute\"", lines.get(lines.size() - 1));
        } finally {
            timer.shutdownNow();
        }
    }
}
