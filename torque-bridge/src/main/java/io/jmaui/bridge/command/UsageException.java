package io.jmaui.bridge.command;

/** A request whose options or operands do not make sense: answered with exit code 2 and this message. */
final class UsageException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
