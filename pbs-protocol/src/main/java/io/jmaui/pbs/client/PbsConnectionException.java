package io.jmaui.pbs.client;

/**
 * pbs_server could not be talked to for one request: not reachable, authentication refused, the
 * connection closed or the reply did not come in time, or the server speaks another protocol
 * version. {@link #kind()} says which; the message says where, what and why, e.g.
 * {@code pbs01:15001: RunJob 17.srv: no reply within 300 s; connection dropped}.
 */
public final class PbsConnectionException extends PbsClientException {

    private static final long serialVersionUID = 1L;

    /** Why the request failed. */
    public enum Kind {
        /** No TCP connection (refused, timed out, unknown host). */
        UNREACHABLE,
        /** Connected, but trqauthd / privileged port did not make pbs_server trust us. */
        AUTH,
        /** The connection closed before the reply. */
        LOST,
        /** No reply within the request timeout; the connection was dropped. */
        TIMEOUT,
        /** pbs_server speaks a batch protocol version jmaui does not (TORQUE 2.5). */
        VERSION,
        /** The client was closed before the request was answered. */
        CLOSED
    }

    private final Kind kind;

    PbsConnectionException(Kind kind, String server, String request, String what, Throwable cause) {
        super(server, request, server + ": " + (request == null ? "" : request + ": ") + what, cause);
        this.kind = kind;
    }

    /** Why the request failed. */
    public Kind kind() {
        return kind;
    }
}
