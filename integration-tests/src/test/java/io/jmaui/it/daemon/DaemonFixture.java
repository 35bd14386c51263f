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
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The daemon end-to-end tests' shared set-up, registered with {@code @RegisterExtension}: one
 * manual clock, the emulated pbs_server "emu" with queue batch, and daemons started from maui.cfg
 * lines on it; after each test every daemon it started is closed, then the server.
 */
final class DaemonFixture implements AfterEachCallback {

    final ManualClock clock = new ManualClock(1_800_000_000L);
    /** Daemons and servers this fixture handed out, closed newest first. */
    private final Deque<AutoCloseable> open = new ArrayDeque<>();

    /** A pbs_server with queue "batch" at priority 0 and no nodes yet; the test adds nodes and starts it. */
    EmulatedPbsServer server() {
        EmulatedPbsServer server = new EmulatedPbsServer("emu", clock).queue("batch", 0);
        open.push(server);
        return server;
    }

    /**
     * A daemon with state in {@code dir} scheduling the pbs_server on {@code rmPort} from
     * {@code cfgLines}; RMPOLLINTERVAL is an hour so that only the test makes it iterate (its first
     * iteration is queued by the start).
     */
    Daemon start(Path dir, int rmPort, String... cfgLines) {
        return launch(dir, rmPort, false, cfgLines);
    }

    /** {@link #start}, with the standard attachments (allocation manager, FEEDBACKPROGRAM, ...). */
    Daemon startAttached(Path dir, int rmPort, String... cfgLines) {
        return launch(dir, rmPort, true, cfgLines);
    }

    private Daemon launch(Path dir, int rmPort, boolean attached, String... cfgLines) {
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", String.join("\n", cfgLines) + "\nRMPOLLINTERVAL 1:00:00\n");
        DaemonSettings settings = DaemonSettings.of(cfg, dir).withRm("127.0.0.1", rmPort).withSchedulerPort(0)
                .withUnprivilegedPokes();
        Daemon daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now,
                attached ? Attachments.standard(cfg, settings) : List.of());
        open.push(daemon);
        return daemon;
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        while (!open.isEmpty()) {
            open.pop().close();
        }
    }
}
