package io.jmaui.bridge.launch;

import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.runtime.RuntimeSocket;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code maui}: the scheduler daemon that replaces pbs_sched. */
@Command(name = "maui", mixinStandardHelpOptions = true, version = "jmaui 0.1.0 (Maui 3.x compatible)",
        description = "Schedules a TORQUE pbs_server under the Maui policies of maui.cfg.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:stopped cleanly (schedctl -k); --check-config: no warning",
                "1:--check-config: warnings only", "2:bad maui.cfg, option or environment; --check-config: errors",
                "3:could not start: a port or the socket is in use, pbs_server settings wrong",
                "143:stopped cleanly by SIGTERM (the JVM's status for it, after the checkpoint is written)"},
        footerHeading = "%nSignals:%n",
        footer = {"SIGHUP reads maui.cfg again (schedctl -R); SIGTERM writes the checkpoint and stops.", "",
                "Files:",
                "/etc/maui/maui.cfg, maui-private.cfg: the configuration (installed packages)",
                "/var/spool/maui: checkpoint, start ledger, stats/ (the packages' maui.cfg)",
                "/var/log/maui/maui.log: LOGFILE (the packages' maui.cfg)",
                "/run/maui/maui.sock: the command socket of the installed daemon",
                "$XDG_RUNTIME_DIR/jmaui/maui.sock: the socket of a daemon started by hand or with --demo",
                "/usr/share/doc/jmaui/parameters.md: every maui.cfg parameter"})
public final class MauiDaemon implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE",
            description = "maui.cfg (default: the first of $MAUIHOMEDIR/maui.cfg, /usr/local/maui/maui.cfg, "
                    + "/etc/maui/maui.cfg, ./maui.cfg)")
    Path config;

    @Option(names = "--foreground", description = "log to the terminal instead of LOGFILE (jmaui never forks; under systemd use Type=simple)")
    boolean foreground;

    @Option(names = "--check-config", description = "parse maui.cfg, print every error and warning, exit 0 (clean), 1 (warnings) or 2 (errors)")
    boolean checkConfig;

    @Option(names = "--strict", description = "an unknown parameter or attribute close to a known one (a likely misspelling) is an error")
    boolean strict;

    @Option(names = "--server", paramLabel = "HOST[:PORT][,HOST[:PORT]]",
            description = "pbs_server to schedule, overriding RMCFG HOST (port default 15001); a TORQUE HA pair as "
                    + "head1,head2 (tried in order)")
    String server;

    @Option(names = "--auth", paramLabel = "MODE", defaultValue = "auto",
            description = "how to authenticate to pbs_server: trqauthd, privport, auto, none (default: ${DEFAULT-VALUE})")
    String auth;

    @Option(names = "--socket", paramLabel = "PATH",
            description = "the Unix socket the commands use (default: $JMAUI_SOCKET, else $XDG_RUNTIME_DIR/jmaui/maui.sock, "
                    + "else /tmp/jmaui-UID/maui.sock; the packages' unit gives /run/maui/maui.sock)")
    Path socket;

    @Option(names = "--discard-state", description = "start afresh when the checkpoint (both copies) or the start"
            + " ledger cannot be read or makes no sense; what it held is lost, the files are kept renamed"
            + " *.discarded-<time> (without this option jmaui refuses to start and says what would be lost)")
    boolean discardState;

    @Option(names = "--demo", description = "run on an in-process emulated pbs_server with conf/'s demo cluster (bin/maui --demo)")
    boolean demo;

    private final PrintWriter out;
    private final PrintWriter err;
    private final Map<String, String> env;

    MauiDaemon(PrintWriter out, PrintWriter err, Map<String, String> env) {
        this.out = out;
        this.err = err;
        this.env = Map.copyOf(env);
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(commandLine(out, err, System.getenv()).execute(args));
    }

    /** The one factory: tests pass their own writers and environment. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, Map<String, String> env) {
        CommandLine cl = new CommandLine(new MauiDaemon(out, err, env)).setOut(out).setErr(err);
        cl.setParameterExceptionHandler((ex, args) -> {
            err.println("maui: " + ex.getMessage());
            ex.getCommandLine().usage(err);
            return ConfigCheck.ERRORS;
        });
        return cl;
    }

    @Override
    public Integer call() throws Exception {
        if (demo) {
            err.println("maui: --demo runs from the all-in-one jar: use bin/maui --demo");
            return ConfigCheck.ERRORS;
        }
        Path file = config != null ? config : ConfigFiles.find(env).orElse(null);
        if (file == null) {
            err.println("maui: " + ConfigFiles.notFound(env));
            return ConfigCheck.ERRORS;
        }
        MauiConfig cfg = null;
        ConfigCheck check;
        try {
            cfg = ConfigFiles.load(file);
            check = new ConfigCheck(List.of(), cfg.warnings(), strict);
        } catch (ConfigException e) {
            check = new ConfigCheck(e.errors(), e.warnings(), strict);
        } catch (NoSuchFileException e) {
            err.println("maui: cannot read " + file + ": no such file"
                    + (config == null ? "" : " (without --config: " + String.join(", ",
                    ConfigFiles.searchPath(env).stream().map(Path::toString).toList()) + ")"));
            return ConfigCheck.ERRORS;
        } catch (IOException e) {
            err.println("maui: cannot read " + file + ": " + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        if (checkConfig) {
            check.print(out);
            out.println(check.summary(file.toString()));
            return check.exitCode();
        }
        check.print(err);
        if (check.hasErrors()) {
            err.println("maui: not starting: " + check.summary(file.toString()));
            return ConfigCheck.ERRORS;
        }
        DaemonSettings settings = DaemonSettings.of(cfg, file.toAbsolutePath().getParent());
        AuthMode authMode;
        if (server != null) {
            settings = settings.withRm(server, PbsClientConfig.DEFAULT_PORT);
        }
        if (discardState) {
            settings = settings.withDiscardedState();
        }
        try {
            settings.rmServers();
        } catch (IllegalArgumentException e) {
            err.println("maui: " + (server != null ? "--server" : "RMCFG HOST") + ": " + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        try {
            authMode = AuthMode.parse(auth);
        } catch (IllegalArgumentException e) {
            err.println("maui: --auth: " + e.getMessage());
            return ConfigCheck.ERRORS;
        }
        Path sock = RuntimeSocket.forDaemon(socket, env);
        return new DaemonRun(file, cfg, settings, authMode, sock, env, foreground, err).run();
    }
}
