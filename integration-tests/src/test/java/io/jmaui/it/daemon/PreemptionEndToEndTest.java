package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.it.emulator.JobSubmission;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Guide 8.4 on the emulated pbs_server, one PREEMPTPOLICY at a time: a full cluster of PREEMPTEE
 * jobs, a PREEMPTOR job arrives, the right job is requeued, suspended or checkpointed, the
 * preemptor starts the next iteration, a suspended job resumes later, nothing starts twice, and
 * a daemon killed in the middle neither preempts nor starts anything twice.
 */
class PreemptionEndToEndTest extends DaemonEndToEnd {

    private String low1;
    private String low2;

    @BeforeEach
    void cluster() {
        server = newServer();
        server.node("node001", 4);
        server.node("node002", 4);
        server.start(0);
    }

    private Daemon start(Path dir, String policy, String... more) {
        List<String> cfg = new java.util.ArrayList<>(List.of("PREEMPTPOLICY " + policy,
                "QOSCFG[urgent] QFLAGS=PREEMPTOR PRIORITY=10000", "QOSCFG[low] QFLAGS=PREEMPTEE", "QOSWEIGHT 1",
                "USERCFG[DEFAULT] QLIST=urgent,low", "CLASSCFG[batch] QDEF=low"));
        cfg.addAll(List.of(more));
        return daemonIn(dir, server.port(), cfg.toArray(String[]::new));
    }

    private void iterate() {
        daemon.loop().iterateNow();
    }

