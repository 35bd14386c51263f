package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** changeparam LOGLEVEL reaches the log at once, in the foreground as in LOGFILE. */
class LogFollowTest {

    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Level was = root.getLevel();

    @AfterEach
    void restore() {
        root.setLevel(was);
    }

    @Test
    void loglevelChangesTheRootLevel() {
        DaemonSettings quiet = DaemonSettings.of(MauiConfigParser.parse("maui.cfg", "LOGLEVEL 0\n"), Path.of("/tmp"));
        DaemonSettings chatty = quiet.reread(MauiConfigParser.parse("maui.cfg", "LOGLEVEL 7\n"));
        DaemonRun.followLog(true, quiet, chatty);
        assertEquals(Level.TRACE, root.getLevel());
        DaemonRun.followLog(true, chatty, quiet);
        assertEquals(Level.INFO, root.getLevel());
    }
}
