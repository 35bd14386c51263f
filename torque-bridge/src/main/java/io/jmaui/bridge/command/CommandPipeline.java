package io.jmaui.bridge.command;

import io.jmaui.bridge.command.auth.RequestAuthenticator;
import io.jmaui.bridge.command.wire.Frames;
import io.jmaui.pbs.guard.ConnectionLimiter;
import io.jmaui.pbs.guard.RefusalLog;
import io.netty.channel.Channel;
import io.netty.channel.ChannelException;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.epoll.EpollDomainSocketChannel;
import io.netty.channel.group.ChannelGroup;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.AttributeKey;
import io.netty.util.concurrent.EventExecutorGroup;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

/**
 * Every command connection's pipeline, in one place for both listeners: the shared connection
 * cap first (a connection over it is closed before anything else runs), the TLS handshake with
 * the frame deadline as its timeout, an idle timeout, the framing with its per-frame deadline,
 * then the {@link CommandHandler} on the worker executors.
 */
final class CommandPipeline {

    private final CommandAnswers service;
    private final CommandServerSettings settings;
    private final RequestAuthenticator remote;
    private final EventExecutorGroup workers;
    private final ChannelGroup connections;
    private final RefusalLog refusals;
    private final ConnectionLimiter limiter;

    /** The socket's caller, from the kernel at accept. */
    private static final AttributeKey<Caller> CALLER = AttributeKey.valueOf("jmaui.unixCaller");

    CommandPipeline(CommandAnswers service, CommandServerSettings settings, RequestAuthenticator remote,
                    EventExecutorGroup workers, ChannelGroup connections, RefusalLog refusals) {
        this.service = service;
        this.settings = settings;
        this.remote = remote;
        this.workers = workers;
        this.connections = connections;
        this.refusals = refusals;
        CommandLimits l = settings.limits();
        this.limiter = new ConnectionLimiter(l.maxConnections(), l.maxPerPeer(), l.rootReserve(), this::peerOf,
                refusals);
    }

    /** A local connection, counted against its user; root may use the reserve. */
    void unix(Channel ch) {
        assemble(ch, null);
    }

    /** A remote connection, counted against its address, TLS first. */
    void tls(Channel ch, SslContext ssl) {
        assemble(ch, ssl);
    }

    private void assemble(Channel ch, SslContext ssl) {
        CommandLimits l = settings.limits();
        Caller unixCaller = null;
        if (ch instanceof EpollDomainSocketChannel d) {
            // asked here, on the event loop before the first read: a client that hangs up at once
            // has its socket closed by this same loop later, so the kernel can always still answer
            try {
                var cred = d.peerCredentials();
                String name = settings.users().nameOf(cred.uid());
                unixCaller = Caller.unix(name != null ? name : "uid:" + cred.uid(), cred.uid(), cred.pid());
            } catch (IOException | ChannelException e) {
                ch.close();
                return;
            }
            ch.attr(CALLER).set(unixCaller);
        }
        connections.add(ch);
        ch.pipeline().addLast("limit", limiter);
        if (ssl != null) {
            SslHandler tls = ssl.newHandler(ch.alloc());
            tls.setHandshakeTimeout(l.frameDeadline().toMillis(), TimeUnit.MILLISECONDS);
            ch.pipeline().addLast("tls", tls);
        }
        ch.pipeline().addLast("idle", new IdleStateHandler(true, 0, 0, l.idleTimeout().toMillis(),
                TimeUnit.MILLISECONDS));
        Frames.installWithDeadline(ch.pipeline(), Frames.MAX_REQUEST, l.frameDeadline(), this::late);
        ch.pipeline().addLast(workers, "commands", new CommandHandler(service, unixCaller,
                ssl == null ? null : remote, l.writeDeadline(), refusals));
    }

    private void late(ChannelHandlerContext ctx) {
        refusals.refused(peerOf(ctx.channel()).key(), "request not received whole within "
                + settings.limits().frameDeadline().toMillis() / 1000.0 + " s of its first byte");
    }

    /** The user (socket) or address (TLS) a connection counts against. */
    private ConnectionLimiter.Peer peerOf(Channel ch) {
        Caller unix = ch.attr(CALLER).get();
        if (unix != null) {
            return new ConnectionLimiter.Peer(unix.user(), "root".equals(unix.user()));
        }
        return new ConnectionLimiter.Peer(ch.remoteAddress() instanceof InetSocketAddress a
                ? a.getAddress().getHostAddress() : String.valueOf(ch.remoteAddress()), false);
    }

    /** Client connections held now (both listeners). */
    int open() {
        return limiter.open();
    }
}
