package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.CommandLimits;
import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.it.emulator.JobSubmission;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clients that connect and dribble, or just connect, on the daemon's socket and TLS port: each
 * frame has a deadline from its first byte, connections are capped per user, per address and in
 * total, root keeps a reserve, and scheduling goes on meanwhile. Deadlines are set short here
 * (800 ms); the daemon's are 10 s.
 */
class SlowClientsTest {

    private static final String KEY = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b";
    private static final Duration FRAME = Duration.ofMillis(800);

    @TempDir
    Path home;

    private CommandFixture f;
    private final List<AutoCloseable> clients = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : clients) {
            c.close();
        }
        if (f != null) {
            f.close();
        }
    }

    private void start(String... cfg) throws Exception {
        start(FRAME, cfg);
    }

    private void start(Duration frame, String... cfg) throws Exception {
        f = new CommandFixture(home);
        f.limits = CommandLimits.defaults().withTimes(frame, Duration.ofSeconds(20), Duration.ofSeconds(5))
                .withConnections(8, 3, 2);
        f.startWithPrivate("CLIENTCFG[DEFAULT] CSKEY=" + KEY + "\n", cfg);
    }

    /** A raw connection to the Unix socket as {@code user}, counted by the daemon before this returns. */
    private SocketChannel connectAs(String user) throws Exception {
        int before = f.commands.openConnections();
        f.actingAs.set(user);
        SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX);
        ch.connect(UnixDomainSocketAddress.of(f.commands.socket()));
        clients.add(ch);
        waitUntil(() -> f.commands.openConnections() > before || closed(ch), Duration.ofSeconds(5));
        return ch;
    }

    private static boolean closed(SocketChannel ch) {
        try {
            ch.configureBlocking(false);
            return ch.read(ByteBuffer.allocate(64)) < 0;
        } catch (IOException e) {
            return true;
        }
    }

    private static void waitUntil(java.util.function.BooleanSupplier done, Duration max) throws InterruptedException {
        long end = System.nanoTime() + max.toNanos();
        while (!done.getAsBoolean() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
    }

    @Test
    void aClientSendingAByteEvery200MsIsCutOffAtTheFrameDeadlineNotHeldForever() throws Exception {
        start();
        SocketChannel ch = connectAs("mallory");
        long t0 = System.nanoTime();
        ch.write(ByteBuffer.wrap(new byte[] {0, 0, 1, 0}));
        boolean cut = false;
        while (!cut && System.nanoTime() - t0 < 5_000_000_000L) {
            Thread.sleep(200);
            try {
                ch.write(ByteBuffer.wrap(new byte[] {' '}));
                cut = closed(ch);
            } catch (IOException e) {
                cut = true;
            }
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(cut, "still connected after 5 s of a byte every 200 ms");
        assertTrue(ms >= FRAME.toMillis() - 50 && ms < 3_000, "cut after " + ms + " ms");
        waitUntil(() -> f.commands.openConnections() == 0, Duration.ofSeconds(2));
        assertEquals(0, f.commands.openConnections());
    }

    @Test
    void oneUserCannotHoldMoreThanTheirShareWhileOthersAreServed() throws Exception {
        start();
        for (int i = 0; i < 3; i++) {
            connectAs("mallory");
        }
        assertEquals(3, f.commands.openConnections());
        SocketChannel fourth = connectAs("mallory");
        waitUntil(() -> closed(fourth), Duration.ofSeconds(2));
        assertTrue(closed(fourth), "a fourth connection of one user is closed at once");
        assertEquals(0, f.as("alice", "showq").exit());
    }

    @Test
    void whenTheTotalIsReachedRootStillStopsTheSchedulerAndJobsStillStart() throws Exception {
        start();
        for (String u : List.of("mallory", "eve", "trudy")) {
            for (int i = 0; i < (u.equals("trudy") ? 2 : 3); i++) {
                connectAs(u);
            }
        }
        assertEquals(8, f.commands.openConnections());
        CommandFixture.Run bob = f.as("bob", "showq");
        assertEquals(3, bob.exit(), bob.err());
        String job = f.server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        f.iterate();
        assertEquals(List.of(job), f.server.startLog());
        CommandFixture.Run root = f.as("root", "schedctl", "-s");
        assertEquals(0, root.exit(), root.err());
        assertTrue(f.daemon.loop().paused());
    }

    @Test
    void aFloodOfConnectionsIsRefusedAndLoggedAtABoundedRate() throws Exception {
        start();
        try (LogCapture log = new LogCapture("maui.commands")) {
            for (int i = 0; i < 200; i++) {
                f.actingAs.set("flood" + (i % 20));
                try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                    ch.connect(UnixDomainSocketAddress.of(f.commands.socket()));
                }
                assertTrue(f.commands.openConnections() <= 8);
            }
            for (int i = 0; i < 40; i++) {
                connectAs("flood" + (i % 20));
            }
            assertTrue(f.commands.openConnections() <= 8, "open: " + f.commands.openConnections());
            assertTrue(log.lines().size() <= 20, log.lines().size() + " lines: " + log.lines());
        }
    }

    private SSLSocket tls() throws Exception {
        KeyStore trust = KeyStore.getInstance("PKCS12");
        trust.load(null, null);
        try (InputStream in = Files.newInputStream(home.resolve(TlsIdentity.CERT_FILE))) {
            trust.setCertificateEntry("jmaui", CertificateFactory.getInstance("X.509").generateCertificate(in));
        }
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(trust);
        SSLContext ctx = SSLContext.getInstance("TLS");
        ctx.init(null, tmf.getTrustManagers(), null);
        SSLSocket s = (SSLSocket) ctx.getSocketFactory().createSocket("127.0.0.1", f.commands.tlsAddress().getPort());
        clients.add(s);
        s.setSoTimeout(5000);
        s.setSoLinger(true, 0);  // closing sends a reset rather than waiting for the server's close_notify
        return s;
    }

    @Test
    void overTlsAHandshakeThatNeverComesAndAFrameThatNeverEndsAreBothCutOff() throws Exception {
        // the TLS handshake shares the frame deadline: 2 s leaves a busy machine time to do one
        start(Duration.ofSeconds(2), "SERVERHOST 127.0.0.1");
        try (Socket silent = new Socket("127.0.0.1", f.commands.tlsAddress().getPort())) {
            silent.setSoTimeout(8000);
            long t0 = System.nanoTime();
            assertEquals(-1, silent.getInputStream().read(), "no ClientHello: closed");
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 5_000);
        }
        SSLSocket s = tls();
        s.startHandshake();
        long t0 = System.nanoTime();
        s.getOutputStream().write(new byte[] {0, 0, 1, 0, ' '});
        s.getOutputStream().flush();
        boolean cut = false;
        try {
            for (int i = 0; i < 40 && !cut; i++) {
                Thread.sleep(200);
                s.getOutputStream().write(' ');
                s.getOutputStream().flush();
            }
        } catch (IOException e) {
            cut = true;
        }
        if (!cut) {
            cut = s.getInputStream().read() == -1;
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(cut && ms >= 1_900 && ms < 8_000, "cut=" + cut + " after " + ms + " ms");
        for (int i = 0; i < 3; i++) {
            tls().startHandshake();
        }
        SSLSocket fourth = tls();
        boolean refused;
        try {
            fourth.startHandshake();
            refused = fourth.getInputStream().read() == -1;
        } catch (IOException e) {
            refused = true;
        }
        assertTrue(refused, "a fourth connection from one address is closed at once");
    }
}
