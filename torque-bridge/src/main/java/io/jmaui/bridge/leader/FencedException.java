package io.jmaui.bridge.leader;

/** This daemon is not the active scheduler (its lease lapsed or was taken over): nothing was done. */
public final class FencedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public FencedException(String message) {
        super(message);
    }
}
