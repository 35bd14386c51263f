package io.jmaui.bridge.daemon;

import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.command.ConfigSource;
import io.jmaui.bridge.command.PasswdDirectory;
import io.jmaui.bridge.command.StandbyAnswers;
import io.jmaui.bridge.leader.ActiveStandby;
import io.jmaui.bridge.leader.Lease;
import io.jmaui.bridge.leader.Leadership;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the {@code maui} process runs in each role of {@link ActiveStandby}. Active: the
 * {@link Daemon} fenced by the lease and the command listeners (Unix socket, TLS). Standby: only
 * its own socket ({@code maui-standby.sock}) answering that it is the standby and who is active;
 * it binds nothing the active holds.
 */
final class DaemonRoles implements ActiveStandby.Roles {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private final MauiConfig config;
    private final DaemonSettings settings;
    private final AuthMode auth;
    private final Path configFile;
    private final Path home;
    private final Runnable kill;

    /**
     * @param kill stops the process (schedctl -k): the shutdown hook closes the roles and releases the lease
     */
    DaemonRoles(MauiConfig config, DaemonSettings settings, AuthMode auth, Path configFile, Runnable kill) {
        this.config = config;
        this.settings = settings;
        this.auth = auth;
        this.configFile = configFile;
        this.home = configFile.toAbsolutePath().getParent();
        this.kill = kill;
    }

    @Override
    public AutoCloseable standby(Leadership leadership) {
        Thread warm = new Thread(this::warmUp, "maui-warm-up");
        warm.setDaemon(true);
        warm.setPriority(Thread.MIN_PRIORITY);
        warm.start();
        Path socket = CommandServerSettings.standbySocket(home.resolve("maui.sock"));
        try {
            CommandServer s = CommandServer.start(new StandbyAnswers(() -> standbyText(leadership), config, kill),
                    new CommandServerSettings(socket, null, 0, home, PasswdDirectory.system(), user -> Optional.empty()));
            return s;
        } catch (IOException e) {
            LOG.warn("event=standby_socket_failed socket={} reason=\"{}\" text=\"commands cannot reach this standby\"",
                    socket, e.getMessage());
            return () -> { };
        }
    }

    /**
     * A warm standby: reads the checkpoint (read only) and runs the core once on an empty cluster,
     * so that the classes and code a takeover needs are loaded before it is needed and the first
     * iteration after a takeover is not also the JVM's first.
     */
    private void warmUp() {
        try {
            new io.jmaui.bridge.state.CheckpointStore(settings.checkpointFile()).read();
            Daemon.MAUI.iterate(config, io.jmaui.scheduler.model.Snapshot.of(java.util.List.of(), java.util.List.of()),
                    System.currentTimeMillis() / 1000, io.jmaui.scheduler.iteration.CarryOver.NONE);
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
    public AutoCloseable active(Leadership leadership) {
        Daemon d = Daemon.start(config, settings, auth, Daemon.MAUI, () -> System.currentTimeMillis() / 1000,
                leadership);
        Commands commands = new Commands(d);
        return () -> {
            commands.close();
            d.close();
        };
    }

    /**
     * The active's command listeners. They bind at once unless a paused former active on this host
     * still holds SERVERPORT; then they are retried every second, and the daemon schedules meanwhile.
     */
    private final class Commands implements AutoCloseable {
        private final AtomicReference<CommandServer> server = new AtomicReference<>();
        private final ScheduledExecutorService retry;
        private final Daemon daemon;
        private boolean warned;
        private boolean closed;

        Commands(Daemon daemon) {
            this.daemon = daemon;
            if (tryStart()) {
                retry = null;
                return;
            }
            retry = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "maui-commands-bind");
                t.setDaemon(true);
                return t;
            });
            retry.scheduleWithFixedDelay(() -> {
                if (tryStart()) {
                    retry.shutdown();
                }
            }, 1, 1, TimeUnit.SECONDS);
        }

        private synchronized boolean tryStart() {
            if (closed) {
                return true;
            }
            try {
                server.set(CommandServer.start(new CommandService(daemon.loop(), ConfigSource.file(configFile),
                        ZoneId.systemDefault(), kill), CommandServerSettings.of(daemon.loop(), home)));
                return true;
            } catch (IOException e) {
                if (!warned) {
                    LOG.warn("event=commands_bind_failed reason=\"{}\" text=\"retrying every second\"", e.getMessage());
                    warned = true;
                }
                return false;
            }
        }

        @Override
        public synchronized void close() {
            closed = true;
            if (retry != null) {
                retry.shutdownNow();
            }
            CommandServer s = server.get();
            if (s != null) {
                s.close();
            }
        }
    }
}
