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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A job asks for a reservation by name, as guide 7.1.1 shows it on PBS: {@code qsub -W
 * x=FLAGS:ADVRES:bench} (pbs_server keeps it in the job's {@code x}) or {@code qsub -l
 * advres=bench} (TORQUE's own resource). A BYNAME reservation admits such jobs only; the job runs
 * only inside it, and its comment says which reservation it waits for.
 */
class AdvresEndToEndTest {

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

    @Test
    void onlyJobsNamingTheBynameReservationRunInIt_andTheOthersSayWhy() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).node("n1", 4).node("n2", 4);
        String plain = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600));
        String named = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600)
                .extension("FLAGS:ADVRES:bench"));
        String viaResource = server.submit(JobSubmission.of("alice").nodes("1:ppn=2").resource("advres", "bench"));
        String missing = server.submit(JobSubmission.of("alice").nodes("1").extension("ADVRES:nosuch"));
        server.start(0);
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", "SRCFG[bench] HOSTLIST=n1 USERLIST=alice FLAGS=BYNAME"
                + " PERIOD=INFINITY\nRMPOLLINTERVAL 1:00:00\n");
        daemon = Daemon.start(cfg, DaemonSettings.of(cfg, home).withRm("127.0.0.1", server.port()).withSchedulerPort(0)
                .withUnprivilegedPokes(), AuthMode.NONE, Daemon.MAUI, clock::now);
        daemon.loop().state();

        String waits = "jmaui: waiting: runs only in reservation bench (ADVRES): needs 2 procs there, not free now";
        String c = Comments.await(server, viaResource, x -> x.startsWith(waits));
        assertTrue(c.startsWith(waits), c);
        assertEquals("jmaui: waiting: runs only in reservation nosuch (ADVRES): no reservation nosuch is in force",
                Comments.await(server, missing, x -> x.contains("nosuch")));
        assertTrue(server.job(named).get("exec_host").startsWith("n1/"), server.job(named).toString());
        assertTrue(server.job(plain).get("exec_host").startsWith("n2/"), "BYNAME keeps the plain job off n1");
    }
}
