package io.jmaui.bridge.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

class MauiLoggingTest {

    @TempDir
    Path dir;

    @Test
    void logfileRollsAtMaxSizeAndKeepsRollDepthOldFiles() throws IOException {
        Path log = dir.resolve("maui.log");
        MauiLogging.toFile(log, 0, 2048, 2);
        org.slf4j.Logger l = LoggerFactory.getLogger("maui.decisions");
        for (int i = 0; i < 400; i++) {
            l.info("event=start job={}.srv hosts=node001:ppn=4 backfill=false", i);
        }
        assertTrue(Files.exists(log));
        assertTrue(Files.exists(dir.resolve("maui.log.1")));
        assertTrue(Files.exists(dir.resolve("maui.log.2")));
        assertFalse(Files.exists(dir.resolve("maui.log.3")), "LOGFILEROLLDEPTH 2 keeps two old files");
        assertTrue(Files.readString(log).contains("event=start job=399.srv"));
        for (Path p : new Path[] {log, dir.resolve("maui.log.1"), dir.resolve("maui.log.2")}) {
            assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(p)), p.toString());
        }
    }

    @Test
    void aLogPlantedAsASymbolicLinkIsRefusedNotFollowed() throws IOException {
        Path target = Files.writeString(dir.resolve("passwd"), "root:x:0:0\n");
        Path log = Files.createSymbolicLink(dir.resolve("maui.log"), target);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> MauiLogging.toFile(log, 0, 2048, 2));
        assertEquals("cannot write the log " + log + ": " + log
                + " is a symbolic link; the log is never written through links (remove it)", e.getMessage());
        assertEquals("root:x:0:0\n", Files.readString(target));
    }

    @Test
    void loglevelMapsToVerbosity() {
        assertEquals(Level.INFO, MauiLogging.level(0));
        assertEquals(Level.DEBUG, MauiLogging.level(3));
        assertEquals(Level.TRACE, MauiLogging.level(9));
    }
}
