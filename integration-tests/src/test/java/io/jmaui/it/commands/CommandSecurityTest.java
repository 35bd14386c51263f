package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.cli.DaemonClient;
import io.jmaui.bridge.cli.UnreachableException;
import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command server's edges: bad frames over the Unix socket, and the TLS listener, which wants
 * the pinned certificate and a request signed with CLIENTCFG CSKEY.
 */
class CommandSecurityTest {

    private static final String KEY = "3b0d4f9cd2a54c3e9a1f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d";

    @TempDir
    Path home;

    private CommandFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void aMalformedRequestGetsAnErrorAndTheServerCarriesOn() throws Exception {
        f = new CommandFixture(home).start();
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            CommandResponse r = c.sendRaw("{not json".getBytes(StandardCharsets.UTF_8));
            assertEquals(2, r.status());
            assertTrue(r.message().startsWith("malformed request"), r.message());
        }
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            CommandResponse r = c.sendRaw("{\"options\":{}}".getBytes(StandardCharsets.UTF_8));
            assertEquals(2, r.status());
        }
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            CommandResponse r = c.send(CommandRequest.of("rm-rf", Map.of(), List.of()));
            assertEquals(2, r.status());
            assertTrue(r.message().startsWith("unknown command \"rm-rf\""), r.message());
        }
        assertEquals(0, f.as("admin", "showq").exit());
    }

    @Test
    void anOversizedRequestIsRefusedWithoutReadingIt() throws Exception {
        f = new CommandFixture(home).start();
        byte[] big = new byte[200 * 1024];
        Arrays.fill(big, (byte) ' ');
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            CommandResponse r = c.sendRaw(big);
            assertEquals(2, r.status());
            assertTrue(r.message().startsWith("request too large (limit 65536 bytes)"), r.message());
        }
        assertEquals(0, f.as("admin", "showq").exit());
    }

    @Test
    void manyRequestsOnOneConnectionAreAnsweredInOrder() throws Exception {
        f = new CommandFixture(home).start();
        try (DaemonClient c = DaemonClient.unix(f.commands.socket(), 10)) {
            for (int i = 0; i < 50; i++) {
                String cmd = i % 2 == 0 ? "showq" : "showbf";
                CommandResponse r = c.send(CommandRequest.of(cmd, Map.of(), List.of()));
                assertEquals(0, r.status());
                assertTrue(r.view().has(i % 2 == 0 ? "active" : "windows"), r.view().toString());
            }
        }
    }

    private CommandFixture tlsDaemon() throws Exception {
        return new CommandFixture(home).startWithPrivate("CLIENTCFG[DEFAULT] CSKEY=" + KEY + "\n",
                "SERVERHOST 127.0.0.1");
    }

    private CommandFixture.Run overTls(String user, Map<String, String> env, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--host", "127.0.0.1:" + f.commands.tlsAddress().getPort(), "--config",
                home.resolve("maui.cfg").toString()));
        return f.run(user, env, all);
    }

    @Test
    void theFirstStartMakesAKeyOnlyRootCanReadAndACertificate() throws Exception {
        f = tlsDaemon();
        Path key = home.resolve(TlsIdentity.KEY_FILE);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        assertTrue(Files.readString(key).startsWith("-----BEGIN PRIVATE KEY-----"));
        assertTrue(Files.readString(home.resolve(TlsIdentity.CERT_FILE)).startsWith("-----BEGIN CERTIFICATE-----"));
    }

    @Test
    void aClientWithThePinnedCertificateAndTheKeyIsServed() throws Exception {
        f = tlsDaemon();
        f.server.submit(io.jmaui.it.emulator.JobSubmission.of("alice").procs(1).walltime(600).held());
        f.iterate();
        CommandFixture.Run r = overTls("alice", Map.of("JMAUI_CSKEY", KEY), "showq");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("alice"), r.out());
        CommandFixture.Run admin = overTls("admin", Map.of("JMAUI_CSKEY", KEY), "diagnose", "-j", "--json");
        assertEquals(0, admin.exit(), admin.err());
        CommandFixture.Run user = overTls("alice", Map.of("JMAUI_CSKEY", KEY), "schedctl", "-s");
        assertEquals(1, user.exit());
        assertTrue(user.err().contains("the DEFAULT key proves no user"), user.err());
    }

    @Test
    void aRemoteCommandWhoseServerDoesNotAnswerTriesSchedcfgFbserver() throws Exception {
        f = tlsDaemon();
        int dead;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            dead = s.getLocalPort();
        }
        Files.writeString(home.resolve("maui.cfg"), "SCHEDCFG[maui] FBSERVER=127.0.0.1:"
                + f.commands.tlsAddress().getPort() + "\n");
        CommandFixture.Run r = f.run("admin", Map.of("JMAUI_CSKEY", KEY), List.of("showq", "--host",
                "127.0.0.1:" + dead, "--config", home.resolve("maui.cfg").toString(), "--timeout", "5"));
        assertEquals(0, r.exit(), "Maui's clients went to FBSERVER when SERVER did not answer: " + r.err());
        Files.writeString(home.resolve("maui.cfg"), "\n");
        CommandFixture.Run none = f.run("admin", Map.of("JMAUI_CSKEY", KEY), List.of("showq", "--host",
                "127.0.0.1:" + dead, "--config", home.resolve("maui.cfg").toString(), "--timeout", "5"));
        assertEquals(3, none.exit(), none.err());
    }

    @Test
    void aClientWithAWrongKeyIsRefused() throws Exception {
        f = tlsDaemon();
        CommandFixture.Run r = overTls("admin", Map.of("JMAUI_CSKEY", "apple7"), "showq");
        assertEquals(1, r.exit());
        assertEquals("showq: refused: wrong key\n", r.err());
    }

    @Test
    void aClientWithoutTheKeyIsRefused() throws Exception {
        f = tlsDaemon();
        CommandFixture.Run r = overTls("admin", Map.of(), "showq");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("showq: no CSKEY"), r.err());
        try (DaemonClient c = DaemonClient.tls("127.0.0.1", f.commands.tlsAddress().getPort(),
                home.resolve(TlsIdentity.CERT_FILE), 10)) {
            CommandResponse unsigned = c.send(CommandRequest.of("showq", Map.of(), List.of()));
            assertEquals(1, unsigned.status());
            assertTrue(unsigned.message().contains("no user, nonce and key MAC"), unsigned.message());
        }
    }

    @Test
    void aClientPinningAnotherCertificateRefusesTheDaemon() throws Exception {
        f = tlsDaemon();
        Path other = Files.createDirectories(home.resolve("other"));
        TlsIdentity.create(other.resolve("x.crt"), other.resolve("x.key"), "127.0.0.1");
        List<String> args = List.of("showq", "--host", "127.0.0.1:" + f.commands.tlsAddress().getPort(), "--cert",
                other.resolve("x.crt").toString());
        CommandFixture.Run r = f.run("admin", Map.of("JMAUI_CSKEY", KEY), args);
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith("showq: refused: TLS handshake with 127.0.0.1:"), r.err());
        UnreachableException e = assertThrows(UnreachableException.class, () -> DaemonClient.tls("127.0.0.1",
                f.commands.tlsAddress().getPort(), other.resolve("x.crt"), 10));
        assertTrue(e.refused());
    }

    @Test
    void thereIsNoPlaintextPath() throws Exception {
        f = tlsDaemon();
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", f.commands.tlsAddress().getPort())) {
            s.setSoTimeout(5000);
            byte[] req = "{\"command\":\"showq\"}".getBytes(StandardCharsets.UTF_8);
            var out = s.getOutputStream();
            out.write(new byte[] {0, 0, 0, (byte) req.length});
            out.write(req);
            out.flush();
            byte[] buf = new byte[4096];
            int n;
            StringBuilder got = new StringBuilder();
            try {
                while ((n = s.getInputStream().read(buf)) > 0) {
                    got.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
                }
            } catch (java.io.IOException closed) {
                // the server dropped the connection: what a non-TLS peer gets
            }
            assertTrue(!got.toString().contains("ACTIVE") && !got.toString().contains("active"), got.toString());
        }
    }
}
