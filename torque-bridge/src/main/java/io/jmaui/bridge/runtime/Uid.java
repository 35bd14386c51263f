package io.jmaui.bridge.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The process's own uid: the owner of {@code /proc/self}, which Linux gives the process's uid. */
final class Uid {

    private Uid() {
    }

    static int current() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalStateException("cannot tell this process's uid from /proc/self: " + e.getMessage(), e);
        }
    }
}
