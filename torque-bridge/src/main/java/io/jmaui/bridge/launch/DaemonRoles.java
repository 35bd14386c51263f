package io.jmaui.bridge.launch;

import io.jmaui.bridge.daemon.DaemonThreads;
import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.command.StandbyAnswers;
import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.daemon.EverySecond;
import io.jmaui.bridge.leader.ActiveStandby;
import io.jmaui.bridge.leader.Lease;
import io.jmaui.bridge.leader.Leadership;
import io.jmaui.bridge.metrics.MetricsServer;
import io.jmaui.bridge.metrics.SchedulerMetrics;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.model.Snapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the {@code maui} process runs in each role of {@link ActiveStandby}. Active: the
 * {@link Daemon} fenced by the lease, the command listeners, the metrics endpoint (METRICSPORT)
 * and SIGHUP. Standby: its own socket
 * beside the active's ({@code maui-standby.sock}) answering that it is the standby and who is
 * active; it binds nothing the active holds.
 */
final class DaemonRoles implements ActiveStandby.Roles {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private final Path file;
    private final MauiConfig config;
    private final DaemonSettings settings;
    private final AuthMode auth;
    private final Path socket;
    private final Runnable kill;
    private final Consumer<Daemon> onActive;

    /**
     * @param kill     stops the process (schedctl -k): the shutdown hook closes the role and releases the lease
     * @param onActive wires what follows a started daemon (the log following its settings)
     */
    DaemonRoles(Path file, MauiConfig config, DaemonSettings settings, AuthMode auth, Path socket, Runnable kill,
                Consumer<Daemon> onActive) {
        this.file = file;
        this.config = config;
        this.settings = settings;
        this.auth = auth;
        this.socket = socket;
        this.kill = kill;
        this.onActive = onActive;
    }

    @Override
    public AutoCloseable standby(Leadership leadership) {
        DaemonThreads.background("maui-warm-up", this::warmUp);
        Path standbySocket = CommandServerSettings.standbySocket(socket);
        try {
            return CommandServer.start(new StandbyAnswers(() -> standbyText(leadership), config, kill),
                    new CommandServerSettings(standbySocket, null, 0, home(), io.jmaui.bridge.command.PasswdDirectory.system(),
                            config::client, io.jmaui.bridge.command.CommandLimits.defaults()));
        } catch (IOException e) {
            LOG.warn("event=standby_socket_failed socket={} reason=\"{}\" text=\"commands cannot reach this standby\"",
                    standbySocket, e.getMessage());
            return () -> { };
        }
    }

    /**
     * A warm standby: reads the checkpoint (read only) and runs the core once on an empty cluster,
     * so that the classes a takeover needs are loaded before it and the first iteration after a
     * takeover is not also the JVM's first.
     */
    private void warmUp() {
        try {
            new CheckpointStore(settings.checkpointFile()).read();
            Daemon.MAUI.iterate(config, Snapshot.of(List.of(), List.of()), System.currentTimeMillis() / 1000,
                    CarryOver.NONE);
        } catch (RuntimeException e) {
            LOG.debug("event=warm_up_failed reason=\"{}\"", e.toString());
        }
    }

    /** What the standby answers every command with. */
    static String standbyText(Leadership leadership) {
        long now = System.currentTimeMillis();
        Optional<Lease> active = leadership.lastSeen().filter(l -> !l.released());
        return "maui on " + leadership.self() + " is the standby; " + active.map(l -> "the active scheduler is "
                + l.describe(now) + ": run the command there").orElse("no daemon holds the lease yet: this one takes "
                + "over within " + leadership.timing().checkEvery().toMillis() + " ms");
    }

    @Override
    public AutoCloseable active(Leadership leadership, Leadership.Acquired acquired) throws Exception {
        boolean takeover = acquired.previous().filter(l -> !l.released()).isPresent();
        Daemon d = Daemon.start(config, settings, auth, Daemon.MAUI, () -> System.currentTimeMillis() / 1000,
                Attachments.standard(config, settings), leadership, takeover);
        onActive.accept(d);
        CommandService service = new CommandService(d.loop(), ConfigSource.file(file), ZoneId.systemDefault(), kill);
        List<Listening> listening = new java.util.ArrayList<>();
        try {
            listening.add(new Listening("cannot listen for commands", config.get(Parameters.SERVERPORT),
                    () -> CommandServer.start(service, CommandServerSettings.of(d.loop(), home(), socket)), takeover));
            int metricsPort = config.get(Parameters.METRICSPORT);
            if (metricsPort != 0) {
                SchedulerMetrics metrics = new SchedulerMetrics();
                d.loop().watch(metrics::record);
                service.observe(metrics::command);
                listening.add(new Listening("cannot serve metrics on METRICSPORT " + metricsPort, metricsPort,
                        () -> MetricsServer.start(metrics, metricsPort), takeover));
            }
        } catch (IOException e) {
            listening.forEach(Listening::close);
            d.close();
            throw e;
        }
        Signals.onHangup(() -> service.reconfigurer().reload("SIGHUP").whenComplete((view, failure) -> {
            if (failure != null) {
                LOG.error("event=sighup_reconfig_failed reason=\"{}\"", failure.getMessage());
            }
        }));
        return () -> {
            Signals.onHangup(() -> LOG.info("event=sighup_ignored text=\"the standby has no configuration to apply\""));
            listening.forEach(Listening::close);
            d.close();
        };
    }

    private Path home() {
        return file.toAbsolutePath().getParent();
    }

    /** Something the active listens on: the command listeners, the metrics endpoint. */
    @FunctionalInterface
    private interface Listen {
        AutoCloseable start() throws IOException;
    }

    /**
     * One of the active's listeners. A takeover from a former active that may still be paused on
     * this host, holding SERVERPORT or METRICSPORT, retries it every second while the daemon
     * schedules; a fresh start fails at once, with the reason.
     */
    private static final class Listening {
        private final Listen listen;
        private EverySecond retry;
        private AutoCloseable server;
        private boolean closed;

        Listening(String what, int port, Listen listen, boolean retryInBackground) throws IOException {
            this.listen = listen;
            try {
                server = listen.start();
            } catch (IOException e) {
                if (!retryInBackground) {
                    throw new ListenException(what, port, e);
                }
                LOG.warn("event=bind_failed port={} reason=\"{}: {}\" text=\"retrying every second\"", port, what,
                        e.getMessage());
                retry = EverySecond.until("maui-bind-" + port, this::tryStart);
            }
        }

        /** True when listening (or closed): no more attempts. */
        private synchronized boolean tryStart() {
            if (closed || server != null) {
                return true;
            }
            try {
                server = listen.start();
                return true;
            } catch (IOException stillBusy) {
                return false; // warned once
            }
        }

        synchronized void close() {
            closed = true;
            if (retry != null) {
                retry.close();
            }
            if (server != null) {
                try {
                    server.close();
                } catch (Exception e) {
                    LOG.warn("event=close_failed reason=\"{}\"", e.toString());
                }
            }
        }
    }
}
