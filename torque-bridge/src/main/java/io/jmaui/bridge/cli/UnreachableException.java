package io.jmaui.bridge.cli;

/** The daemon cannot be reached, or the connection failed or was refused at TLS: exit code 3. */
public final class UnreachableException extends Exception {

    private static final long serialVersionUID = 1L;

    public UnreachableException(String message) {
        super(message);
    }
}