    /** Fills both nodes with low jobs, the second started a minute after the first; an urgent job arrives. */
    private String fullClusterThenUrgent(String policy, JobSubmission low2Submission, String... moreCfg) {
        low1 = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3000).walltime(3600));
        daemon = start(home, policy, moreCfg);
        iterate();
        clock.advance(60);
        low2 = server.submit(low2Submission);
        iterate();
        assertEquals(List.of(low1, low2), server.startLog());
        clock.advance(60);
        return server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(300).walltime(600).extension("QOS:urgent"));
    }

    private static JobSubmission low() {
        return JobSubmission.of("carol").nodes("1:ppn=4").runtime(3000).walltime(3600);
    }

    @Test
    void requeue_theMostRecentlyStartedPreempteeIsRerunAndThePreemptorStartsOnItsNode() {
        String urgent = fullClusterThenUrgent("REQUEUE", low());
        iterate();
        assertEquals(List.of("Rerun " + low2), server.controlLog(), "one victim: the most recently started");
        assertEquals("Q", server.job(low2).get("job_state"));
        String comment = server.job(low2).get("comment");
        assertTrue(comment.startsWith("jmaui: preempted by " + urgent + " (QOS urgent) at "), comment);
        assertTrue(comment.endsWith("(requeued)"), comment);
        assertTrue(server.job(urgent).get("comment").contains("preempting " + low2), server.job(urgent).toString());

        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
        assertTrue(server.job(urgent).get("exec_host").startsWith("node002"), server.job(urgent).toString());
        assertEquals(List.of(low1, low2, urgent), server.startLog(), "nothing started twice");
        String waiting = server.job(low2).get("comment");
        assertTrue(waiting.startsWith("jmaui: preempted by " + urgent + " (QOS urgent) at ") && waiting.contains("; waiting: "),
                waiting);
        assertEquals(1, daemon.loop().state().statistics().count("preempted REQUEUE"));
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void aPreemptionPokesTheLoop_thePreemptorStartsOnceItsVictimVacatedWithoutWaitingForRmpollinterval()
            throws InterruptedException {
        String urgent = fullClusterThenUrgent("REQUEUE", low(), "JOBAGGREGATIONTIME 0");
        iterate(); // preempts; RMPOLLINTERVAL is an hour and the test asks for no other iteration
        long end = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
        while (!"R".equals(server.job(urgent).get("job_state")) && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertEquals("R", server.job(urgent).get("job_state"), "the iteration the preemption poked starts it");
        assertEquals(List.of("Rerun " + low2), server.controlLog());
        assertEquals(List.of(low1, low2, urgent), server.startLog(), "nothing started twice");
    }

    @Test
    void requeue_aJobTorqueWillNotRerunIsNeverAsked() {
        String urgent = fullClusterThenUrgent("REQUEUE", low().attribute("Rerunable", "False"));
        iterate();
        assertEquals(List.of("Rerun " + low1), server.controlLog(), "low2 is the newer one, but not rerunnable");
        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
    }

    @Test
    void suspend_theVictimStopsInPlace_andResumesWhenThePreemptorEnds() {
        String urgent = fullClusterThenUrgent("SUSPEND", low());
        iterate();
        assertEquals(List.of("SignalJob " + low2 + " suspend"), server.controlLog());
        assertEquals("S", server.job(low2).get("job_state"));
        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
        assertTrue(server.job(urgent).get("exec_host").startsWith("node002"));

        clock.advance(300);
        server.settle();
        iterate();
        assertEquals("C", server.job(urgent).get("job_state"));
        assertEquals(List.of("SignalJob " + low2 + " suspend", "SignalJob " + low2 + " resume"), server.controlLog());
        assertEquals("R", server.job(low2).get("job_state"));
        assertTrue(server.job(low2).get("comment").startsWith("jmaui: resumed "), server.job(low2).toString());
        assertEquals(List.of(), server.anomalies(), "resumed on its own slots, which were free again");
        assertEquals(List.of(low1, low2, urgent), server.startLog());

        clock.advance(3000 - 60 - 120 + 1); // low2's run time, less what it ran before, plus the 5 min it was stopped
        server.settle();
        assertEquals("R", server.job(low2).get("job_state"), "its clock stopped while it was suspended");
        clock.advance(300);
        server.settle();
        assertEquals("C", server.job(low2).get("job_state"));
        assertEquals(1, daemon.loop().state().statistics().count("resumed"));
    }

    @Test
    void checkpoint_aCheckpointableJobIsCheckpointedRequeuedAndReleased_anotherIsRequeued() {
        String urgent = fullClusterThenUrgent("CHECKPOINT", low().attribute("Checkpoint", "enabled"));
        iterate();
        assertEquals(List.of("HoldJob " + low2 + " s"), server.controlLog());
        assertEquals("H", server.job(low2).get("job_state"), "pbs_server requeues a checkpointed job held");
        iterate();
        assertEquals(List.of("HoldJob " + low2 + " s", "ReleaseJob " + low2 + " s"), server.controlLog());
        assertEquals("R", server.job(urgent).get("job_state"));
        assertEquals("Q", server.job(low2).get("job_state"));
        iterate(); // sees it queued, its hold lifted: the preemption is done
        assertEquals(1, daemon.loop().state().statistics().count("preempted CHECKPOINT"));
        assertEquals(List.of("HoldJob " + low2 + " s", "ReleaseJob " + low2 + " s"), server.controlLog(),
                "checkpointed once, released once");

        String urgent2 = server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(300).extension("QOS:urgent"));
        clock.advance(60); // urgent still runs on node002 (a longer wait let it end and free it); low1 is not
        // checkpointable: requeued
        iterate();
        assertTrue(server.controlLog().contains("Rerun " + low1), server.controlLog().toString());
        iterate();
        assertEquals("R", server.job(urgent2).get("job_state"));
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void daemonKilledWhileTheVictimVacates_nothingIsPreemptedOrStartedTwice() throws IOException {
        server.vacateDelay(120); // the MOM takes two minutes to kill the job
        String urgent = fullClusterThenUrgent("REQUEUE", low());
        iterate();
        assertEquals(List.of("Rerun " + low2), server.controlLog());
        assertEquals("R", server.job(low2).get("job_state"), "still vacating");
        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        copy(home, crashed); // what is on disk now: the state a kill -9 leaves
        daemon.close();

        daemon = start(crashed, "REQUEUE");
        iterate();
        assertEquals(List.of("Rerun " + low2), server.controlLog(), "the journalled preemption is not sent again");
        assertTrue(server.job(urgent).get("comment").contains("waiting for preempted job " + low2 + " to vacate"),
                server.job(urgent).toString());
        assertEquals("Q", server.job(urgent).get("job_state"));

        clock.advance(120);
        server.settle();
        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
        iterate();
        assertEquals(List.of(low1, low2, urgent), server.startLog(), "nothing started twice");
        assertEquals(List.of("Rerun " + low2), server.controlLog(), "nothing preempted twice");
        assertEquals(1, daemon.loop().state().statistics().count("preempted REQUEUE"));
    }

    @Test
    void checkpoint_daemonKilledWhileTheVictimIsCheckpointed_theRestartedDaemonReleasesItsHoldOnce() throws IOException {
        server.vacateDelay(120); // the MOM takes two minutes to checkpoint and kill it
        String urgent = fullClusterThenUrgent("CHECKPOINT", low().attribute("Checkpoint", "enabled"));
        iterate();
        assertEquals(List.of("HoldJob " + low2 + " s"), server.controlLog());
        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        copy(home, crashed);
        daemon.close();

        clock.advance(120);
        server.settle();
        assertEquals("H", server.job(low2).get("job_state"), "requeued held by pbs_server while no scheduler ran");
        daemon = start(crashed, "CHECKPOINT");
        iterate();
        iterate();
        assertEquals(List.of("HoldJob " + low2 + " s", "ReleaseJob " + low2 + " s"), server.controlLog(),
                "the journal says whose hold to lift: released once, nothing checkpointed twice");
        assertEquals("R", server.job(urgent).get("job_state"));
        assertEquals("Q", server.job(low2).get("job_state"));
        assertEquals(List.of(low1, low2, urgent), server.startLog(), "nothing started twice");
    }

    @Test
    void suspend_daemonKilledAfterTheSuspend_theRestartedDaemonStartsThePreemptorAndLaterResumesOnce() throws IOException {
        String urgent = fullClusterThenUrgent("SUSPEND", low());
        iterate();
        assertEquals(List.of("SignalJob " + low2 + " suspend"), server.controlLog());
        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        copy(home, crashed);
        daemon.close();

        daemon = start(crashed, "SUSPEND");
        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
        assertEquals("S", server.job(low2).get("job_state"));
        clock.advance(300);
        server.settle();
        iterate();
        iterate();
        assertEquals(List.of("SignalJob " + low2 + " suspend", "SignalJob " + low2 + " resume"), server.controlLog(),
                "suspended once, resumed once");
        assertEquals("R", server.job(low2).get("job_state"));
        assertEquals(List.of(low1, low2, urgent), server.startLog(), "nothing started twice");
        assertEquals(List.of(), server.anomalies());
    }

    @Test
    void aVictimThatDoesNotVacateIsReported_andItsPreemptorWaitsForIt() {
        String urgent = fullClusterThenUrgent("REQUEUE", low());
        server.vacateDelay(1);
        server.stuck(low2, true);
        iterate();
        clock.advance(400); // reported once past the vacate timeout; the preemptor waits all the same
        server.settle();
        iterate();
        iterate();
        assertEquals(List.of("Rerun " + low2), server.controlLog(), "no other job is preempted for it");
        assertEquals("Q", server.job(urgent).get("job_state"));
        assertTrue(server.job(urgent).get("comment").contains("waiting for preempted job " + low2 + " to vacate"));
        server.stuck(low2, false);
        server.settle();
        iterate();
        assertEquals("R", server.job(urgent).get("job_state"));
    }

    /** Copies a state directory as a kill -9 would leave it. */
    static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path p : files.toList()) {
                if (Files.isRegularFile(p)) {
                    Files.copy(p, to.resolve(p.getFileName()));
                }
            }
        }
    }
}
