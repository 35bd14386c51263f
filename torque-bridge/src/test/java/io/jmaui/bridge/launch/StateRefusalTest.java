package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon does not start empty over a checkpoint it cannot read: it says which files, what is
 * wrong, what would be lost and how to go on; {@code --discard-state} goes on.
 */
class StateRefusalTest {

    @TempDir
    Path home;

    private int run(StringWriter err, String... extra) throws Exception {
        Path cfg = Files.writeString(home.resolve("maui.cfg"), "RMCFG[t] TYPE=PBS HOST=127.0.0.1 PORT=1\n"
                + "RMCFG[t] EPORT=0\n");
        String[] args = new String[3 + extra.length];
        args[0] = "--foreground";
        args[1] = "--config";
        args[2] = cfg.toString();
        System.arraycopy(extra, 0, args, 3, extra.length);
        return MauiDaemon.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true),
                java.util.Map.of("XDG_RUNTIME_DIR", home.toString())).execute(args);
    }

    @Test
    void bothCheckpointCopiesUnreadableStopTheStartWithWhatWouldBeLost() throws Exception {
        Files.writeString(home.resolve("maui.ck"), "{\"version\": 1, \"adminReserv");
        Files.writeString(home.resolve("maui.ck.1"), "");
        StringWriter err = new StringWriter();
        assertEquals(DaemonRun.CANNOT_START, run(err));
        String e = err.toString();
        assertTrue(e.startsWith("maui: not starting: checkpoint " + home.resolve("maui.ck") + " cannot be used"
                + " (unreadable: line 1, column "), e);
        assertTrue(e.contains("Starting without it would lose what it holds: admin reservations (setres), holds and"
                + " deferrals of failed starts, setspri priorities, starts in flight"), e);
        assertTrue(e.contains("start with --discard-state to start afresh"), e);
        assertEquals("{\"version\": 1, \"adminReserv", Files.readString(home.resolve("maui.ck")), "left as it was");
    }
}
