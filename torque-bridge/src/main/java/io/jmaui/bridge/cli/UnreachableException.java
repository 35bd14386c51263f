package io.jmaui.bridge.cli;

/**
 * The daemon cannot be reached or the connection failed: exit code 3; or, when {@link #refused()},
 * the TLS handshake failed because the daemon's certificate is not the pinned one: exit code 1.
 */
public final class UnreachableException extends Exception {

    private static final long serialVersionUID = 1L;

    private final boolean refused;

    public UnreachableException(String message) {
        this(message, false);
    }

    public UnreachableException(String message, boolean refused) {
        super(message);
        this.refused = refused;
    }

    public boolean refused() {
        return refused;
    }
}
