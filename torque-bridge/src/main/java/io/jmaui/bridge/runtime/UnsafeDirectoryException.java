package io.jmaui.bridge.runtime;

import java.io.IOException;

/** The per-user runtime directory is not safe to use: not ours, a link, or open to others. */
public final class UnsafeDirectoryException extends IOException {

    private static final long serialVersionUID = 1L;

    public UnsafeDirectoryException(String message) {
        super(message);
    }
}
