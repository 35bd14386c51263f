package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.it.emulator.ManualClock;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Multi-req jobs (ENABLEMULTIREQJOBS, guide 11.7) through the daemon and the emulated pbs_server:
 * {@code nodes=2:ppn=2:fast+1:ppn=1:gpus=1} is two requests, two fast nodes and one GPU node; the
 * RunJob destination asks each host for its share and the GPU, pbs_server's exec_host and
 * exec_gpus are read back as what the running job holds, so a second GPU job waits for that GPU.
 */
class MultiReqEndToEndTest {

    @TempDir
    Path home;

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private EmulatedPbsServer server;
    private Daemon daemon;

    @AfterEach
    void stop() {
        if (daemon != null) {
            daemon.close();
        }
        server.close();
    }

    private void start(String... cfgLines) {
        server.start(0);
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", String.join("\n", cfgLines) + "\nRMPOLLINTERVAL 1:00:00\n");
        DaemonSettings settings = DaemonSettings.of(cfg, home).withRm("127.0.0.1", server.port()).withSchedulerPort(0)
                .withUnprivilegedPokes();
        daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now);
    }

    /** Two fast nodes of 2 procs, a plain one of 4, a GPU node of 4 procs and 1 GPU listed last. */
    private String cluster() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).node("f1", 2, "fast").node("f2", 2, "fast")
                .node("c1", 4).node("g1", 4).gpus("g1", 1, true);
        return server.submit(JobSubmission.of("alice").nodes("2:ppn=2:fast+1:ppn=1:gpus=1").runtime(600)
                .walltime(1800));
    }

    @Test
    void eachRequestOnItsOwnNodes_theGpuAskedOfItsHost_andHeldWhileTheJobRuns() {
        String job = cluster();
        start("ENABLEMULTIREQJOBS TRUE", "NODEALLOCATIONPOLICY FIRSTAVAILABLE", "JOBNODEMATCHPOLICY EXACTNODE");
        daemon.loop().iterateNow();

        assertEquals(List.of(job), server.startLog());
        assertEquals("f1/0-1+f2/0-1+g1/0", server.job(job).get("exec_host"));
        assertEquals("g1-gpu/0", server.job(job).get("exec_gpus"));

        String other = server.submit(JobSubmission.of("bob").nodes("1:ppn=1:gpus=1").runtime(300).walltime(900));
        clock.advance(60);
        daemon.loop().iterateNow();
        assertEquals(List.of(job), server.startLog(), "g1's only GPU is held by the running multi-req job");
        String comment = Comments.await(server, other, c -> c.startsWith("jmaui: waiting: "));
        assertTrue(comment.contains("needs 1 GPU, 0 free"), comment);

        clock.advance(540);
        server.settle();
        daemon.loop().iterateNow();
        assertEquals(List.of(job, other), server.startLog());
        assertEquals("g1-gpu/0", server.job(other).get("exec_gpus"));
        assertEquals(List.of(), server.anomalies(), "every RunJob gave the slots and GPUs its job asked for");
    }

    @Test
    void withoutEnableMultiReqJobs_theJobWaitsAndItsCommentSaysWhy() {
        String job = cluster();
        start("NODEALLOCATIONPOLICY FIRSTAVAILABLE");
        daemon.loop().iterateNow();

        assertEquals(List.of(), server.startLog());
        String comment = Comments.await(server, job, c -> c.startsWith("jmaui: waiting: "));
        assertTrue(comment.contains("ENABLEMULTIREQJOBS FALSE"), comment);
    }
}
