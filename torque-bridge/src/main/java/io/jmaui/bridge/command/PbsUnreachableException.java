package io.jmaui.bridge.command;

/** pbs_server did not answer a request a command needed: exit code 3. */
final class PbsUnreachableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    PbsUnreachableException(String message) {
        super(message);
    }
}
