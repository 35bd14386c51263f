package io.jmaui.pbs.client;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the TORQUE 6.1.3.h5 golden captures in {@code shared/torque-captures} (their README says
 * what each one is). The directory comes from the system property {@code jmaui.shared.dir}, which
 * the parent pom sets for surefire.
 */
public final class CaptureFiles {

    private CaptureFiles() {
    }

    /** The captures directory. */
    public static Path dir() {
        String shared = System.getProperty("jmaui.shared.dir", "../shared");
        Path dir = Path.of(shared, "torque-captures");
        if (!Files.isDirectory(dir)) {
            dir = Path.of("..", "..", "shared", "torque-captures");
        }
        return dir;
    }

    /** The raw bytes of one capture, e.g. {@code "19_qrun_H_badnode__039_client_s2c.bin"}. */
    public static byte[] bytes(String name) {
        Path file = dir().resolve(name);
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("capture " + file + ": cannot read", e);
        }
    }
}
