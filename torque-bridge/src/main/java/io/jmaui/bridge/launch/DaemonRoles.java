package io.jmaui.bridge.launch;

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
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
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
 * {@link Daemon} fenced by the lease, the command listeners and SIGHUP. Standby: its own socket
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
        Thread warm = new Thread(this::warmUp, "maui-warm-up");
        warm.setDaemon(true);
        warm.setPriority(Thread.MIN_PRIORITY);
        warm.start();
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
                leadership, takeover);
        onActive.accept(d);
        CommandService service = new CommandService(d.loop(), ConfigSource.file(file), ZoneId.systemDefault(), kill);
        Commands commands;
        try {
            commands = new Commands(service, CommandServerSettings.of(d.loop(), home(), socket), takeover);
        } catch (IOException e) {
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
            commands.close();
            d.close();
        };
    }

    private Path home() {
        return file.toAbsolutePath().getParent();
    }

    /**
     * The active's command listeners. A takeover from a former active that may still be paused on
     * this host, holding SERVERPORT, retries them every second while the daemon schedules; a
     * fresh start fails at once, with the reason.
     */
    private static final class Commands implements AutoCloseable {
        private final CommandService service;
        private final CommandServerSettings settings;
        private EverySecond retry;
        private CommandServer server;
        private boolean closed;

        Commands(CommandService service, CommandServerSettings settings, boolean retryInBackground) throws IOException {
            this.service = service;
            this.settings = settings;
            try {
                server = CommandServer.start(service, settings);
            } catch (IOException e) {
                if (!retryInBackground) {
                    throw e;
                }
                LOG.warn("event=commands_bind_failed reason=\"{}\" text=\"retrying every second\"", e.getMessage());
                retry = EverySecond.until("maui-commands-bind", this::tryStart);
            }
        }

        /** True when listening (or closed): no more attempts. */
        private synchronized boolean tryStart() {
            if (closed || server != null) {
                return true;
            }
            try {
                server = CommandServer.start(service, settings);
                return true;
            } catch (IOException stillBusy) {
                return false; // warned once
            }
        }

        @Override
        public synchronized void close() {
            closed = true;
            if (retry != null) {
                retry.close();
            }
            if (server != null) {
                server.close();
            }
        }
    }
}
