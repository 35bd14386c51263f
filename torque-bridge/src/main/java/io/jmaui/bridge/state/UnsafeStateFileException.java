package io.jmaui.bridge.state;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A state file or directory the daemon will not use because another user could have planted or
 * changed it: a symbolic link, a foreign owner, a directory others may write. Says which path,
 * what is wrong and, where there is one, the command that fixes it.
 */
public final class UnsafeStateFileException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient Path path;

    UnsafeStateFileException(Path path, String problem) {
        super(path + ": " + problem);
        this.path = path;
    }

    public Path path() {
        return path;
    }
}
