package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.cli.DaemonClient;
import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A remote caller's identity is proven, not claimed: a user's own CLIENTCFG key proves the user,
 * the DEFAULT key runs information commands only, a request cannot be replayed or sent late, and
 * every change is logged with who, from where and over which channel.
 */
class RemoteIdentityTest {

    private static final String DEFAULT_KEY = "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8";
    private static final String ADMIN_KEY = "a665a45920422f9d417e4867efdc4fb8a04a1f3fff1fa07e998e86f7f7a27ae3";
    private static final String ALICE_KEY = "2c624232cdd221771294dfbb310aca000a0df6ac8b66b696d90ef06fdefb64a3";

    @TempDir
    Path home;

    private CommandFixture f;
    private final LogCapture log = new LogCapture("maui.commands");

    @AfterEach
    void stop() {
        log.close();
        if (f != null) {
            f.close();
        }
    }

    private void start() throws Exception {
        f = new CommandFixture(home).startWithPrivate("CLIENTCFG[DEFAULT] CSKEY=" + DEFAULT_KEY + "\n"
                + "CLIENTCFG[admin] CSKEY=" + ADMIN_KEY + "\nCLIENTCFG[alice] CSKEY=" + ALICE_KEY + "\n",
                "SERVERHOST 127.0.0.1");
    }

    private CommandFixture.Run overTls(String user, String key, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--host", "127.0.0.1:" + f.commands.tlsAddress().getPort(), "--config",
                home.resolve("maui.cfg").toString()));
        return f.run(user, Map.of("JMAUI_CSKEY", key), all);
    }

    private DaemonClient client() throws Exception {
        return DaemonClient.tls("127.0.0.1", f.commands.tlsAddress().getPort(), home.resolve(TlsIdentity.CERT_FILE), 10);
    }

    @Test
    void theDefaultKeyClaimingRootCannotStopTheSchedulerButMayReadTheQueue() throws Exception {
        start();
        CommandFixture.Run kill = overTls("root", DEFAULT_KEY, "schedctl", "-k");
        assertEquals(1, kill.exit());
        assertEquals("schedctl: the DEFAULT key proves no user and runs information commands only; changes need the"
                + " user's own key, CLIENTCFG[root] CSKEY in maui-private.cfg\n", kill.err());
        assertEquals(0, f.kills.get());
        assertEquals(1, log.matching("WARN event=command_refused user=root channel=tls from=\"127.0.0.1:",
                "proof=default-key command=schedctl").size(), log.lines().toString());
        assertEquals(0, overTls("root", DEFAULT_KEY, "showq").exit());
        CommandFixture.Run diag = overTls("root", DEFAULT_KEY, "diagnose", "-j");
        assertEquals(0, diag.exit(), diag.err());
    }

    @Test
    void aUsersOwnKeyProvesTheUserAndTheChangeIsLoggedWithWhoWhereAndHow() throws Exception {
        start();
        CommandFixture.Run stop = overTls("admin", ADMIN_KEY, "schedctl", "-s");
        assertEquals(0, stop.exit(), stop.err());
        assertTrue(f.daemon.loop().paused());
        List<String> lines = log.matching("INFO event=command_change user=admin channel=tls from=\"127.0.0.1:",
                "proof=own-key command=schedctl request=\"-s\"");
        assertEquals(1, lines.size(), log.lines().toString());
        assertEquals(1, log.matching("event=command_change_done user=admin channel=tls", "result=ok").size());
    }

    @Test
    void anotherUsersKeyProvesNothing() throws Exception {
        start();
        CommandFixture.Run r = overTls("admin", ALICE_KEY, "schedctl", "-s");
        assertEquals(1, r.exit());
        assertEquals("schedctl: refused: wrong key\n", r.err());
        assertFalse(f.daemon.loop().paused());
        CommandFixture.Run own = overTls("alice", ALICE_KEY, "schedctl", "-s");
        assertEquals(1, own.exit());
        assertTrue(own.err().contains("user alice is not authorized (needs ADMIN1)"), own.err());
    }

    @Test
    void aCapturedRequestCannotBeSentAgain() throws Exception {
        start();
        CommandRequest req = CommandRequest.of("schedctl", Map.of("s", ""), List.of())
                .signed("admin", System.currentTimeMillis() / 1000, ADMIN_KEY);
        try (DaemonClient c = client()) {
            assertEquals(0, c.send(req).status());
        }
        f.daemon.loop().paused(false);
        try (DaemonClient c = client()) {
            CommandResponse again = c.send(req);
            assertEquals(1, again.status());
            assertEquals("refused: replayed request (its nonce was used before)", again.message());
        }
        assertFalse(f.daemon.loop().paused());
    }

    @Test
    void aRequestSignedLongerAgoThanTheWindowIsRefused() throws Exception {
        start();
        long now = System.currentTimeMillis() / 1000;
        try (DaemonClient c = client()) {
            CommandResponse late = c.send(CommandRequest.of("showq", Map.of(), List.of())
                    .signed("admin", now - 45, ADMIN_KEY));
            assertEquals(1, late.status());
            assertTrue(late.message().startsWith("refused: request time is more than 30 s from the daemon's clock"),
                    late.message());
        }
        try (DaemonClient c = client()) {
            CommandResponse early = c.send(CommandRequest.of("showq", Map.of(), List.of())
                    .signed("admin", now + 45, ADMIN_KEY));
            assertEquals(1, early.status());
        }
    }

    @Test
    void aLocalChangeIsLoggedWithTheUidAndTheSocket() throws Exception {
        start();
        assertEquals(0, f.as("admin", "schedctl", "-s").exit());
        assertEquals(1, log.matching("INFO event=command_change user=admin channel=unix from=\"uid=", " pid=",
                "proof=peer-uid command=schedctl request=\"-s\"").size(), log.lines().toString());
        assertEquals(1, f.as("alice", "setspri", "10", "1.emu").exit());
        assertEquals(1, log.matching("WARN event=command_refused user=alice channel=unix", "command=setspri").size());
    }

    @Test
    void withoutAnyKeyTheTlsPortStaysClosed() throws Exception {
        f = new CommandFixture(home).start("SERVERHOST 127.0.0.1");
        assertNull(f.commands.tlsAddress());
    }

    @Test
    void anAdminWhoIsNotRootCannotPointTheDaemonsFilesOrProgramsAnywhere() throws Exception {
        start();
        CommandFixture.Run log = f.as("admin", "changeparam", "LOGFILE", "/etc/passwd");
        assertEquals(1, log.exit());
        assertEquals("changeparam: LOGFILE names a file or program the daemon uses as root: only root on this host may"
                + " change it at run time; edit maui.cfg and run schedctl -R\n", log.err());
        assertEquals(1, f.as("admin", "changeparam", "cpfile", "/etc/shadow").exit(), "aliases and case too");
        assertEquals(1, overTls("admin", ADMIN_KEY, "changeparam", "STATDIR", "/etc").exit());
        assertEquals(0, f.as("admin", "changeparam", "RESERVATIONDEPTH", "2").exit(), "other parameters: ADMIN1");
        CommandFixture.Run root = f.as("root", "changeparam", "STATDIR", home.resolve("stats2").toString());
        assertEquals(0, root.exit(), root.err());
    }
}
