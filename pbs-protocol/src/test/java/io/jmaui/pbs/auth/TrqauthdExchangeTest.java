package io.jmaui.pbs.auth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.codec.Captures;
import io.netty.channel.EventLoop;
import io.netty.channel.epoll.EpollEventLoopGroup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Wire doc §4.2 against capture 23 (qstat -B as tester, trqauthd's Unix socket under strace). */
class TrqauthdExchangeTest {

    static final byte[] CAPTURED_REQUEST =
            Captures.bytes("23_qstat_B_as_tester_strace__unix_trqauthd_c2s.bin");
    static final byte[] CAPTURED_ANSWER =
            Captures.bytes("23_qstat_B_as_tester_strace__unix_trqauthd_s2c.bin");
    static final TrqauthdRequest CAPTURE_23 = new TrqauthdRequest("vm", 15011, "tester", 13568, 55766);
    static final String REFUSAL = "15008|91|trqauthd unable to authenticate. User or PID of calling "
            + "process not found or does not match|";

    @TempDir
    Path dir;
    EpollEventLoopGroup group;

    @BeforeEach
    void start() {
        group = new EpollEventLoopGroup(1);
    }

    @AfterEach
    void stop() {
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    void requestIsByteExactWithCapture23() {
        assertEquals("1|2|vm|15011|1|6|tester|13568|55766|", CAPTURE_23.text());
        assertArrayEquals(CAPTURED_REQUEST, CAPTURE_23.encode());
    }

    @Test
    void wireDocExampleRequest() {
        assertEquals("1|15|pbs.example.com|15001|1|4|root|4242|45678|",
                new TrqauthdRequest("pbs.example.com", 15001, "root", 4242, 45678).text());
    }

    @Test
    void capturedExchangeOverARealUnixSocket() throws Exception {
        Path socket = dir.resolve("trqauthd-unix");
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket, CAPTURED_ANSWER)) {
            client(socket).authenticate(loop(), CAPTURE_23).get(5, TimeUnit.SECONDS);
            assertArrayEquals(CAPTURED_REQUEST, trqauthd.received.get(5, TimeUnit.SECONDS));
        }
    }

    @Test
    void refusalNamesCodeAndTrqauthdText() throws Exception {
        Path socket = dir.resolve("trqauthd-unix");
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket,
                REFUSAL.getBytes(StandardCharsets.US_ASCII))) {
            ExecutionException e = assertThrows(ExecutionException.class,
                    () -> client(socket).authenticate(loop(), CAPTURE_23).get(5, TimeUnit.SECONDS));
            assertInstanceOf(PbsAuthException.class, e.getCause());
            assertEquals("trqauthd " + socket + ": refused vm:15011 user=tester client_port=55766: "
                    + "code 15008: trqauthd unable to authenticate. User or PID of calling process "
                    + "not found or does not match", e.getCause().getMessage());
        }
    }

    @Test
    void missingSocketIsAnAuthFailureNamingThePath() {
        Path socket = dir.resolve("nothing-here");
        ExecutionException e = assertThrows(ExecutionException.class,
                () -> client(socket).authenticate(loop(), CAPTURE_23).get(5, TimeUnit.SECONDS));
        assertInstanceOf(PbsAuthException.class, e.getCause());
        assertTrue(e.getCause().getMessage().startsWith("trqauthd " + socket + ": cannot connect: "),
                e.getCause().getMessage());
    }

    private TrqauthdClient client(Path socket) {
        return new TrqauthdClient(socket, Duration.ofSeconds(5));
    }

    private EventLoop loop() {
        return group.next();
    }
}
