package io.jmaui.it.ha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A second daemon started with the same maui.cfg on the same host becomes the standby by itself:
 * it binds nothing the active holds, and its log and its answers to commands say that it is the
 * standby and which daemon is active. When the active stops, it takes over at once.
 */
class StandbyEndToEndTest extends HaEndToEnd {

    @Test
    void theSecondDaemonIsTheStandbyAndSaysWhichDaemonIsActive() throws Exception {
        DaemonProcess a = cluster.startDaemon();
        HaCluster.awaitServing(a, Duration.ofSeconds(30));
        DaemonProcess b = cluster.startStandby();
        assertTrue(b.logText().contains("active: "), b.logText());
        assertTrue(b.logText().contains("pid " + a.pid()), b.logText());
        assertFalse(b.logText().contains("event=sched_listen"), "the standby does not bind the scheduler port");
        assertFalse(b.logText().contains("event=takeover"));

        String job = cluster.server.submit(io.jmaui.it.emulator.JobSubmission.of("u1").nodes("1:ppn=2").runtime(600));
        assertTrue(awaitRunning(job), "the active schedules");
        HaCluster.Run showq = cluster.commandOnceServing("showq");
        assertEquals(0, showq.exit(), showq.err());
        assertTrue(showq.out().contains(job.split("\\.")[0]), showq.out());

        HaCluster.Run asked = cluster.command("showq", "--socket", home.resolve("maui-standby.sock").toString());
        assertEquals(3, asked.exit(), asked.err());
        assertTrue(asked.err().startsWith("showq: maui on "), asked.err());
        assertTrue(asked.err().contains("(pid " + b.pid() + ") is the standby; the active scheduler is "), asked.err());
        assertTrue(asked.err().contains("(pid " + a.pid() + ", epoch 1, renewed "), asked.err());
        HaCluster.Run schedctl = cluster.command("schedctl", "-s", "--socket",
                home.resolve("maui-standby.sock").toString());
        assertEquals(3, schedctl.exit(), "the standby schedules nothing, so it stops nothing: " + schedctl.err());

        // the active's socket gone (its host down): a command finds the standby beside it and says so
        Path aside = home.resolve("maui.sock.aside");
        java.nio.file.Files.move(home.resolve("maui.sock"), aside);
        try {
            HaCluster.Run fallback = cluster.command("showq");
            assertEquals(3, fallback.exit(), fallback.err());
            assertTrue(fallback.err().contains("is the standby; the active scheduler is "), fallback.err());
        } finally {
            java.nio.file.Files.move(aside, home.resolve("maui.sock"));
        }

        a.stop(); // SIGTERM: last checkpoint, lease released
        assertTrue(a.logText().contains("event=stop"), a.logText());
        HaCluster.awaitServing(b, Duration.ofSeconds(30)); // at its next look; the time is the machine's load
        assertTrue(b.logText().contains("reason=\"released by "), b.logText());
        HaCluster.Run after = cluster.commandOnceServing("showq");
        assertEquals(0, after.exit(), after.err());
        assertTrue(after.out().contains(job.split("\\.")[0]), "the job started by a is running under b");
        assertEquals(1, cluster.server.startLog().size());
    }

    private boolean awaitRunning(String job) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if ("R".equals(cluster.server.job(job).get("job_state"))) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }
}
