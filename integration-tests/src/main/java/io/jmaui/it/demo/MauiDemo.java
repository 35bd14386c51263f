package io.jmaui.it.demo;

import io.jmaui.bridge.command.CommandServer;
import io.jmaui.bridge.command.CommandServerSettings;
import io.jmaui.bridge.command.CommandService;
import io.jmaui.bridge.command.ConfigSource;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.daemon.MauiDaemon;
import io.jmaui.it.emulator.EmuClock;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.sim.ResourceTrace;
import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.TraceJob;
import io.jmaui.scheduler.sim.WorkloadTrace;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code maui --demo}: the daemon against an emulated pbs_server, on conf/'s sample cluster and workload. */
@Command(name = "maui --demo", mixinStandardHelpOptions = true,
        description = "Runs jmaui on an in-process emulated pbs_server with a sample cluster and workload.")
public final class MauiDemo implements Callable<Integer> {

    @Option(names = "--demo", hidden = true)
    boolean demo;

    @Option(names = "--conf", paramLabel = "DIR", description = "the conf directory (default: $JMAUI_HOME/conf)")
    Path conf;

    @Option(names = "--speed", defaultValue = "30", description = "emulated seconds per real second (default: ${DEFAULT-VALUE})")
    double speed;

    @Option(names = "--max-seconds", defaultValue = "120", description = "stop after this many real seconds (default: ${DEFAULT-VALUE})")
    int maxSeconds;

    public static void main(String[] args) {
        System.exit(new CommandLine(new MauiDemo()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Path dir = conf != null ? conf : Path.of(System.getProperty("jmaui.home", "."), "conf");
        PrintWriter out = new PrintWriter(System.out, true);
        MauiConfig cfg = MauiDaemon.load(dir.resolve("maui.cfg"));
        ResourceTrace.Nodes cluster = ResourceTrace.read("cluster.trace", Files.readString(dir.resolve("demo/cluster.trace")));
        Trace workload = WorkloadTrace.read("workload.trace", Files.readString(dir.resolve("demo/workload.trace")));
        EmuClock clock = EmuClock.accelerated(speed);
        long start = clock.now();
        Path state = Files.createTempDirectory("jmaui-demo");
        try (EmulatedPbsServer server = new EmulatedPbsServer("demo", clock)) {
            server.queue("batch", 0).queue("express", 100);
            for (Node n : cluster.nodes()) {
                server.node(n.name(), n.configured().procs(), n.features().toArray(String[]::new));
            }
            int port = server.start(0);
            DaemonSettings settings = DaemonSettings.of(cfg, state).withRm("127.0.0.1", port).withSchedulerPort(0).withUnprivilegedPokes();
            out.printf("jmaui demo: %d nodes, %d jobs, emulated pbs_server on 127.0.0.1:%d, %.0fx speed, state in %s%n",
                    cluster.nodes().size(), workload.jobs().size(), port, speed, state);
            try (Daemon daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::now);
                 CommandServer commands = CommandServer.start(new CommandService(daemon.loop(),
                         ConfigSource.file(dir.resolve("maui.cfg")), ZoneId.systemDefault(), () -> { }),
                         CommandServerSettings.of(daemon.loop(), state))) {
                out.printf("commands: JMAUI_SOCKET=%s bin/showq (or checkjob, diagnose -p, showres, ...)%n",
                        state.resolve("maui.sock"));
                ShowqView view = new ShowqView(out, start);
                daemon.loop().watch(r -> {
                    if (!r.started().isEmpty()) {
                        view.print(r);
                    }
                });
                server.pokeScheduler(daemon.schedulerAddress());
                return play(server, workload.jobs(), clock, start, out);
            }
        }
    }

    /** Submits each job at its trace offset; returns when every job has completed or time is up. */
    private int play(EmulatedPbsServer server, List<TraceJob> jobs, EmuClock clock, long start, PrintWriter out)
            throws InterruptedException {
        long deadline = System.nanoTime() + maxSeconds * 1_000_000_000L;
        int next = 0;
        List<String> ids = new java.util.ArrayList<>();
        while (System.nanoTime() < deadline) {
            long t = clock.now() - start;
            while (next < jobs.size() && jobs.get(next).submitTime() <= t) {
                TraceJob j = jobs.get(next++);
                ids.add(server.submit(JobSubmission.of(j.user()).group(j.group())
                        .queue(j.jobClass() == null ? "batch" : j.jobClass())
                        .procs(j.tasks()).walltime(j.walltime()).runtime(j.runTime())));
            }
            if (next == jobs.size() && ids.stream().allMatch(id -> finished(server, id))) {
                out.printf("%njmaui demo: all %d jobs completed in %d emulated seconds; no job started twice: %s%n",
                        ids.size(), clock.now() - start, server.startLog().size() == new java.util.HashSet<>(server.startLog()).size());
                return 0;
            }
            Thread.sleep(100);
        }
        out.printf("%njmaui demo: stopped after %d s (%d jobs submitted)%n", maxSeconds, ids.size());
        return 0;
    }


    /** Completed, or already gone from the server after keep_completed. */
    private static boolean finished(EmulatedPbsServer server, String id) {
        String state = server.job(id).get("job_state");
        return state == null || "C".equals(state);
    }
}
