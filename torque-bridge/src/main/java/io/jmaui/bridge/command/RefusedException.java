package io.jmaui.bridge.command;

/** A request that is not allowed or names nothing that exists: answered with exit code 1 and this message. */
final class RefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    RefusedException(String message) {
        super(message);
    }
}
