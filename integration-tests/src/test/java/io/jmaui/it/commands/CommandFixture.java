package io.jmaui.it.commands;

import io.jmaui.bridge.cli.CliContext;
import io.jmaui.bridge.cli.MauiCommands;
import io.jmaui.bridge.command.CommandLimits;
import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.ManualClock;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A daemon on the emulated pbs_server with its command server, and a way to run a Maui command
 * as a named user over the real Unix socket: the uid-to-name mapping is swapped for one that
 * answers whoever the test is acting as.
 */
final class CommandFixture implements AutoCloseable {

    static final String ADMINS = "ADMIN1 root admin\nADMIN2 operator\nADMIN3 helpdesk\n";

    final ManualClock clock = new ManualClock(1_800_000_000L);
    final EmulatedPbsServer server;
    final Path home;
    final AtomicReference<String> actingAs = new AtomicReference<>("admin");
    final AtomicInteger kills = new AtomicInteger();
    Daemon daemon;
    CommandServer commands;
    CommandService service;
    /** Listen for pokes where RMCFG EPORT says (a test of moving it) instead of on any free port. */
    boolean schedulerPortFromConfig;
    /** The command server's caps and deadlines; tests of them set small ones before {@link #start}. */
    CommandLimits limits = CommandLimits.defaults();

    /** Users' primary groups as the daemon's GroupDirectory answers them (showbf without -g). */
    final Map<String, String> groups = new java.util.concurrent.ConcurrentHashMap<>();

    /** Exit code, stdout and stderr of one command run. */
    record Run(int exit, String out, String err) {
    }

    CommandFixture(Path home) {
        this.home = home;
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).queue("express", 100);
        for (int i = 1; i <= 4; i++) {
            server.node(String.format("node%03d", i), 4);
        }
        server.start(0);
    }

    CommandFixture start(String... cfgLines) throws Exception {
        return startWithPrivate(null, cfgLines);
    }

    /**
     * Starts with {@code privateText} as maui-private.cfg (CLIENTCFG keys), or none when null. Both
     * are files in {@link #cfgFile()}'s directory (not {@code home}, where clients given
     * {@code --config home/maui.cfg} look for keys), read as the daemon reads them, so a test can
     * edit maui.cfg and reload it; pbs_server is named by RMCFG, so changing RMCFG moves the daemon.
     */
    CommandFixture startWithPrivate(String privateText, String... cfgLines) throws Exception {
        String text = ADMINS + "RMPOLLINTERVAL 1:00:00\nRMCFG[torque] TYPE=PBS HOST=127.0.0.1 PORT=" + server.port()
                + "\n" + String.join("\n", cfgLines) + "\n";
        java.nio.file.Files.createDirectories(cfgFile().getParent());
        java.nio.file.Files.writeString(cfgFile(), text);
        if (privateText != null) {
            java.nio.file.Files.writeString(cfgFile().resolveSibling("maui-private.cfg"), privateText);
        }
        ConfigSource source = ConfigSource.file(cfgFile());
        MauiConfig cfg = source.parse(List.of());
        DaemonSettings settings = DaemonSettings.of(cfg, home).withUnprivilegedPokes();
        if (!schedulerPortFromConfig) {
            settings = settings.withSchedulerPort(0);
        }
        daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now);
        daemon.loop().iterateNow();
        service = new CommandService(daemon.loop(), source, ZoneOffset.UTC, kills::incrementAndGet, groups::get);
        String tcpHost = cfg.get(io.jmaui.scheduler.config.Parameters.SERVERHOST);
        commands = CommandServer.start(service, new CommandServerSettings(home.resolve("maui.sock"), tcpHost, 0, home,
                uid -> actingAs.get(), () -> daemon.loop().config().client(), limits));
        return this;
    }

    /** The daemon's maui.cfg. */
    Path cfgFile() {
        return home.resolve("conf/maui.cfg");
    }

    void iterate() {
        daemon.loop().iterateNow();
    }

    /** The run, asserted to have exited 0 (stderr and stdout in the message when not). */
    static Run ok(Run r) {
        org.junit.jupiter.api.Assertions.assertEquals(0, r.exit(), r.err() + r.out());
        return r;
    }

    /** Runs {@code args} as {@code user} over the Unix socket. */
    Run as(String user, String... args) {
        actingAs.set(user);
        List<String> all = new ArrayList<>(List.of(args));
        all.add(1, "--socket");
        all.add(2, commands.socket().toString());
        return run(user, Map.of(), all);
    }

    /** Runs {@code args} exactly as given (TLS tests give --host and friends). */
    Run run(String user, Map<String, String> env, List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CliContext ctx = new CliContext(new PrintWriter(out, true), new PrintWriter(err, true), ZoneOffset.UTC, user,
                env);
        int code = MauiCommands.launch(ctx, args.toArray(String[]::new));
        return new Run(code, out.toString(), err.toString());
    }

    @Override
    public void close() {
        if (commands != null) {
            commands.close();
        }
        if (daemon != null) {
            daemon.close();
        }
        server.close();
    }
}
