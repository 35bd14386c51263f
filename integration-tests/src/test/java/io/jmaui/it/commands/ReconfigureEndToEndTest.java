package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import java.nio.file.Files;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * changeparam and schedctl -R apply what they say they apply, class by class: a policy parameter
 * at the next iteration, the daemon's own settings (RMPOLLINTERVAL, DEFER*, CHECKPOINTFILE, RMCFG)
 * at once, and a parameter read only at start refused or kept with "needs a restart"; showconfig
 * shows what is in force.
 */
class ReconfigureEndToEndTest extends FixtureTest {

    private EmulatedPbsServer second;

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
    }

    private CommandFixture.Run ok(String... args) {
        CommandFixture.Run r = f.as("admin", args);
        assertEquals(0, r.exit(), r.err() + r.out());
        return r;
    }

    private String showconfig() {
        return ok("showconfig").out();
    }

    @Test
    void aPolicyParameterChangesTheNextIteration() throws Exception {
        String first = f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600).walltime(3600));
        String next = f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600).walltime(3600));
        f.start("USERCFG[DEFAULT] MAXJOB=1");
        f.iterate();
        assertEquals(List.of(first), f.server.startLog());
        assertEquals("changed (in force now): USERCFG[DEFAULT] MAXJOB=2\n",
                ok("changeparam", "USERCFG[DEFAULT]", "MAXJOB=2").out());
        f.iterate();
        assertEquals(List.of(first, next), f.server.startLog());
        assertTrue(showconfig().contains("USERCFG[DEFAULT] MAXJOB=2"));
    }

    @Test
    void theDaemonsOwnSettingsFollowAtOnce() throws Exception {
        f.start("DEFERTIME 00:01:00", "CHECKPOINTFILE maui.ck");
        ok("changeparam", "RMPOLLINTERVAL", "00:02:00");
        ok("changeparam", "JOBAGGREGATIONTIME", "5");
        ok("changeparam", "DEFERTIME", "00:10:00");
        ok("changeparam", "DEFERCOUNT", "3");
        // a file the daemon writes as root: root alone may move it at run time (FileParameters)
        CommandFixture.Run byRoot = f.as("root", "changeparam", "CHECKPOINTFILE", "state/moved.ck");
        assertEquals(0, byRoot.exit(), byRoot.err());
        String moved = byRoot.out();
        assertTrue(moved.contains("CHECKPOINTFILE state/moved.ck"), moved);
        var s = f.daemon.loop().settings();
        assertEquals(120, s.pollInterval());
        assertEquals(5, s.aggregationTime());
        assertEquals(new DeferPolicy(600, 3, 1), s.deferPolicy());
        assertEquals(home.resolve("state/moved.ck"), s.checkpointFile());
        assertTrue(Files.exists(home.resolve("state/moved.ck")), "the checkpoint is written to the new file at once");
        String cfg = showconfig();
        assertTrue(cfg.contains("RMPOLLINTERVAL 00:02:00") && cfg.contains("DEFERTIME 00:10:00"), cfg);
    }

    @Test
    void anRmcfgChangeMovesTheDaemonToAnotherServer() throws Exception {
        f.start();
        second = new EmulatedPbsServer("emu2", f.clock).queue("batch", 0);
        second.node("other001", 4);
        int port = second.start(0);
        String job = second.submit(JobSubmission.of("bob").procs(2).runtime(600).walltime(600));
        ok("changeparam", "RMCFG[torque]", "PORT=" + port);
        f.iterate();
        assertEquals(List.of(job), second.startLog());
        assertTrue(ok("checknode", "other001").out().contains("other001"));
        assertTrue(showconfig().contains("PORT=" + port));
    }

    @Test
    void anEportChangeMovesTheSchedulerPort() throws Exception {
        int first = freePort();
        int second = freePort();
        f.schedulerPortFromConfig = true;
        f.start("RMCFG[torque] EPORT=" + first);
        assertEquals(first, f.daemon.schedulerAddress().getPort());
        ok("changeparam", "RMCFG[torque]", "EPORT=" + second);
        assertEquals(second, f.daemon.schedulerAddress().getPort());
        try (java.net.ServerSocket reuse = new java.net.ServerSocket(first)) {
            assertEquals(first, reuse.getLocalPort(), "the old port is let go");
        }
        try (java.net.ServerSocket taken = new java.net.ServerSocket(0)) {
            CommandFixture.Run r = f.as("admin", "changeparam", "RMCFG[torque]", "EPORT=" + taken.getLocalPort());
            assertEquals(1, r.exit(), r.out());
            assertTrue(r.err().contains("cannot apply") && r.err().contains("nothing changed"), r.err());
            assertEquals(second, f.daemon.schedulerAddress().getPort());
            assertTrue(showconfig().contains("EPORT=" + second));
        }
    }

    private static int freePort() throws java.io.IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Test
    void aParameterReadOnlyAtStartIsRefusedAndKept() throws Exception {
        f.start("SERVERPORT 40559", "RESERVATIONDEPTH 1");
        CommandFixture.Run r = f.as("admin", "changeparam", "SERVERPORT", "40001");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("changeparam: SERVERPORT needs a restart: the daemon reads it only when it starts "
                + "(in force: 40559)"), r.err());
        assertTrue(showconfig().contains("SERVERPORT 40559"));

        String text = Files.readString(f.cfgFile()).replace("SERVERPORT 40559", "SERVERPORT 40001")
                .replace("RESERVATIONDEPTH 1", "RESERVATIONDEPTH 3");
        Files.writeString(f.cfgFile(), text);
        CommandFixture.Run reload = ok("schedctl", "-R");
        assertTrue(reload.out().contains("changed (in force now): RESERVATIONDEPTH 3"), reload.out());
        assertFalse(reload.out().contains("SERVERPORT"), reload.out());
        assertTrue(reload.err().contains("warning: SERVERPORT is 40001 in maui.cfg but needs a restart; still 40559"),
                reload.err());
        String cfg = showconfig();
        assertTrue(cfg.contains("SERVERPORT 40559") && cfg.contains("RESERVATIONDEPTH 3"), cfg);
    }

    @Test
    void aReloadOfABrokenFileChangesNothing() throws Exception {
        f.start("RESERVATIONDEPTH 2");
        Files.writeString(f.cfgFile(), "RESERVATIONDEPTH lots\n", java.nio.file.StandardOpenOption.APPEND);
        CommandFixture.Run r = f.as("admin", "schedctl", "-R");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("RESERVATIONDEPTH: \"lots\" is not"), r.err());
        assertTrue(r.err().contains("nothing changed"), r.err());
        assertTrue(showconfig().contains("RESERVATIONDEPTH 2"));
    }

    @Test
    void changeparamOfAnUnknownNameSaysSo() throws Exception {
        f.start();
        CommandFixture.Run r = f.as("admin", "changeparam", "BACKFILPOLICY", "BESTFIT");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("BACKFILPOLICY: unknown parameter, ignored (did you mean BACKFILLPOLICY?)"), r.err());
        ok("changeparam", "LOGLEVEL", "2");
        assertEquals("no change: LOGLEVEL 2 is already in force\n", ok("changeparam", "LOGLEVEL", "2").out());
    }
}
