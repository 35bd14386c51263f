package io.jmaui.it.ha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The active daemon killed with SIGKILL at random moments of a busy workload (jobs arriving every
 * few hundred milliseconds, each running a few seconds): each time the standby takes over within
 * 2 x RMPOLLINTERVAL, timed from pbs_server's side (the kill to the new active's first request),
 * and a fresh standby is started for a later kill (two standbys run, so one is always ready; the
 * next kill waits until both are standbys and quiet, so no JVM start-up is timed with a takeover).
 * Across all runs no job is started twice, none
 * is lost, and every user's fairshare usage is what a run without failures charges: each job's
 * procs for every second it ran. {@code -Djmaui.ha.kills=N} changes the number of kills (20).
 */
class KillActiveEndToEndTest extends HaEndToEnd {

    /** The standby whose first request reached pbs_server after the kill: the new active. */
    private DaemonProcess awaitNewActive(Deque<DaemonProcess> standbys, long killedAt, int kill)
            throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < end) {
            for (DaemonProcess s : standbys) {
                if (cluster.firstRequestFrom(s.user, killedAt) != null) {
                    return s;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("kill " + (kill + 1) + ": no standby took over:\n" + standbys.peekFirst().logText());
    }

    @Test
    void everyKilledActiveIsTakenOverInTimeAndNoJobIsStartedTwiceOrLostOrUncharged() throws Exception {
        int kills = Integer.getInteger("jmaui.ha.kills", 20);
        Random random = new Random(19);
        DaemonProcess active = cluster.startActive();
        // two standbys, so that a fresh one can boot while the other is ready for the next kill
        Deque<DaemonProcess> standbys = new ArrayDeque<>(List.of(cluster.startDaemon(), cluster.startDaemon()));
        for (DaemonProcess s : standbys) {
            HaCluster.awaitStandby(s, Duration.ofSeconds(30));
        }
        cluster.startWorkload(19);

        List<Long> takeoverMillis = new ArrayList<>();
        for (int i = 0; i < kills; i++) {
            // both standbys booted and quiet: the fresh one's JVM start-up and warm-ups (seconds of
            // CPU on a loaded machine) must not run beside the takeover being timed
            for (DaemonProcess s : standbys) {
                HaCluster.awaitStandby(s, Duration.ofSeconds(60));
                s.awaitQuiet(Duration.ofSeconds(60));
            }
            Thread.sleep(300 + random.nextInt(2000)); // a random moment: mid-poll, mid-RunJob, between
            long killedAt = System.currentTimeMillis();
            active.kill9();
            DaemonProcess next = awaitNewActive(standbys, killedAt, i);
            takeoverMillis.add(cluster.firstRequestFrom(next.user, killedAt).atMillis() - killedAt);
            HaCluster.awaitActive(next, Duration.ofSeconds(30));
            standbys.remove(next);
            standbys.addLast(cluster.startDaemon());
            active = next;
        }
        cluster.stopWorkload();
        System.out.println("takeovers (ms from SIGKILL to the new active's first request at pbs_server): "
                + takeoverMillis + "; jobs: " + cluster.submitted.size());
        assertTrue(cluster.awaitAllCompleted(Duration.ofSeconds(90)), "jobs never run: " + cluster.jobsNotStartedExactlyOnce());
        cluster.awaitIterationSince(active.user, System.currentTimeMillis(), Duration.ofSeconds(60)); // charges the last ends
        for (DaemonProcess s : standbys) {
            s.stop();
        }
        active.stop(); // last checkpoint

        long bound = HaCluster.TAKEOVER_BOUND.toMillis();
        assertTrue(takeoverMillis.stream().allMatch(t -> t <= bound), "bound " + bound + " ms: " + takeoverMillis);
        assertEquals(List.of(), cluster.jobsNotStartedExactlyOnce());
        Map<String, Double> expected = cluster.expectedUsage();
        Map<String, Double> charged = cluster.checkpointUsage();
        System.out.println("fairshare proc-seconds charged " + charged + ", a run without failures " + expected);
        double onePollOfTheCluster = HaCluster.POLL_SECONDS * HaCluster.NODES * HaCluster.PROCS_PER_NODE;
        assertEquals(expected.keySet(), charged.keySet());
        expected.forEach((user, usage) -> assertEquals(usage, charged.get(user), onePollOfTheCluster,
                "fairshare usage of " + user + ": charged " + charged + ", a run without failures " + expected));
    }
}
