package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A JVM the launcher did not start recording for a dump (no {@code -XX:+RecordDynamicDumpInfo},
 * as in this test's JVM) writes no archive and leaves no partial file: the daemon runs on without
 * one. That a first start writes one and the next maps it is TarballDaemonIT's.
 */
class ClassArchiveTest {

    @TempDir
    Path dir;

    @Test
    void aJvmNotRecordingForADumpWritesNothingAndLeavesNothing() throws Exception {
        assertFalse(ClassArchive.write(dir.resolve("maui-daemon-1.jsa")));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }
}
