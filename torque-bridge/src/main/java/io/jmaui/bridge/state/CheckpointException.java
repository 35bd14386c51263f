package io.jmaui.bridge.state;

/** The checkpoint file could not be written or read: names the file and what went wrong. */
public final class CheckpointException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    CheckpointException(String message, Throwable cause) {
        super(message, cause);
    }
}
