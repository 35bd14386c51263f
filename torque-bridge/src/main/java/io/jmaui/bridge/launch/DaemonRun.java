package io.jmaui.bridge.launch;

import io.jmaui.bridge.daemon.DaemonThreads;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.leader.ActiveStandby;
import io.jmaui.bridge.leader.Leadership;
import io.jmaui.bridge.leader.LeaseTiming;
import io.jmaui.bridge.log.MauiLogging;
import io.jmaui.bridge.runtime.RuntimeSocket;
import io.jmaui.bridge.state.StateRefusedException;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.codec.DecoderWarmup;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.warmup.CoreWarmup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;

/**
 * One run of the daemon once maui.cfg and the options are good: the log, the lease (standby until
 * this daemon holds it, see {@link ActiveStandby}), the scheduling loop, the command listeners,
 * SIGHUP and SIGTERM. Failures to start are one line on stderr and exit 3.
 */
final class DaemonRun {

    static final int CANNOT_START = 3;

    private final Path file;
    private final MauiConfig cfg;
    private final DaemonSettings settings;
    private final AuthMode auth;
    private final Path socket;
    private final Map<String, String> env;
    private final boolean foreground;
    private final PrintWriter err;

    DaemonRun(Path file, MauiConfig cfg, DaemonSettings settings, AuthMode auth, Path socket, Map<String, String> env,
              boolean foreground, PrintWriter err) {
        this.file = file;
        this.cfg = cfg;
        this.settings = settings;
        this.auth = auth;
        this.socket = socket;
        this.env = env;
        this.foreground = foreground;
        this.err = err;
    }

    int run() throws InterruptedException {
        try {
            RuntimeSocket.prepare(socket, env);
        } catch (IOException e) {
            err.println("maui: cannot use the socket " + socket + ": " + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        Leadership leadership;
        try {
            leadership = Leadership.open(settings.checkpointFile(), LeaseTiming.forPollInterval(settings.pollInterval()));
        } catch (IOException | RuntimeException e) {
            err.println("maui: cannot use the lease beside the checkpoint " + settings.checkpointFile() + ": "
                    + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        if (RuntimeSocket.live(socket) && !heldByAnother(leadership)) {
            // a daemon answers on the socket but holds no lease on this checkpoint: another scheduler
            err.println("maui: another maui is already running on " + socket
                    + " (stop it with 'schedctl -k', or give this one --socket)");
            return CANNOT_START;
        }
        if (foreground) {
            MauiLogging.applyLevel(settings.logLevel());
        } else {
            try {
                MauiLogging.toFile(settings.logFile(), settings.logLevel(), settings.logFileMaxSize(),
                        settings.logFileRollDepth());
            } catch (IllegalStateException e) {
                err.println("maui: " + e.getMessage());
                return ConfigCheck.ERRORS;
            }
            err.println("maui: logging to " + settings.logFile() + " (--foreground logs to the terminal)");
        }
        warmDecoder(); // once the log is set up: Netty's first use initializes slf4j, which must not race with that
        warmCore(cfg);
        io.jmaui.bridge.daemon.Daemon.warmMapping(cfg, settings);
        // standby until this daemon holds the lease, then active; a second daemon with this maui.cfg waits
        // LOGFACILITY follows the config in force, from the next iteration on (toFile resets the filters)
        io.jmaui.bridge.log.LogFacilities.apply(cfg.get(io.jmaui.scheduler.config.Parameters.LOGFACILITY));
        ActiveStandby ha = new ActiveStandby(leadership, new DaemonRoles(file, cfg, settings, auth, socket,
                () -> System.exit(0), d -> {
                    d.loop().onSettings((before, after) -> followLog(foreground, before, after));
                    io.jmaui.bridge.daemon.ClassArchive.afterFirstIteration(d.loop());
                    d.loop().watch(r -> io.jmaui.bridge.log.LogFacilities.apply(
                            d.loop().config().get(io.jmaui.scheduler.config.Parameters.LOGFACILITY)));
                }));
        Runtime.getRuntime().addShutdownHook(new Thread(ha::close, "maui-shutdown"));
        try {
            ha.run();
        } catch (StateRefusedException e) {
            err.println("maui: not starting: " + e.getMessage());
            return CANNOT_START;
        } catch (ListenException e) {
            err.println("maui: " + e.describe());
            return CANNOT_START;
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) { // Netty rethrows a failed bind's BindException undeclared
            err.println("maui: " + StartupProblem.describe(e, settings));
            return CANNOT_START;
        }
        return 0;
    }

    private static boolean heldByAnother(Leadership leadership) {
        try {
            return leadership.heldByAnother();
        } catch (IOException e) {
            return false;
        }
    }

    /** The log follows LOGFILE, LOGDIR, LOGFILEMAXSIZE, LOGFILEROLLDEPTH and LOGLEVEL. */
    static void followLog(boolean foreground, DaemonSettings before, DaemonSettings after) {
        boolean moved = !before.logFile().equals(after.logFile()) || before.logFileMaxSize() != after.logFileMaxSize()
                || before.logFileRollDepth() != after.logFileRollDepth();
        if (moved && !foreground) {
            MauiLogging.toFile(after.logFile(), after.logLevel(), after.logFileMaxSize(), after.logFileRollDepth());
        } else if (before.logLevel() != after.logLevel()) {
            MauiLogging.applyLevel(after.logLevel());
        }
    }

    /**
     * Has the status-reply decoder compiled while the daemon starts ({@link DecoderWarmup}), on a
     * thread of its own that nothing waits for: a fresh JVM would decode the first poll's replies
     * interpreted, several times slower (pbs-protocol's {@code StatusJobDecodeCold} measures both).
     */
    static void warmDecoder() {
        DaemonThreads.background("decoder-warmup", DecoderWarmup::run);
    }

    /**
     * Has the core compiled while the daemon starts ({@link CoreWarmup}: a few iterations under
     * this maui.cfg on a made-up cluster, about 1.5 s of one core), on a thread of its own that
     * nothing waits for: a fresh JVM runs its first iterations of a large queue interpreted and
     * then half-compiled, two to four times slower than warm. The core is pure, so running it here
     * beside the loop's first iteration shares nothing with it.
     */
    static void warmCore(MauiConfig config) {
        DaemonThreads.background("core-warmup", () -> CoreWarmup.run(config));
    }
}
