package io.jmaui.bridge.log;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.RollingFileAppender;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * LOGFILE as the daemon's other state files are kept: created mode {@value #MODE} (the log names
 * users, jobs and reservations non-admins may not see), never written through a symbolic link.
 * Logback opens the file at start and again after each roll; each time the file is made here
 * first, so the process umask never decides who may read it.
 */
final class PrivateLogAppender extends RollingFileAppender<ILoggingEvent> {

    /** Owner reads and writes, the owner's group (an admin group) reads. */
    static final String MODE = "rw-r-----";

    @Override
    public void openFile(String fileName) throws IOException {
        Path p = Path.of(fileName);
        if (Files.isSymbolicLink(p)) {
            throw new IOException(p + " is a symbolic link; the log is never written through links (remove it)");
        }
        Set<PosixFilePermission> mode = PosixFilePermissions.fromString(MODE);
        try {
            Files.createDirectories(p.toAbsolutePath().getParent());
            Files.createFile(p, PosixFilePermissions.asFileAttribute(mode));
        } catch (FileAlreadyExistsException existing) {
            narrow(p, mode);
        } catch (UnsupportedOperationException notPosix) {
            // the file system has no modes: logback creates the file as it would
        }
        super.openFile(fileName);
    }

    /** An existing log (from before, or the umask's) loses what the mode does not grant. */
    private static void narrow(Path p, Set<PosixFilePermission> mode) throws IOException {
        try {
            Set<PosixFilePermission> now = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
            if (!mode.containsAll(now)) {
                now.retainAll(mode);
                Files.setPosixFilePermissions(p, now);
            }
        } catch (UnsupportedOperationException notPosix) {
            // nothing to narrow
        }
    }
}
