package io.jmaui.it.daemon;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.launch.Attachments;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.ManualClock;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon end-to-end tests' shared set-up: a home directory, one manual clock, the emulated
 * pbs_server "emu" with queue batch, and daemons started from maui.cfg lines on it. After each
 * test every daemon started here is closed, newest first, then the server.
 */
abstract class DaemonEndToEnd {

    @TempDir
    Path home;

    final ManualClock clock = new ManualClock(1_800_000_000L);
    /** The test's pbs_server, from {@link #newServer()}. */
    EmulatedPbsServer server;
    /** The daemon the test is driving now (a restart replaces it; the old one is still closed after the test). */
    Daemon daemon;
    private final Deque<AutoCloseable> open = new ArrayDeque<>();

    /** A pbs_server with queue "batch" at priority 0 and no nodes yet; the test adds nodes and starts it. */
    EmulatedPbsServer newServer() {
        EmulatedPbsServer created = new EmulatedPbsServer("emu", clock).queue("batch", 0);
        open.push(created);
        return created;
    }

    /**
     * A daemon with state in {@code dir} scheduling the pbs_server on {@code rmPort} from
     * {@code cfgLines}; RMPOLLINTERVAL is an hour so that only the test makes it iterate (its first
     * iteration is queued by the start), and so is JOBAGGREGATIONTIME unless a line sets it: the
     * iteration a preemption or an admin command pokes would otherwise run on the loop's thread
     * while the test reads what the one it asked for did (whichever came first under load).
     */
    Daemon daemonIn(Path dir, int rmPort, String... cfgLines) {
        return launch(dir, rmPort, false, cfgLines);
    }

    /** {@link #daemonIn}, with the standard attachments (allocation manager, FEEDBACKPROGRAM, ...). */
    Daemon attachedDaemonIn(Path dir, int rmPort, String... cfgLines) {
        return launch(dir, rmPort, true, cfgLines);
    }

    private Daemon launch(Path dir, int rmPort, boolean attached, String... cfgLines) {
        boolean aggregation = java.util.Arrays.stream(cfgLines).anyMatch(l -> l.startsWith("JOBAGGREGATIONTIME"));
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", String.join("\n", cfgLines) + "\nRMPOLLINTERVAL 1:00:00\n"
                + (aggregation ? "" : "JOBAGGREGATIONTIME 1:00:00\n"));
        DaemonSettings settings = DaemonSettings.of(cfg, dir).withRm("127.0.0.1", rmPort).withSchedulerPort(0)
                .withUnprivilegedPokes();
        Daemon started = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now,
                attached ? Attachments.standard(cfg, settings) : List.of());
        open.push(started);
        return started;
    }

    @AfterEach
    void closeDaemonsThenServer() throws Exception {
        while (!open.isEmpty()) {
            open.pop().close();
        }
    }
}
