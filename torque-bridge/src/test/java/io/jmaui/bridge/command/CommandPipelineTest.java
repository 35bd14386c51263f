package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.wire.ResponseCodec;
import io.jmaui.pbs.guard.RefusalLog;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerDomainSocketChannel;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.unix.DomainSocketAddress;
import io.netty.channel.unix.DomainSocketChannel;
import io.netty.util.concurrent.DefaultEventExecutorGroup;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Unix socket's caller is the kernel's word, asked while the connection is assembled on the
 * event loop. The command handler runs on a worker, which may come to a connection only after the
 * event loop has read the client's request and its hang-up and closed the socket: asked then, the
 * kernel reads a closed descriptor, or one the process has reused for another file or socket (CI's
 * flood test logged a failed connection: "Socket operation on non-socket").
 */
class CommandPipelineTest {

    @TempDir
    Path dir;

    @Test
    void aRequestWhoseClientHungUpBeforeTheWorkerCameIsStillAnsweredAsTheSocketsUser() throws Exception {
        EpollEventLoopGroup loop = new EpollEventLoopGroup(1);
        DefaultEventExecutorGroup workers = new DefaultEventExecutorGroup(1);
        CountDownLatch release = new CountDownLatch(1);
        workers.next().execute(() -> {
            try {
                release.await(10, TimeUnit.SECONDS); // the only worker is busy until the client is gone
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        AtomicReference<Caller> answered = new AtomicReference<>();
        CountDownLatch closed = new CountDownLatch(1);
        CommandAnswers service = (req, caller) -> {
            answered.set(caller);
            try {
                return CompletableFuture.completedFuture(ResponseCodec.ok(List.of()));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        Path socket = dir.resolve("maui.sock");
        // who the directory names changes once the client is gone: a caller asked for later is not alice
        AtomicReference<String> names = new AtomicReference<>("alice");
        CommandServerSettings settings = new CommandServerSettings(socket, null, 0, dir, uid -> names.get(), () -> null,
                CommandLimits.defaults());
        List<String> refused = new CopyOnWriteArrayList<>();
        CommandPipeline pipeline = new CommandPipeline(service, settings, null, workers,
                new DefaultChannelGroup(GlobalEventExecutor.INSTANCE), new RefusalLog("requests", refused::add,
                        Duration.ofMinutes(1)));
        Channel server = new ServerBootstrap().group(loop).channel(EpollServerDomainSocketChannel.class)
                .childHandler(new ChannelInitializer<DomainSocketChannel>() {
                    @Override
                    protected void initChannel(DomainSocketChannel ch) {
                        pipeline.unix(ch);
                        ch.closeFuture().addListener(f -> closed.countDown());
                    }
                }).bind(new DomainSocketAddress(socket.toFile())).sync().channel();
        try {
            byte[] json = "{\"command\":\"showq\"}".getBytes(StandardCharsets.UTF_8);
            try (SocketChannel client = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                client.connect(UnixDomainSocketAddress.of(socket));
                client.write(ByteBuffer.allocate(4 + json.length).putInt(json.length).put(json).flip());
            }
            assertTrue(closed.await(5, TimeUnit.SECONDS), "the event loop closed the connection of the client that hung up");
            names.set("mallory");
            release.countDown();
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (answered.get() == null && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertTrue(answered.get() != null, "the request was never answered");
            assertEquals("alice", answered.get().user());
            assertEquals("unix", answered.get().channel());
            assertEquals(List.of(), refused);
        } finally {
            release.countDown();
            server.close().sync();
            workers.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
            loop.shutdownGracefully(0, 1, TimeUnit.SECONDS).sync();
        }
    }
}
