package io.jmaui.bridge.launch;

import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.log.MauiLogging;
import io.jmaui.bridge.metrics.MetricsServer;
import io.jmaui.bridge.metrics.SchedulerMetrics;
import io.jmaui.bridge.runtime.RuntimeSocket;
import io.jmaui.bridge.state.StateRefusedException;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.codec.DecoderWarmup;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One run of the daemon once maui.cfg and the options are good: the log, the scheduling loop,
 * the command listeners, SIGHUP and SIGTERM. Failures to start are one line on stderr and exit 3.
 */
final class DaemonRun {

    static final int CANNOT_START = 3;
    private static final Logger LOG = LoggerFactory.getLogger("maui");

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
        warmDecoder();
        try {
            RuntimeSocket.prepare(socket, env);
        } catch (IOException e) {
            err.println("maui: cannot use the socket " + socket + ": " + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        if (RuntimeSocket.live(socket)) {
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
        Daemon d;
        try {
            d = Daemon.start(cfg, settings, auth, Daemon.MAUI, () -> System.currentTimeMillis() / 1000,
                    Attachments.standard(cfg, settings));
        } catch (StateRefusedException e) {
            err.println("maui: not starting: " + e.getMessage());
            return CANNOT_START;
        } catch (Exception e) { // Netty rethrows a failed bind's BindException undeclared
            err.println("maui: " + StartupProblem.describe(e, settings));
            return CANNOT_START;
        }
        d.loop().onSettings((before, after) -> followLog(foreground, before, after));
        // LOGFACILITY follows the config in force, from the next iteration on (toFile resets the filters)
        io.jmaui.bridge.log.LogFacilities.apply(cfg.get(io.jmaui.scheduler.config.Parameters.LOGFACILITY));
        d.loop().watch(r -> io.jmaui.bridge.log.LogFacilities.apply(
                d.loop().config().get(io.jmaui.scheduler.config.Parameters.LOGFACILITY)));
        CommandServer commands;
        CommandService service = new CommandService(d.loop(), ConfigSource.file(file), ZoneId.systemDefault(),
                () -> System.exit(0));
        try {
            commands = CommandServer.start(service,
                    CommandServerSettings.of(d.loop(), file.toAbsolutePath().getParent(), socket));
        } catch (IOException e) {
            d.close();
            err.println("maui: cannot listen for commands: " + StartupProblem.describe(e, cfg.get(Parameters.SERVERPORT)));
            return CANNOT_START;
        }
        MetricsServer metrics;
        try {
            metrics = metrics(d, service);
        } catch (IOException e) {
            commands.close();
            d.close();
            int port = cfg.get(Parameters.METRICSPORT);
            err.println("maui: cannot serve metrics on METRICSPORT " + port + ": "
                    + StartupProblem.describe(e, port));
            return CANNOT_START;
        }
        Signals.onHangup(() -> service.reconfigurer().reload("SIGHUP").whenComplete((view, failure) -> {
            if (failure != null) {
                LOG.error("event=sighup_reconfig_failed reason=\"{}\"", failure.getMessage());
            }
        }));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (metrics != null) {
                metrics.close();
            }
            commands.close();
            d.close();
            stopped.countDown();
        }, "maui-shutdown"));
        stopped.await();
        return 0;
    }

    /** The metrics endpoint when METRICSPORT is set, fed by the loop and the command service; else null. */
    private MetricsServer metrics(Daemon d, CommandService service) throws IOException {
        int port = cfg.get(Parameters.METRICSPORT);
        if (port == 0) {
            return null;
        }
        SchedulerMetrics m = new SchedulerMetrics();
        MetricsServer server = MetricsServer.start(m, port);
        d.loop().watch(m::record);
        service.observe(m::command);
        LOG.info("event=metrics_listening port={}", server.port());
        return server;
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
        Thread t = new Thread(DecoderWarmup::run, "decoder-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }
}
