package io.jmaui.pbs.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.jmaui.pbs.codec.Captures;
import io.jmaui.pbs.message.SchedulerCommandType;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Wire doc §5 against the 16 pokes pbs_server 6.1.3 sent to a fake scheduler
 * ({@code sched15004_connNN_s2c.bin}, triggers in the captures README), replayed over real sockets.
 */
class SchedulerPortListenerTest {

    static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

    final BlockingQueue<SchedulerEvent> events = new LinkedBlockingQueue<>();

    @Test
    void everyCapturedPokeBecomesOneEventAndTheConnectionIsClosed() throws Exception {
        List<SchedulerCommandType> expected = new ArrayList<>();
        for (String line : Captures.text("sched15004.log").strip().split("\n")) {
            int code = Integer.parseInt(line.substring(line.indexOf("bytes=") + 6), 16);
            expected.add(SchedulerCommandType.fromCode(code));
        }
        assertEquals(16, expected.size());
        try (SchedulerPortListener listener = SchedulerPortListener.start(
                config().withRequirePrivilegedPort(false), events::add)) {
            for (int n = 1; n <= 16; n++) {
                byte[] poke = Captures.bytes(String.format("sched15004_conn%02d_s2c.bin", n));
                try (Socket s = connect(listener, 0)) {
                    send(s, poke);
                    assertEquals(-1, read(s), "listener closes after the command, conn " + n);
                }
                SchedulerEvent event = events.poll(5, TimeUnit.SECONDS);
                assertEquals(expected.get(n - 1), event.command(), "conn " + n);
                assertEquals(NOW, event.receivedAt());
                assertEquals(InetAddress.getLoopbackAddress(), event.peer().getAddress());
            }
            assertEquals(SchedulerCommandType.SCHEDULE_FIRST, expected.get(11));
        }
    }

    @Test
    void commandSplitAcrossWritesIsOneEvent() throws Exception {
        try (SchedulerPortListener listener = SchedulerPortListener.start(
                        config().withRequirePrivilegedPort(false), events::add);
                Socket s = connect(listener, 0)) {
            send(s, new byte[] {0, 0});
            Thread.sleep(50);
            send(s, new byte[] {0, 2});
            assertEquals(SchedulerCommandType.SCHEDULE_TERM, events.poll(5, TimeUnit.SECONDS).command());
        }
    }

    @Test
    void unprivilegedSourcePortIsRefusedByDefault() throws Exception {
        try (SchedulerPortListener listener = SchedulerPortListener.start(config(), events::add);
                Socket s = connect(listener, 0)) {
            send(s, Captures.bytes("sched15004_conn01_s2c.bin"));
            assertEquals(-1, read(s));
            assertNull(events.poll(200, TimeUnit.MILLISECONDS));
        }
    }

    @Test
    void privilegedSourcePortIsAccepted() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root");
        try (SchedulerPortListener listener = SchedulerPortListener.start(config(), events::add);
                Socket s = connectPrivileged(listener)) {
            send(s, Captures.bytes("sched15004_conn12_s2c.bin"));
            SchedulerEvent event = events.poll(5, TimeUnit.SECONDS);
            assertEquals(SchedulerCommandType.SCHEDULE_FIRST, event.command());
            assertTrue(event.peer().getPort() < 1024);
        }
    }

    @Test
    void hostNotAllowedIsRefused() throws Exception {
        try (SchedulerPortListener listener = SchedulerPortListener.start(config()
                        .withRequirePrivilegedPort(false)
                        .withAllowedHosts(Set.of(InetAddress.getByName("192.0.2.1"))), events::add);
                Socket s = connect(listener, 0)) {
            send(s, Captures.bytes("sched15004_conn01_s2c.bin"));
            assertEquals(-1, read(s));
            assertNull(events.poll(200, TimeUnit.MILLISECONDS));
        }
    }

    /** pbs_server may send SCH_SCHEDULE_NULL (0) after a restart; pbs_sched ignores it and runs no cycle. */
    @Test
    void scheduleNullIsReadAndIgnoredAsPbsSchedIgnoresIt() throws Exception {
        try (SchedulerPortListener listener = SchedulerPortListener.start(
                config().withRequirePrivilegedPort(false), events::add)) {
            try (Socket s = connect(listener, 0)) {
                send(s, new byte[] {0, 0, 0, 0});
                assertEquals(-1, read(s));
            }
            assertNull(events.poll(200, TimeUnit.MILLISECONDS));
            try (Socket s = connect(listener, 0)) {
                send(s, new byte[] {0, 0, 0, 10});
            }
            assertEquals(SchedulerCommandType.SCHEDULE_FIRST, events.poll(5, TimeUnit.SECONDS).command());
        }
    }

    @Test
    void unknownCommandIsDroppedWithoutAnEvent() throws Exception {
        try (SchedulerPortListener listener = SchedulerPortListener.start(
                        config().withRequirePrivilegedPort(false), events::add);
                Socket s = connect(listener, 0)) {
            send(s, new byte[] {0, 0, 0, 6});
            assertEquals(-1, read(s));
            assertNull(events.poll(200, TimeUnit.MILLISECONDS));
        }
    }

    @Test
    void aPortAnotherListenerHoldsIsAnErrorNamingTheAddress() {
        try (SchedulerPortListener first = SchedulerPortListener.start(config(), e -> { })) {
            InetSocketAddress taken = first.localAddress();
            SchedulerPortConfig same = new SchedulerPortConfig(taken, true, Set.of(), java.time.Duration.ofSeconds(5),
                    Clock.fixed(NOW, ZoneOffset.UTC));
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> SchedulerPortListener.start(same, ev -> { }));
            assertTrue(e.getMessage().startsWith("scheduler port " + taken + ": cannot listen: "), e.getMessage());
        }
    }

    private static SchedulerPortConfig config() {
        return new SchedulerPortConfig(new InetSocketAddress("127.0.0.1", 0), true, Set.of(),
                java.time.Duration.ofSeconds(5), Clock.fixed(NOW, ZoneOffset.UTC));
    }

    private static Socket connect(SchedulerPortListener listener, int localPort) throws IOException {
        Socket s = new Socket();
        s.setReuseAddress(true);
        s.bind(new InetSocketAddress("127.0.0.1", localPort));
        s.connect(listener.localAddress(), 5000);
        s.setSoTimeout(5000);
        return s;
    }

    private static Socket connectPrivileged(SchedulerPortListener listener) throws IOException {
        for (int port = 1000; port > 900; port--) {
            try {
                return connect(listener, port);
            } catch (BindException e) {
                // taken: try the next one
            }
        }
        throw new IOException("no free port in 901..1000");
    }

    private static void send(Socket s, byte[] bytes) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(bytes);
        out.flush();
    }

    private static int read(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        return in.read();
    }
}
