package io.jmaui.bridge.state;

/**
 * The daemon will not start on this state: its directory is unsafe or cannot be written, or the
 * checkpoint cannot be trusted. The message says what is wrong, what would be lost and how to go
 * on (fix the directory, or start with {@code --discard-state}).
 */
public final class StateRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public StateRefusedException(String message) {
        super(message);
    }
}
