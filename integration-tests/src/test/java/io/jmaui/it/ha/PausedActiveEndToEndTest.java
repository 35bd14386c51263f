package io.jmaui.it.ha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.LoggedRequest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Fencing: the active is paused (SIGSTOP, as a hung process or a long partition would leave it)
 * while jobs keep arriving; the standby takes over when the lease lapses; the former active is
 * resumed (SIGCONT) after that and sends no RunJob nor any other change to pbs_server, learns it
 * lost the lease, and becomes the standby.
 */
class PausedActiveEndToEndTest extends HaEndToEnd {

    @Test
    void aPausedActiveResumedAfterTheTakeoverSendsNothingAndBecomesTheStandby() throws Exception {
        DaemonProcess a = cluster.startActive();
        DaemonProcess b = cluster.startStandby();
        cluster.startWorkload(7);
        a.awaitLog("event=start job=", Duration.ofSeconds(60));
        Thread.sleep(1300); // somewhere inside an iteration or between two

        a.pause();
        // from here a is stopped: the time is taken after the signal, so neither what a sent while
        // the kill command started nor that start itself counts against the takeover
        long pausedAt = System.currentTimeMillis();
        LoggedRequest first = cluster.awaitFirstRequestFrom(b.user, pausedAt, Duration.ofSeconds(30));
        assertNotNull(first, b.logText());
        long takeover = first.atMillis() - pausedAt;
        assertTrue(takeover <= HaCluster.TAKEOVER_BOUND.toMillis(), "took over after " + takeover + " ms");
        assertTrue(b.logText().contains("reason=\"lease unchanged for "), "a paused holder keeps its lock: " + b.logText());
        b.awaitLog("event=start job=", Duration.ofSeconds(60));
        Thread.sleep(2000); // b schedules while a is stopped

        a.resume();
        assertNotNull(a.awaitLog("event=leadership_lost", Duration.ofSeconds(60)), a.logText());
        assertNotNull(a.awaitLog("event=leadership_lost[\\s\\S]*event=standby ", Duration.ofSeconds(60)), a.logText());
        Thread.sleep(2000);

        cluster.stopWorkload();
        assertTrue(cluster.awaitAllCompleted(Duration.ofSeconds(90)), cluster.jobsNotStartedExactlyOnce().toString());
        assertEquals(List.of(), cluster.actsAfterTakeover(a.user, b.user, pausedAt),
                "the former active acted after the standby took over");
        assertEquals(List.of(), cluster.jobsNotStartedExactlyOnce());
        System.out.println("paused active: taken over after " + takeover + " ms; fenced: "
                + a.logText().lines().filter(l -> l.contains("event=fenced") || l.contains("refused: lease")).count()
                + " log lines");
    }
}
