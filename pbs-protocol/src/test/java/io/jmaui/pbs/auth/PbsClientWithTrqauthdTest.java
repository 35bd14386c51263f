package io.jmaui.pbs.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.client.TestPbsServer;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.netty.channel.epoll.EpollEventLoopGroup;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Wire doc §4.2 through {@link PbsClient}: the client connects, trqauthd is told the connection's
 * source port, and the requests then go out on that same connection.
 */
class PbsClientWithTrqauthdTest {

    @TempDir
    Path dir;

    @Test
    void trqauthdVouchesForThePortTheRequestsComeFrom() throws Exception {
        Path socket = dir.resolve("trqauthd-unix");
        AtomicInteger requestPort = new AtomicInteger();
        EpollEventLoopGroup group = new EpollEventLoopGroup(1);
        StatusObject server = new StatusObject(ObjectType.SERVER, "vm", List.of());
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket, "0|0||".getBytes(StandardCharsets.US_ASCII));
                TestPbsServer pbs = TestPbsServer.start((request, connection) -> {
                    requestPort.set(connection.peer().getPort());
                    return CompletableFuture.completedFuture(BatchReply.status(List.of(server)));
                });
                PbsClient client = PbsClient.create(PbsClientConfig.of("127.0.0.1", pbs.port(), AuthMode.TRQAUTHD)
                        .withAuth(new AuthConfig(AuthMode.TRQAUTHD, "root", socket, Duration.ofSeconds(5))))) {
            assertEquals(server, client.statServer().get(5, TimeUnit.SECONDS));
            assertEquals("1|9|127.0.0.1|" + pbs.port() + "|1|4|root|" + ProcessHandle.current().pid() + "|"
                    + requestPort.get() + "|",
                    new String(trqauthd.received.get(5, TimeUnit.SECONDS), StandardCharsets.US_ASCII));
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }
}
