package io.jmaui.pbs.guard;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Caps the connections a listener holds: {@code maxTotal} together and {@code maxPerPeer} for one
 * peer (an address, a uid). A connection over either cap is closed as soon as it is accepted, so
 * it holds its descriptor for microseconds, and the refusal goes to a {@link RefusalLog}. A
 * privileged peer (root on the command socket) is not held to the per-peer cap and may use
 * {@code reserve} connections beyond the total, so an admin can still act during a flood. One
 * instance is shared by every channel it guards (several listeners may share one).
 */
@Sharable
public final class ConnectionLimiter extends ChannelInboundHandlerAdapter {

    /** Who a connection belongs to, for counting. */
    public record Peer(String key, boolean privileged) {
    }

    private final int maxTotal;
    private final int maxPerPeer;
    private final int reserve;
    private final Function<Channel, Peer> peerOf;
    private final RefusalLog refusals;
    private final Map<String, Integer> perPeer = new HashMap<>();
    private int total;

    public ConnectionLimiter(int maxTotal, int maxPerPeer, int reserve, Function<Channel, Peer> peerOf,
                             RefusalLog refusals) {
        this.maxTotal = maxTotal;
        this.maxPerPeer = maxPerPeer;
        this.reserve = reserve;
        this.peerOf = peerOf;
        this.refusals = refusals;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        Peer peer = peerOf.apply(ctx.channel());
        String refusal = admit(peer);
        if (refusal != null) {
            ctx.close();
            refusals.refused(peer.key(), refusal);
            return;
        }
        ctx.channel().closeFuture().addListener(f -> release(peer));
        super.channelActive(ctx);
    }

    private synchronized String admit(Peer p) {
        int mine = perPeer.getOrDefault(p.key(), 0);
        if (total >= maxTotal + (p.privileged() ? reserve : 0)) {
            return total + " connections open, the limit";
        }
        if (!p.privileged() && mine >= maxPerPeer) {
            return mine + " connections open from this peer, the limit per peer";
        }
        total++;
        perPeer.put(p.key(), mine + 1);
        return null;
    }

    private synchronized void release(Peer p) {
        total--;
        perPeer.computeIfPresent(p.key(), (k, n) -> n <= 1 ? null : n - 1);
    }

    /** Connections held now. */
    public synchronized int open() {
        return total;
    }
}
