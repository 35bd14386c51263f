package io.jmaui.pbs.client;

import io.jmaui.pbs.message.BatchRequest;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.EventLoopGroup;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The side connections of a {@link PbsClient}: requests that need no order with the main
 * connection's (a job's comment) spread over a few connections of their own, so that hundreds of
 * them overlap instead of taking one round trip after another, and the next poll does not queue
 * behind them. pbs_server cannot take requests pipelined on one connection (it reads each request
 * into a fresh buffer and drops whatever it read beyond it), so several connections, each one
 * request at a time, are how requests overlap. A key (a job id) always takes the same connection,
 * so one job's requests stay in submission order. Each connects on first use, authenticating
 * like the main one, and closes when idle.
 */
final class SideConnections {

    private final List<ClientConnection> lanes;

    SideConnections(int count, PbsClientConfig config, EventLoopGroup group, Bootstrap bootstrap, RequestGuard guard) {
        List<ClientConnection> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(new ClientConnection(config, group.next(), bootstrap,
                    BatchRequest.disconnect(config.auth().user()), guard));
        }
        this.lanes = List.copyOf(list);
    }

    /** The connection for {@code key}'s requests. */
    ClientConnection forKey(String key) {
        return lanes.get(Math.floorMod(key.hashCode(), lanes.size()));
    }

    /** Closes every side connection (queued requests fail); completes when all are closed. */
    CompletableFuture<Void> close() {
        return CompletableFuture.allOf(lanes.stream().map(ClientConnection::close).toArray(CompletableFuture[]::new));
    }
}
