package io.jmaui.pbs.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each {@link AuthMode} against a loopback TCP server (and a fake trqauthd). */
class AuthenticatingConnectorTest {

    @TempDir
    Path dir;
    EpollEventLoopGroup group;
    Channel server;
    final CompletableFuture<InetSocketAddress> peer = new CompletableFuture<>();

    @BeforeEach
    void start() throws InterruptedException {
        group = new EpollEventLoopGroup(1);
        server = new ServerBootstrap().group(group).channel(EpollServerSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        peer.complete((InetSocketAddress) ch.remoteAddress());
                        ch.pipeline().addLast(new ChannelInboundHandlerAdapter());
                    }
                })
                .bind("127.0.0.1", 0).sync().channel();
    }

    @AfterEach
    void stop() {
        server.close().syncUninterruptibly();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    @Test
    void trqauthdIsToldTheServerNameAndTheConnectionsSourcePort() throws Exception {
        Path socket = dir.resolve("trqauthd-unix");
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket, "0|0||".getBytes(StandardCharsets.US_ASCII))) {
            Channel ch = connector(AuthMode.TRQAUTHD, socket).connect(bootstrap(), "localhost", address())
                    .get(5, TimeUnit.SECONDS);
            int clientPort = peer.get(5, TimeUnit.SECONDS).getPort();
            assertEquals(((InetSocketAddress) ch.localAddress()).getPort(), clientPort);
            assertEquals("1|9|localhost|" + address().getPort() + "|1|4|root|"
                    + ProcessHandle.current().pid() + "|" + clientPort + "|",
                    new String(trqauthd.received.get(5, TimeUnit.SECONDS), StandardCharsets.US_ASCII));
            ch.close();
        }
    }

    @Test
    void trqauthdRefusalClosesTheConnectionAndSaysSo() throws Exception {
        Path socket = dir.resolve("trqauthd-unix");
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket,
                TrqauthdExchangeTest.REFUSAL.getBytes(StandardCharsets.US_ASCII))) {
            Throwable e = failure(connector(AuthMode.TRQAUTHD, socket));
            assertInstanceOf(PbsAuthException.class, e);
            assertTrue(e.getMessage().startsWith("cannot authenticate (auth trqauthd): trqauthd "
                    + socket + ": refused localhost:" + address().getPort() + " user=root"), e.getMessage());
        }
    }

    @Test
    void privportBindsASourcePortBelow1024() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root");
        Channel ch = connector(AuthMode.PRIVPORT, dir.resolve("unused")).connect(bootstrap(),
                "localhost", address()).get(5, TimeUnit.SECONDS);
        int port = peer.get(5, TimeUnit.SECONDS).getPort();
        assertTrue(port >= PrivilegedPorts.LOWEST && port <= PrivilegedPorts.HIGHEST, "port " + port);
        ch.close();
    }

    @Test
    void autoWithoutTrqauthdSocketUsesAPrivilegedPort() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root");
        Channel ch = connector(AuthMode.AUTO, dir.resolve("no-socket")).connect(bootstrap(),
                "localhost", address()).get(5, TimeUnit.SECONDS);
        assertTrue(peer.get(5, TimeUnit.SECONDS).getPort() < 1024);
        ch.close();
    }

    @Test
    void autoFallsBackToPrivportWhenTrqauthdRefuses() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root");
        Path socket = dir.resolve("trqauthd-unix");
        try (FakeTrqauthd trqauthd = new FakeTrqauthd(group, socket,
                TrqauthdExchangeTest.REFUSAL.getBytes(StandardCharsets.US_ASCII))) {
            Channel ch = connector(AuthMode.AUTO, socket).connect(bootstrap(), "localhost", address())
                    .get(5, TimeUnit.SECONDS);
            assertTrue(((InetSocketAddress) ch.localAddress()).getPort() < 1024);
            ch.close();
        }
    }

    @Test
    void unreachableServerIsTheConnectFailureNotAnAuthFailure() throws Exception {
        InetSocketAddress closed = address();
        server.close().sync();
        Throwable e = failure(connector(AuthMode.AUTO, dir.resolve("no-socket")), closed);
        assertInstanceOf(ConnectException.class, e);
    }

    private Throwable failure(AuthenticatingConnector connector) {
        return failure(connector, address());
    }

    private Throwable failure(AuthenticatingConnector connector, InetSocketAddress to) {
        ExecutionException e = assertThrows(ExecutionException.class,
                () -> connector.connect(bootstrap(), "localhost", to).get(5, TimeUnit.SECONDS));
        return e.getCause();
    }

    private AuthenticatingConnector connector(AuthMode mode, Path socket) {
        return new AuthenticatingConnector(new AuthConfig(mode, "root", socket, Duration.ofSeconds(5)));
    }

    private Bootstrap bootstrap() {
        return new Bootstrap().group(group).channel(EpollSocketChannel.class)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        ch.pipeline().addLast(new ChannelInboundHandlerAdapter());
                    }
                });
    }

    private InetSocketAddress address() {
        return (InetSocketAddress) server.localAddress();
    }
}
