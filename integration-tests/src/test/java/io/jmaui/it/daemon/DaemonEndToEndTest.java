package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The maui daemon scheduling the emulated pbs_server over loopback, iteration by iteration. */
class DaemonEndToEndTest extends DaemonEndToEnd {

    @org.junit.jupiter.api.BeforeEach
    void cluster() {
        server = newServer().queue("express", 100);
        for (int i = 1; i <= 2; i++) {
            server.node(String.format("node%03d", i), 4);
        }
        server.start(0);
    }

    /** Starts the daemon, whose first iteration sees what was submitted before. */
    private void start(String... cfgLines) {
        daemon = startDaemon(server.port(), cfgLines);
    }

    private Daemon startDaemon(int port, String... cfgLines) {
        return daemonIn(home, port, cfgLines);
    }

    private void iterate() {
        daemon.loop().iterateNow();
    }

    @Test
    void theHigherPriorityQueuesJobStartsFirstWhenOnlyOneFits() {
        String batch = server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(600));
        String express = server.submit(JobSubmission.of("bob").queue("express").nodes("2:ppn=4").runtime(600));
        start("CREDWEIGHT 1", "CLASSWEIGHT 1");
        iterate();
        assertEquals(List.of(express), server.startLog());
        assertEquals("R", server.job(express).get("job_state"));
        assertTrue(server.job(batch).get("comment").startsWith("jmaui: waiting: "), server.job(batch).toString());
    }

    @Test
    void aMaxjobLimitHoldsTheUsersSecondJobAndSaysSoInItsComment() {
        String first = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        String second = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        start("USERCFG[alice] MAXJOB=1");
        iterate();
        assertEquals(List.of(first), server.startLog());
        String comment = server.job(second).get("comment");
        assertTrue(comment.contains("MAXJOB"), comment);
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void aJobEndsTheNextOneStartsAndNoJobIsStartedTwice() {
        String a = server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(100).walltime(200));
        String b = server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(100).walltime(200));
        start();
        iterate();
        iterate();
        assertEquals(List.of(a), server.startLog());
        clock.advance(100);
        server.settle();
        iterate();
        iterate();
        assertEquals(List.of(a, b), server.startLog());
    }

    @Test
    void aRestartedDaemonRemembersItsStateAndStartsNothingTwice() {
        String a = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(1000));
        start();
        iterate();
        assertEquals(1, daemon.loop().state().statistics().jobsStarted());
        daemon.close();
        daemon = startDaemon(server.port());
        iterate();
        assertEquals(List.of(a), server.startLog());
        assertEquals(1, daemon.loop().state().statistics().jobsStarted(), "showstats' totals survive the restart");
        assertEquals(4, daemon.loop().state().statistics().iterations(), "two iterations before the restart, two after");
    }

    @Test
    void aShortJobBackfillsAroundTheReservedBigOne() {
        String running = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600).walltime(3600));
        start("RESERVATIONDEPTH 1", "BACKFILLPOLICY FIRSTFIT");
        iterate();
        String big = server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(600).walltime(3600));
        String small = server.submit(JobSubmission.of("carol").nodes("1:ppn=2").runtime(600).walltime(1800));
        iterate();
        assertEquals(List.of(running, small), server.startLog(), "the small job ends before the big one could start");
        assertTrue(server.job(big).get("comment").contains("estimated start"), server.job(big).toString());
    }

    @Test
    void aStandingReservationKeepsItsNodeForItsClass() {
        String batch = server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(600));
        String express = server.submit(JobSubmission.of("bob").queue("express").nodes("1:ppn=4").runtime(600));
        start("SRCFG[fast] HOSTLIST=node002 PERIOD=INFINITY CLASSLIST=express");
        iterate();
        assertEquals(List.of(express), server.startLog(), "node002 is kept for express; batch cannot get two nodes");
        assertEquals("node002/0-3", server.job(express).get("exec_host"));
    }

    @Test
    void maxnodeCountsTheHostsTorqueReallyGaveUnderSoftNodeDefinitions() {
        // nodes=2 asks for two nodes, but TORQUE may place both tasks on one host: MAXNODE counts one.
        String soft = server.submit(JobSubmission.of("alice").nodes("2").runtime(600));
        start("USERCFG[alice] MAXNODE=2");
        iterate();
        assertEquals(1, server.job(soft).get("exec_host").split("\\+").length, server.job(soft).toString());
        String second = server.submit(JobSubmission.of("alice").nodes("1").runtime(600));
        iterate();
        assertEquals(List.of(soft, second), server.startLog());
    }

    @Test
    void aRestartedPbsServerIsReconnectedAndNothingStartsTwice() {
        String a = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(1000));
        start();
        iterate();
        server.stop();
        iterate();
        server.restart();
        String b = server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(1000));
        iterate();
        iterate();
        assertEquals(List.of(a, b), server.startLog());
    }

    @Test
    void garbageFromTheServerIsSurvivedAndTheNextPollWorks() {
        start();
        iterate();
        server.injectGarbageReply("+2+2+0+0+6+1+2x".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        iterate();
        String a = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(1000));
        iterate();
        assertEquals(List.of(a), server.startLog());
    }

    @Test
    void aRefusedStartIsDeferredForDefertimeAndTheDeferralSurvivesADaemonRestart() {
        String a = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(1000));
        server.refuseRunJobs(1);
        start("DEFERTIME 1:00:00");
        iterate();
        assertEquals(List.of(), server.startLog());
        assertEquals(1, daemon.loop().state().deferrals().get(a).deferrals());
        daemon.close();
        daemon = startDaemon(server.port(), "DEFERTIME 1:00:00");
        iterate();
        assertEquals(List.of(), server.startLog(), "still deferred after the restart");
        clock.advance(3600);
        iterate();
        assertEquals(List.of(a), server.startLog(), "idle again after DEFERTIME");
    }

    @Test
    void fairshareUsageAndAdminReservationsSurviveADaemonRestart() throws Exception {
        server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(7200));
        start("FSPOLICY DEDICATEDPS", "FSINTERVAL 24:00:00", "FSDEPTH 7");
        iterate();
        clock.advance(600);
        iterate();
        io.jmaui.scheduler.model.Reservation maint = new io.jmaui.scheduler.model.Reservation("maint.1",
                io.jmaui.scheduler.model.ReservationType.ADMIN, clock.now() + 3600, clock.now() + 7200,
                List.of("node002"), 0, io.jmaui.scheduler.model.Resources.procs(1), List.of(),
                java.util.Set.of(), "root", 0, java.util.Set.of(), "DEFAULT");
        daemon.loop().submit(scope -> {
            scope.state(scope.state().withAdminReservations(List.of(maint)));
            return null;
        }).get();
        var before = daemon.loop().state();
        assertTrue(before.fairshareWindows().stream().anyMatch(w -> w.usage().getOrDefault(
                io.jmaui.scheduler.model.CredentialKind.USER, java.util.Map.of()).getOrDefault("alice", 0.0) >= 4 * 600.0),
                before.fairshareWindows().toString());
        daemon.close();
        daemon = startDaemon(server.port(), "FSPOLICY DEDICATEDPS", "FSINTERVAL 24:00:00", "FSDEPTH 7");
        var after = daemon.loop().state();
        assertEquals(List.of(maint), after.adminReservations(), "the admin reservation is back");
        assertEquals(before.fairshareWindows(), after.fairshareWindows(), "alice's fairshare usage is back");
    }
}
