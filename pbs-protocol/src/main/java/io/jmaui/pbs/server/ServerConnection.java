package io.jmaui.pbs.server;

import io.netty.channel.Channel;
import java.net.InetSocketAddress;

/**
 * One client connection as a {@link BatchRequestHandler} sees it: who is calling and whether the
 * connection is privileged (source port below 1024, wire doc §4.1), plus a slot for the user the
 * handler has authenticated it as (AuthenUser, §4.2). Thread-safe.
 */
public final class ServerConnection {

    private final Channel channel;
    private volatile String authenticatedUser;

    ServerConnection(Channel channel) {
        this.channel = channel;
    }

    /** The client's address and source port, or null if not an IP connection (tests). */
    public InetSocketAddress peer() {
        return channel.remoteAddress() instanceof InetSocketAddress a ? a : null;
    }

    /** The server address the client connected to, or null if not an IP connection (tests). */
    public InetSocketAddress local() {
        return channel.localAddress() instanceof InetSocketAddress a ? a : null;
    }

    /** Whether the client's source port is below 1024: pbs_server trusts such a connection fully. */
    public boolean privileged() {
        InetSocketAddress peer = peer();
        return peer != null && peer.getPort() < 1024;
    }

    /** The user an AuthenUser named this connection for, or null. */
    public String authenticatedUser() {
        return authenticatedUser;
    }

    /** Marks the connection authenticated as {@code user}. */
    public void authenticate(String user) {
        this.authenticatedUser = user;
    }

    /** Closes the connection (after what has been written). */
    public void close() {
        channel.close();
    }

    @Override
    public String toString() {
        return String.valueOf(channel.remoteAddress());
    }
}
