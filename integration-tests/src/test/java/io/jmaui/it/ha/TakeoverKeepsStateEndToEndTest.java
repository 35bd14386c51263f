package io.jmaui.it.ha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What only the scheduler knows survives a SIGKILL of the active: an administrative reservation
 * made with setres, a system priority set with setspri and a deferral after a refused RunJob are
 * on disk the moment they are made (no last checkpoint is written on SIGKILL), and the standby that
 * takes over shows and applies all three.
 */
class TakeoverKeepsStateEndToEndTest extends HaEndToEnd {

    @Test
    void aReservationAPriorityAndADeferralMadeOnTheActiveHoldOnTheStandbyAfterAKill() throws Exception {
        DaemonProcess a = cluster.startDaemon();
        HaCluster.awaitServing(a, Duration.ofSeconds(30));
        DaemonProcess b = cluster.startStandby();

        cluster.server.refuseRunJobs(1); // a mom refuses the first start: the job is deferred (DEFERTIME 1 h)
        String deferred = cluster.server.submit(JobSubmission.of("u3").nodes("1:ppn=1").runtime(600).walltime(900));
        assertTrue(a.awaitLog("event=start_refused job=" + java.util.regex.Pattern.quote(deferred),
                Duration.ofSeconds(20)) != null, a.logText());
        String filler = cluster.server.submit(JobSubmission.of("u1").nodes("4:ppn=4").runtime(600).walltime(900));
        String waiting = cluster.server.submit(JobSubmission.of("u2").nodes("1:ppn=1").runtime(60).walltime(600));
        awaitState(filler, "R");
        HaCluster.Run made = cluster.commandOnceServing("setres", "-n", "maint", "-s", "+1:00:00", "-d", "2:00:00",
                "-u", "bob", "node004");
        assertEquals(0, made.exit(), made.err());
        assertEquals(0, cluster.command("setspri", "5000", waiting).exit());
        String deferredBefore = cluster.command("checkjob", deferred).out();
        assertTrue(deferredBefore.contains("State: Deferred"), deferredBefore);

        long killedAt = System.currentTimeMillis();
        a.kill9();
        HaCluster.awaitServing(b, HaCluster.TAKEOVER_BOUND.plusSeconds(5));
        assertTrue(cluster.awaitFirstRequestFrom(b.user, killedAt, HaCluster.TAKEOVER_BOUND) != null, b.logText());

        String shown = cluster.commandOnceServing("showres").out();
        assertTrue(shown.contains("maint"), "the reservation made on the killed active: " + shown);
        String check = cluster.commandOnceServing("checkjob", waiting).out();
        assertTrue(check.contains("SystemPriority: 5000"), check);
        String deferredAfter = cluster.commandOnceServing("checkjob", deferred).out();
        assertTrue(deferredAfter.contains("State: Deferred"), "still deferred under the new active: " + deferredAfter);
        cluster.awaitIterationSince(b.user, System.currentTimeMillis(), Duration.ofSeconds(60)); // one more of the new active's
        assertEquals(List.of(filler), cluster.server.startLog(), "the deferred job waits out DEFERTIME; the filler "
                + "is not started again");
        assertEquals("Q", cluster.server.job(deferred).get("job_state"));
    }

    private void awaitState(String job, String state) throws InterruptedException {
        for (int i = 0; i < 400 && !state.equals(cluster.server.job(job).get("job_state")); i++) {
            Thread.sleep(50);
        }
        assertEquals(state, cluster.server.job(job).get("job_state"), job);
    }
}
