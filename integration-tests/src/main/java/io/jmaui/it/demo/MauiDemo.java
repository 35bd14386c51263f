package io.jmaui.it.demo;

import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.bridge.config.ConfigSource;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.runtime.RuntimeSocket;
import io.jmaui.it.emulator.EmuClock;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.sim.ResourceTrace;
import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.WorkloadTrace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code maui --demo}: the daemon against an emulated pbs_server, on conf/'s sample cluster and
 * workload. It listens where the commands look first (the per-user runtime socket), makes the
 * user running it an ADMIN1, replays the workload until Ctrl-C, and removes its state on the way out.
 */
@Command(name = "maui --demo", mixinStandardHelpOptions = true,
        description = "Runs jmaui on an in-process emulated pbs_server with a sample cluster and workload; "
                + "bin/showq, bin/checkjob, bin/showbf ... in another terminal talk to it.")
public final class MauiDemo implements Callable<Integer> {

    @Option(names = "--demo", hidden = true)
    boolean demo;

    @Option(names = "--conf", paramLabel = "DIR", description = "the conf directory (default: $JMAUI_HOME/conf)")
    Path conf;

    @Option(names = "--speed", defaultValue = "30", description = "emulated seconds per real second (default: ${DEFAULT-VALUE})")
    double speed;

    @Option(names = "--max-seconds", defaultValue = "0",
            description = "stop after this many real seconds (default: run until Ctrl-C)")
    int maxSeconds;

    @Option(names = "--once", description = "stop when the workload has run once instead of submitting it again")
    boolean once;

    @Option(names = "--socket", paramLabel = "PATH",
            description = "the commands' socket (default: $JMAUI_SOCKET, else $XDG_RUNTIME_DIR/jmaui/maui.sock, else /tmp/jmaui-UID/maui.sock)")
    Path socket;

    public static void main(String[] args) {
        System.exit(new CommandLine(new MauiDemo()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Map<String, String> env = System.getenv();
        PrintWriter out = new PrintWriter(System.out, true);
        Path dir = conf != null ? conf : Path.of(System.getProperty("jmaui.home", "."), "conf");
        Path sock = RuntimeSocket.forDaemon(socket, env);
        try {
            RuntimeSocket.prepare(sock, env);
        } catch (IOException e) {
            System.err.println("maui --demo: cannot use the socket " + sock + ": " + e.getMessage());
            return 2;
        }
        if (RuntimeSocket.live(sock)) {
            System.err.println("maui --demo: a daemon already answers on " + sock
                    + " (another demo? stop it, or give this one --socket)");
            return 3;
        }
        ConfigSource source = ConfigSource.file(dir.resolve("maui.cfg"))
                .with(List.of(admins(ConfigFiles.load(dir.resolve("maui.cfg")))));
        MauiConfig cfg = source.parse(List.of());
        ResourceTrace.Nodes cluster = ResourceTrace.read("cluster.trace", Files.readString(dir.resolve("demo/cluster.trace")));
        Trace workload = WorkloadTrace.read("workload.trace", Files.readString(dir.resolve("demo/workload.trace")));
        EmuClock clock = EmuClock.accelerated(speed);
        Path state = Files.createTempDirectory("jmaui-demo");
        DemoCleanup cleanup = new DemoCleanup(state);
        Runtime.getRuntime().addShutdownHook(new Thread(cleanup::run, "demo-cleanup"));
        try {
            EmulatedPbsServer server = cleanup.add(new EmulatedPbsServer("demo", clock));
            server.queue("batch", 0).queue("express", 100);
            for (Node n : cluster.nodes()) {
                server.node(n.name(), n.configured().procs(), n.features().toArray(String[]::new));
            }
            int port = server.start(0);
            DaemonSettings settings = DaemonSettings.of(cfg, state).withRm("127.0.0.1", port).withSchedulerPort(0)
                    .withUnprivilegedPokes();
            Daemon daemon = cleanup.add(Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now,
                    io.jmaui.bridge.launch.Attachments.standard(cfg, settings)));
            CommandServer commands = cleanup.add(CommandServer.start(new CommandService(daemon.loop(), source,
                    ZoneId.systemDefault(), () -> { }), CommandServerSettings.of(daemon.loop(), state, sock).withoutTls()));
            out.printf("jmaui demo: %d nodes, %d jobs, emulated pbs_server on 127.0.0.1:%d, %.0fx speed%n",
                    cluster.nodes().size(), workload.jobs().size(), port, speed);
            out.printf("In another terminal: bin/showq, bin/checkjob -v JOBID, bin/showbf, bin/diagnose -p"
                    + " (they find this demo at %s). Ctrl-C stops it and removes its state (%s).%n",
                    commands.socket(), state);
            ShowqView view = new ShowqView(out, clock.now());
            daemon.loop().watch(r -> {
                if (!r.started().isEmpty()) {
                    view.print(r);
                }
            });
            server.pokeScheduler(daemon.schedulerAddress());
            new DemoWorkload(server, workload.jobs(), clock, out).play(once, maxSeconds);
            return 0;
        } finally {
            cleanup.run();
        }
    }

    /** The demo's user joins ADMIN1, so every command works for whoever started it. */
    private static String admins(MauiConfig cfg) {
        List<String> admins = new ArrayList<>(cfg.get(Parameters.ADMIN1));
        String me = System.getProperty("user.name");
        if (!admins.contains(me)) {
            admins.add(me);
        }
        return "ADMIN1 " + String.join(" ", admins);
    }
}
