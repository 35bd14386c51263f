package io.jmaui.bridge.command;

import io.jmaui.bridge.command.auth.Proof;

/**
 * Who sent a request, from where, over which channel and how the daemon knows, for the checks
 * and the log.
 *
 * @param channel {@code unix} (the local socket) or {@code tls} (SERVERPORT)
 * @param from    {@code uid=1001 pid=4242} over the socket, the peer's {@code address:port} over TLS
 * @param proof   the peer uid, the user's own key, or DEFAULT's key (then information commands only)
 */
public record Caller(String user, String channel, String from, Proof proof) {

    /** A local caller identified by the socket's peer credentials. */
    public static Caller unix(String user, int uid, int pid) {
        return new Caller(user, "unix", "uid=" + uid + " pid=" + pid, Proof.PEER_UID);
    }

    /** A remote caller whose request verified with {@code proof}. */
    public static Caller tls(String user, String peer, Proof proof) {
        return new Caller(user, "tls", peer, proof);
    }

    /** Whether the user name is proven (a DEFAULT-key caller's is only claimed). */
    public boolean proven() {
        return proof.proven();
    }

    /** The log's fields for this caller: {@code user=alice channel=tls from="10.0.0.5:40022" proof=own-key}. */
    public String logFields() {
        return "user=" + io.jmaui.bridge.log.LogText.word(user) + " channel=" + channel + " from=\"" + from
                + "\" proof=" + proof;
    }
}
