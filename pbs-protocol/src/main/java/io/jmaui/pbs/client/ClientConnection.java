package io.jmaui.pbs.client;

import io.jmaui.pbs.auth.AuthenticatingConnector;
import io.jmaui.pbs.auth.PbsAuthException;
import io.jmaui.pbs.client.PbsConnectionException.Kind;
import io.jmaui.pbs.codec.BatchReplyDecoder;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.KnownObjects;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.AdaptiveRecvByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.EncoderException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one connection of a {@link PbsClient} and its request queue (wire doc §2.1): requests go out
 * strictly one at a time, each after the previous reply, because pbs_server loses pipelined
 * requests. Connects on demand (authenticating through {@link AuthenticatingConnector}) to the
 * first server of the {@link ServerList} that answers ({@link ServerChoice}), reconnects with
 * exponential backoff once every server failed, fails a request whose reply is late, garbled or lost and
 * drops the connection then (a DIS stream cannot be resynchronised), closes an idle connection
 * with Disconnect. Every field is touched only on {@link #loop}, so nothing is locked.
 */
final class ClientConnection {

    private static final Logger LOG = LoggerFactory.getLogger(ClientConnection.class);

    private final PbsClientConfig config;
    private final EventLoop loop;
    private final Bootstrap bootstrap;
    private final AuthenticatingConnector connector;
    private final ReconnectState reconnect;
    private final ServerChoice choice;
    private final RequestGuard guard;
    private final Object disconnect;
    private final Deque<PendingRequest> queue = new ArrayDeque<>();
    /**
     * The size of each socket read: Netty's adaptive default stops at 64 KiB, so a 100,000-job
     * StatusJob reply (about 50 MB) arrived in 760 reads or more, each a pass through the pipeline
     * ({@code ByteToMessageDecoder.channelRead}, its cumulation, the handlers' calls), and those
     * methods reached the JIT's C2 thresholds only in the daemon's third to fifth iterations (about
     * 0.7 s of compiler CPU on 2 cores, beside the iteration). Reads that grow to 1 MiB while the
     * server keeps the socket full take it in as few as 48; a small reply still gets
     * small buffers (the allocator shrinks back), and the decoder's work per byte is the same.
     */
    static final AdaptiveRecvByteBufAllocator READS = new AdaptiveRecvByteBufAllocator(64, 2048, 1 << 20);

    private final CompletableFuture<Void> closedFuture = new CompletableFuture<>();
    /** Wall time spent decoding replies, on every connection so far (see {@link PbsClient#decodeNanos()}). */
    final java.util.concurrent.atomic.AtomicLong decodeNanos = new java.util.concurrent.atomic.AtomicLong();

    private PendingRequest inFlight;
    private Channel channel;
    private boolean connecting;
    private ScheduledFuture<?> scheduledConnect;
    private boolean repliedSinceConnect;
    private boolean closed;

    /**
     * @param bootstrap group and channel class set; the handler is set here
     * @param disconnect the Disconnect request written before closing
     * @param guard checked right before each request is written ({@link RequestGuard})
     */
    ClientConnection(PbsClientConfig config, EventLoop loop, Bootstrap bootstrap, Object disconnect,
                     RequestGuard guard) {
        this.config = config;
        this.loop = loop;
        this.bootstrap = bootstrap.clone(loop)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS,
                        (int) Math.min(Integer.MAX_VALUE, config.connectTimeout().toMillis()))
                .option(ChannelOption.RCVBUF_ALLOCATOR, READS)
                .handler(new PbsClientInitializer(this, config.idleClose(), decodeNanos));
        this.connector = new AuthenticatingConnector(config.auth());
        this.reconnect = new ReconnectState(config.backoff());
        this.choice = new ServerChoice(config.servers());
        this.guard = guard;
        this.disconnect = disconnect;
    }

    /**
     * Queues {@code request}; the future completes with its reply or fails (never hangs). The
     * status objects {@code known} holds come withheld ({@link BatchReplyDecoder#withhold};
     * {@link KnownObjects#NONE} for any other request).
     */
    CompletableFuture<Object> submit(Object request, String description, Duration timeout, KnownObjects known) {
        PendingRequest p = new PendingRequest(request, description, timeout, known);
        try {
            loop.execute(() -> {
                if (closed) {
                    p.fail(error(Kind.CLOSED, p, "client closed", null));
                } else {
                    queue.add(p);
                    pump();
                }
            });
        } catch (RejectedExecutionException e) {
            p.fail(error(Kind.CLOSED, p, "client closed", e));
        }
        return p.reply;
    }

    /** Fails what is queued, sends Disconnect if connected, closes. */
    CompletableFuture<Void> close() {
        try {
            loop.execute(this::closeNow);
        } catch (RejectedExecutionException e) {
            closedFuture.complete(null);
        }
        return closedFuture;
    }

    private void closeNow() {
        if (closed) {
            return;
        }
        closed = true;
        if (scheduledConnect != null) {
            scheduledConnect.cancel(false);
        }
        if (inFlight != null) {
            inFlight.fail(error(Kind.CLOSED, inFlight, "client closed before the reply", null));
            inFlight = null;
        }
        failQueued(Kind.CLOSED, "client closed", null);
        Channel ch = channel;
        channel = null;
        if (ch == null) {
            closedFuture.complete(null);
        } else {
            disconnectAndClose(ch).addListener(f -> closedFuture.complete(null));
        }
    }

    private void pump() {
        if (closed || inFlight != null || queue.isEmpty()) {
            return;
        }
        if (channel == null) {
            connect();
            return;
        }
        PendingRequest p = queue.poll();
        if (p.request instanceof BatchRequest b) {
            try {
                guard.beforeWrite(b, server());
            } catch (RuntimeException refused) {
                p.fail(refused);
                pump();
                return;
            }
        }
        inFlight = p;
        Channel ch = channel;
        p.timer = loop.schedule(() -> onTimeout(ch, p), p.timeout.toNanos(), TimeUnit.NANOSECONDS);
        LOG.debug("event=pbs_request server={} request=\"{}\"", server(), p.description);
        BatchReplyDecoder decoder = ch.pipeline().get(BatchReplyDecoder.class);
        if (decoder != null) {
            decoder.withhold(p.known); // its reply is the next: one request at a time
        }
        ch.writeAndFlush(p.request).addListener(f -> {
            if (!f.isSuccess()) {
                onWriteFailed(ch, p, f.cause());
            }
        });
    }

    private void connect() {
        if (connecting || scheduledConnect != null) {
            return;
        }
        long wait = reconnect.nanosUntilNextAttempt();
        if (wait > 0) {
            scheduledConnect = loop.schedule(() -> {
                scheduledConnect = null;
                pump();
            }, wait, TimeUnit.NANOSECONDS);
            return;
        }
        tryServer(choice.firstOfRound());
    }

    private void tryServer(ServerAddress target) {
        connecting = true;
        InetSocketAddress address;
        try {
            address = new InetSocketAddress(ipv4(target.host()), target.port());
        } catch (UnknownHostException e) {
            connected(null, e);
            return;
        }
        connector.connect(bootstrap, target.host(), address).whenComplete((ch, failure) -> {
            try {
                loop.execute(() -> connected(ch, failure));
            } catch (RejectedExecutionException e) {
                if (ch != null) {
                    ch.close();
                }
            }
        });
    }

    private void connected(Channel ch, Throwable failure) {
        connecting = false;
        if (failure != null) {
            connectFailed(unwrap(failure));
            return;
        }
        if (closed) {
            ch.close();
            return;
        }
        choice.connected();
        channel = ch;
        repliedSinceConnect = false;
        ch.closeFuture().addListener(f -> onClosed(ch));
        pump();
    }

    private void connectFailed(Throwable cause) {
        Kind kind = cause instanceof PbsAuthException ? Kind.AUTH : Kind.UNREACHABLE;
        String why = kind == Kind.AUTH ? cause.getMessage() : "cannot connect: " + message(cause);
        ServerAddress failed = choice.current();
        ServerAddress next = closed ? null : choice.next();
        if (next != null) {
            LOG.warn("event=pbs_connect_failed server={} auth={} reason=\"{}\" trying={}", failed,
                    config.auth().mode().word(), why, next);
            tryServer(next);
            return;
        }
        reconnect.failed();
        if (choice.isList()) {
            why = "no server of " + choice.servers() + " answers; " + failed + ": " + why;
        }
        String what = why + " (attempt " + reconnect.failures() + ", next attempt in "
                + seconds(reconnect.delay()) + ")";
        LOG.warn("event=pbs_connect_failed server={} auth={} attempt={} reason=\"{}\"",
                failed, config.auth().mode().word(), reconnect.failures(), why);
        failQueued(kind, what, cause, choice.isList() ? config.server() : failed.toString());
    }

    /** The server connected to, or the one being tried: for messages. */
    ServerAddress server() {
        return choice.current();
    }

    /** A decoded reply from the pipeline. */
    void onReply(Channel ch, Object reply) {
        if (ch != channel) {
            return;
        }
        PendingRequest p = inFlight;
        if (p == null) {
            LOG.warn("event=pbs_unsolicited_reply server={} action=drop_connection", server());
            drop(ch);
            return;
        }
        inFlight = null;
        repliedSinceConnect = true;
        reconnect.replied();
        p.succeed(reply);
        pump();
    }

    /** A codec or I/O failure from the pipeline: fails the request on the wire, drops the connection. */
    void onFailure(Channel ch, Throwable cause) {
        if (ch != channel) {
            return;
        }
        PendingRequest p = inFlight;
        inFlight = null;
        Throwable error;
        if (cause instanceof DisException dis) {
            error = dis.from(server().toString());
        } else if (cause instanceof UnsupportedProtocolVersion) {
            error = error(Kind.VERSION, p, cause.getMessage(), cause);
        } else {
            error = error(Kind.LOST, p, "connection failed: " + message(cause), cause);
        }
        LOG.warn("event=pbs_connection_dropped server={} request=\"{}\" reason=\"{}\"", server(),
                p == null ? "" : p.description, error.getMessage());
        if (p != null) {
            p.fail(error);
        }
        drop(ch);
        pump();
    }

    /** The connection has been idle for {@link PbsClientConfig#idleClose()}. */
    void onIdle(Channel ch) {
        if (ch == channel && inFlight == null && queue.isEmpty()) {
            LOG.debug("event=pbs_idle_close server={}", server());
            channel = null;
            disconnectAndClose(ch);
        }
    }

    private void onTimeout(Channel ch, PendingRequest p) {
        if (p != inFlight || ch != channel) {
            return;
        }
        inFlight = null;
        LOG.warn("event=pbs_request_timeout server={} request=\"{}\" timeout_ms={}", server(),
                p.description, p.timeout.toMillis());
        p.fail(error(Kind.TIMEOUT, p, "no reply within " + seconds(p.timeout)
                + "; connection dropped", null));
        drop(ch);
        pump();
    }

    private void onWriteFailed(Channel ch, PendingRequest p, Throwable cause) {
        if (p != inFlight) {
            return;
        }
        if (cause instanceof EncoderException && ch == channel) {
            inFlight = null;
            p.fail(cause.getCause() != null ? cause.getCause() : cause);
            pump();
            return;
        }
        onFailure(ch, cause);
    }

    private void onClosed(Channel ch) {
        if (ch != channel) {
            return;
        }
        PendingRequest p = inFlight;
        inFlight = null;
        if (p != null) {
            p.fail(error(Kind.LOST, p, "connection closed by pbs_server before the reply", null));
        }
        LOG.info("event=pbs_connection_closed server={} by=server", server());
        drop(ch);
        pump();
    }

    private void drop(Channel ch) {
        channel = null;
        if (!repliedSinceConnect) {
            reconnect.failed();
        }
        ch.close();
    }

    private ChannelFuture disconnectAndClose(Channel ch) {
        if (ch.isActive()) {
            ch.writeAndFlush(disconnect).addListener(ChannelFutureListener.CLOSE);
        } else {
            ch.close();
        }
        return ch.closeFuture();
    }

    private void failQueued(Kind kind, String what, Throwable cause) {
        failQueued(kind, what, cause, server().toString());
    }

    private void failQueued(Kind kind, String what, Throwable cause, String where) {
        PendingRequest p;
        while ((p = queue.poll()) != null) {
            p.fail(new PbsConnectionException(kind, where, p.description, what, cause));
        }
    }

    private PbsConnectionException error(Kind kind, PendingRequest p, String what, Throwable cause) {
        return new PbsConnectionException(kind, server().toString(), p == null ? null : p.description,
                what, cause);
    }

    private static InetAddress ipv4(String host) throws UnknownHostException {
        return Arrays.stream(InetAddress.getAllByName(host))
                .filter(Inet4Address.class::isInstance)
                .findFirst()
                .orElseThrow(() -> new UnknownHostException(host + ": no IPv4 address"));
    }

    private static Throwable unwrap(Throwable t) {
        Throwable c = t;
        while (c instanceof CompletionException && c.getCause() != null) {
            c = c.getCause();
        }
        return c;
    }

    private static String message(Throwable t) {
        String m = t.getMessage();
        return m == null ? t.getClass().getSimpleName() : m;
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
