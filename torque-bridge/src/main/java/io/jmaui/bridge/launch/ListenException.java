package io.jmaui.bridge.launch;

import java.io.IOException;

/** A listener of a fresh active daemon could not start: which one, on which port, and why. */
final class ListenException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String what;
    private final int port;

    ListenException(String what, int port, IOException cause) {
        super(cause.getMessage(), cause);
        this.what = what;
        this.port = port;
    }

    /** The start-up failure's one line, as {@link StartupProblem} words a bind failure. */
    String describe() {
        return what + ": " + StartupProblem.describe(getCause(), port);
    }
}
