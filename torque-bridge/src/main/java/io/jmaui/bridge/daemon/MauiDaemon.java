package io.jmaui.bridge.daemon;

import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code maui}: the scheduler daemon that replaces pbs_sched. */
@Command(name = "maui", mixinStandardHelpOptions = true, version = "jmaui 0.1.0 (Maui 3.x compatible)",
        description = "Schedules a TORQUE pbs_server under the Maui policies of maui.cfg.")
public final class MauiDaemon implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE",
            description = "maui.cfg (default: $MAUIHOMEDIR/maui.cfg, /usr/local/maui/maui.cfg, /etc/maui/maui.cfg, ./maui.cfg)")
    Path config;

    @Option(names = "--foreground", description = "log to the terminal instead of LOGFILE (jmaui never forks; under systemd use Type=simple)")
    boolean foreground;

    @Option(names = "--check-config", description = "parse maui.cfg, print every warning and error, exit 0 or 2")
    boolean checkConfig;

    @Option(names = "--server", paramLabel = "HOST[:PORT][,HOST[:PORT]]",
            description = "pbs_server to schedule, overriding RMCFG HOST; a TORQUE HA pair as head1,head2 (tried in order)")
    String server;

    @Option(names = "--auth", paramLabel = "MODE", defaultValue = "auto",
            description = "how to authenticate to pbs_server: trqauthd, privport, auto, none (default: ${DEFAULT-VALUE})")
    String auth;

    @Option(names = "--demo", description = "run on an in-process emulated pbs_server with conf/'s demo cluster (bin/maui --demo)")
    boolean demo;

    private final PrintWriter out;
    private final PrintWriter err;

    MauiDaemon(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(commandLine(out, err).execute(args));
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return new CommandLine(new MauiDaemon(out, err)).setOut(out).setErr(err);
    }

    @Override
    public Integer call() throws Exception {
        if (demo) {
            err.println("maui: --demo runs from the all-in-one jar: use bin/maui --demo");
            return 2;
        }
        Path file = config != null ? config : defaultConfig();
        MauiConfig cfg;
        try {
            cfg = load(file);
        } catch (ConfigException e) {
            e.errors().forEach(x -> err.println(x));
            return 2;
        } catch (IOException e) {
            err.println("maui: cannot read " + file + ": " + e.getMessage());
            return 2;
        }
        cfg.warnings().forEach(w -> err.println(w));
        if (checkConfig) {
            out.println(file + ": OK (" + cfg.warnings().size() + " warnings)");
            return 0;
        }
        DaemonSettings settings = DaemonSettings.of(cfg, file.toAbsolutePath().getParent());
        if (server != null) {
            settings = settings.withRm(server, io.jmaui.pbs.client.PbsClientConfig.DEFAULT_PORT);
        }
        try {
            settings.rmServers();
        } catch (IllegalArgumentException e) {
            err.println("maui: " + (server != null ? "--server" : "RMCFG HOST") + ": " + e.getMessage());
            return 2;
        }
        if (!foreground) {
            try {
                io.jmaui.bridge.log.MauiLogging.toFile(settings.logFile(), settings.logLevel(),
                        settings.logFileMaxSize(), settings.logFileRollDepth());
            } catch (IllegalStateException e) {
                err.println("maui: " + e.getMessage());
                return 2;
            }
            err.println("maui: logging to " + settings.logFile() + " (--foreground logs to the terminal)");
        }
        // bridge.leader: standby until this daemon holds the lease beside the checkpoint, then active
        io.jmaui.bridge.leader.Leadership leadership;
        try {
            leadership = io.jmaui.bridge.leader.Leadership.open(settings.checkpointFile(),
                    io.jmaui.bridge.leader.LeaseTiming.forPollInterval(settings.pollInterval()));
        } catch (IOException e) {
            err.println("maui: " + e.getMessage());
            return 2;
        }
        io.jmaui.bridge.leader.ActiveStandby ha = new io.jmaui.bridge.leader.ActiveStandby(leadership,
                new DaemonRoles(cfg, settings, AuthMode.parse(auth), file, () -> System.exit(0)));
        Runtime.getRuntime().addShutdownHook(new Thread(ha::close, "maui-shutdown"));
        try {
            ha.run();
        } catch (io.jmaui.bridge.state.StateRefusedException e) {
            err.println("maui: " + e.getMessage());
            return 2;
        }
        return 0;
    }

    /** Reads maui.cfg and, when present beside it, maui-private.cfg. */
    public static MauiConfig load(Path file) throws IOException {
        String text = Files.readString(file);
        Path priv = file.resolveSibling("maui-private.cfg");
        if (Files.isReadable(priv)) {
            return MauiConfigParser.parse(file.toString(), text, priv.toString(), Files.readString(priv));
        }
        return MauiConfigParser.parse(file.toString(), text);
    }

    private static Path defaultConfig() {
        String home = System.getenv("MAUIHOMEDIR");
        for (Path p : new Path[] {home == null ? null : Path.of(home, "maui.cfg"), Path.of("/usr/local/maui/maui.cfg"),
                Path.of("/etc/maui/maui.cfg")}) {
            if (p != null && Files.isReadable(p)) {
                return p;
            }
        }
        return Path.of("maui.cfg");
    }
}
