package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.it.emulator.JobSubmission;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Guide 8.4 "Preemption Based Backfill" on the emulated pbs_server: a job backfilled into the
 * timeslot of a job of higher priority (BACKFILLPOLICY PREEMPT) is requeued with a Rerun when that
 * timeslot comes, and the priority job starts; the daemon remembers which running jobs it
 * backfilled so, across a kill -9.
 */
class PreemptBackfillEndToEndTest extends DaemonEndToEnd {

    private static final String[] CFG = {"BACKFILLPOLICY PREEMPT", "PREEMPTPOLICY REQUEUE", "QUEUETIMEWEIGHT 1"};

    @BeforeEach
    void cluster() {
        server = newServer();
        server.node("node001", 2);
        server.node("node002", 2);
        server.start(0);
    }

    @Test
    void theBackfillJobIsRequeuedWhenThePriorityJobsTimeslotComes_evenAfterADaemonKill() throws IOException {
        String r = server.submit(JobSubmission.of("alice").nodes("1:ppn=2").walltime(3600).runtime(3600));
        clock.advance(60);
        String a = server.submit(JobSubmission.of("bob").nodes("2:ppn=2").walltime(3600).runtime(600));
        clock.advance(60);
        String b = server.submit(JobSubmission.of("carol").nodes("1:ppn=2").walltime(3 * 3600).runtime(3 * 3600));
        daemon = daemonIn(home, server.port(), CFG);
        daemon.loop().iterateNow();
        assertEquals(List.of(r, b), server.startLog(), "b runs into a's timeslot, started as a preemptible backfill job");

        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        PreemptionEndToEndTest.copy(home, crashed); // what is on disk now: the state a kill -9 leaves
        daemon.close();
        daemon = daemonIn(crashed, server.port(), CFG);

        clock.advance(3600);
        server.settle(); // r has ended: only b keeps a from starting
        daemon.loop().iterateNow();
        assertEquals(List.of("Rerun " + b), server.controlLog());
        server.settle();
        daemon.loop().iterateNow();
        assertEquals("R", server.job(a).get("job_state"), "the priority job is allowed to run");
        assertEquals(List.of(r, b, a), server.startLog().subList(0, 3));
    }
}
