package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.it.emulator.JobSubmission;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The daemon's allocation manager (guide 6.4, FILE interface) and FEEDBACKPROGRAM (15.1) on the
 * emulated pbs_server: a job that starts gets a lien, when it ends it is charged what it ran and
 * the lien is released, and the feedback program hears of it; a restart charges nothing twice.
 */
class AllocationAndCalloutsEndToEndTest extends DaemonEndToEnd {

    @org.junit.jupiter.api.BeforeEach
    void cluster() throws Exception {
        server = newServer();
        server.node("node001", 4);
        server.start(0);
        Path tools = Files.createDirectories(home.resolve("tools"));
        Path fb = tools.resolve("fb.sh");
        Files.writeString(fb, "#!/bin/sh\necho \"$@\" >> " + home.resolve("feedback.out") + "\n");
        Files.setPosixFilePermissions(fb, PosixFilePermissions.fromString("rwx------"));
    }

    private Daemon start() {
        return attachedDaemonIn(home, server.port(), "RMCFG[torque] TYPE=PBS", "AMCFG[bank] TYPE=FILE SERVER=file://am.log",
                "FEEDBACKPROGRAM fb.sh");
    }

    @Test
    void aJobIsReservedWhenItStartsChargedWhenItEndsAndTheFeedbackProgramHearsOfIt() throws Exception {
        String job = server.submit(JobSubmission.of("alice").account("projectX").procs(2).runtime(100).walltime(600));
        daemon = start();
        daemon.loop().iterateNow();
        daemon.loop().iterateNow();
        assertEquals(List.of(job), server.startLog());
        clock.advance(100);
        server.settle();
        daemon.loop().iterateNow();
        daemon.close();
        daemon = null;

        assertEquals(List.of("AMSTART", reserve(job), withdrawal(job), "REMOVE          ACCOUNT=projectX REQUESTID=" + job,
                "BANKEND"), Files.readAllLines(home.resolve("am.log")));
        Path fb = home.resolve("feedback.out");
        for (int i = 0; i < 100 && !Files.exists(fb); i++) {
            Thread.sleep(50);
        }
        String line = Files.readString(fb);
        assertTrue(line.startsWith(job + " alice [NONE] Completed [NONE] "), line);
    }

    @Test
    void aLienOutlivesARestartAndTheJobIsChargedOnce() throws Exception {
        String job = server.submit(JobSubmission.of("alice").account("projectX").procs(2).runtime(100).walltime(600));
        daemon = start();
        daemon.loop().iterateNow();
        daemon.loop().iterateNow();
        daemon.close();
        daemon = start();
        daemon.loop().iterateNow(); // the restarted daemon sees the job still running before it ends
        clock.advance(100);
        server.settle();
        daemon.loop().iterateNow();
        daemon.loop().iterateNow();
        daemon.close();
        daemon = null;

        assertEquals(List.of("AMSTART", reserve(job), "BANKEND", "AMSTART", withdrawal(job),
                "REMOVE          ACCOUNT=projectX REQUESTID=" + job, "BANKEND"), Files.readAllLines(home.resolve("am.log")));
    }

    private static String reserve(String job) {
        return "RESERVE         TYPE=job ACCOUNT=projectX SUBACCOUNT=alice RESOURCE=2 RESOURCETYPE=DEFAULT DURATION=600 "
                + "REQUESTID=" + job + " NODES=1";
    }

    private static String withdrawal(String job) {
        return "WITHDRAWAL      TYPE=job MACHINE=torque ACCOUNT=projectX SUBACCOUNT=alice RESOURCE=2 PROCCRATE=1.00 "
                + "RESOURCETYPE=DEFAULT DURATION=100 REQUESTID=" + job + " NODES=1";
    }
}
