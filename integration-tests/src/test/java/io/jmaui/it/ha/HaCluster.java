package io.jmaui.it.ha;

import io.jmaui.bridge.cli.CliContext;
import io.jmaui.bridge.cli.MauiCommands;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.it.emulator.EmuClock;
import io.jmaui.it.emulator.EmulatedPbsServer;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.it.emulator.LoggedRequest;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Two or more {@code maui} daemons ({@link DaemonProcess}) sharing one home directory (maui.cfg,
 * checkpoint, lease) and scheduling one emulated pbs_server on the wall clock, with a workload of
 * short jobs arriving and ending. RMPOLLINTERVAL is {@value #POLL_SECONDS} s, so a standby must
 * take over within {@link #TAKEOVER_BOUND}.
 */
final class HaCluster implements AutoCloseable {

    static final int POLL_SECONDS = 3;
    static final Duration TAKEOVER_BOUND = Duration.ofSeconds(2L * POLL_SECONDS);
    static final int NODES = 4;
    static final int PROCS_PER_NODE = 4;
    /** The most jobs the workload lets wait at once. */
    static final int MAX_WAITING = 16;

    /** One job the workload submitted. */
    record Submitted(String id, String user, int procs) {
    }

    /** Exit code and output of one command. */
    record Run(int exit, String out, String err) {
    }

    final Path home;
    final EmulatedPbsServer server;
    final List<Submitted> submitted = new CopyOnWriteArrayList<>();
    private final List<DaemonProcess> daemons = new ArrayList<>();
    private Thread workload;
    private volatile boolean submitting;
    private int nextDaemon;

    HaCluster(Path home) throws IOException {
        this.home = home;
        EmuClock wall = () -> System.currentTimeMillis() / 1000;
        server = new EmulatedPbsServer("emu", wall).queue("batch", 0);
        for (int i = 1; i <= NODES; i++) {
            server.node(String.format("node%03d", i), PROCS_PER_NODE);
        }
        int port = server.start(0);
        Files.writeString(home.resolve("maui.cfg"), String.join("\n",
                "ADMIN1 root " + System.getProperty("user.name"),
                "RMCFG[torque] TYPE=PBS HOST=127.0.0.1 PORT=" + port + " EPORT=" + freePort(),
                "RMPOLLINTERVAL 00:00:0" + POLL_SECONDS,
                "FSPOLICY DEDICATEDPS",
                "RESERVATIONDEPTH 1",
                "BACKFILLPOLICY FIRSTFIT",
                ""));
    }

    /** A port free now, for the scheduler port (tests use no fixed port). */
    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Starts one more daemon on the shared home. */
    DaemonProcess startDaemon() throws IOException {
        DaemonProcess d = DaemonProcess.start("jmaui-" + (char) ('a' + nextDaemon++), home.resolve("maui.cfg"), home);
        daemons.add(d);
        return d;
    }

    /** Starts a daemon and waits until it is active (the first one of a test). */
    DaemonProcess startActive() throws IOException, InterruptedException {
        DaemonProcess d = startDaemon();
        awaitActive(d, Duration.ofSeconds(30));
        return d;
    }

    /** Starts a daemon and waits until it is the standby and has seen who is active. */
    DaemonProcess startStandby() throws IOException, InterruptedException {
        DaemonProcess d = startDaemon();
        awaitStandby(d, Duration.ofSeconds(30));
        return d;
    }

    /** Waits until {@code d} says it took the lease over; fails after {@code timeout}. */
    static void awaitActive(DaemonProcess d, Duration timeout) throws InterruptedException {
        if (d.awaitLog("event=takeover", timeout) == null) {
            throw new AssertionError(d.user + " did not take over within " + timeout + ":\n" + d.logText());
        }
    }

    /** Waits until {@code d} took over and answers commands on maui.sock. */
    static void awaitServing(DaemonProcess d, Duration timeout) throws InterruptedException {
        awaitActive(d, timeout);
        if (d.awaitLog("event=takeover[\\s\\S]*event=commands_listening socket=\\S*/maui\\.sock ", timeout) == null) {
            throw new AssertionError(d.user + " does not answer on maui.sock after " + timeout + ":\n" + d.logText());
        }
    }

    /** Waits until {@code d} is the standby and has seen who is active. */
    static void awaitStandby(DaemonProcess d, Duration timeout) throws InterruptedException {
        if (d.awaitLog("event=standby .*active: ", timeout) == null) {
            throw new AssertionError(d.user + " is not the standby after " + timeout + ":\n" + d.logText());
        }
    }

    /**
     * Submits short jobs (1-4 procs, 1-4 s) every 400-1000 ms from four users until {@link
     * #stopWorkload}: about half the cluster busy, jobs arriving and ending between any two polls.
     * While {@value #MAX_WAITING} jobs wait it submits nothing: on a loaded machine the daemons'
     * iterations slow down, and a queue that grew without end would make every later iteration,
     * and so every takeover timed after it, slower still.
     */
    void startWorkload(long seed) {
        submitting = true;
        Random r = new Random(seed);
        workload = new Thread(() -> {
            while (submitting) {
                String user = "u" + (1 + r.nextInt(4));
                int procs = 1 + r.nextInt(4);
                int runtime = 1 + r.nextInt(4);
                if (waiting() < MAX_WAITING) {
                    String id = server.submit(JobSubmission.of(user).nodes("1:ppn=" + procs).runtime(runtime)
                            .walltime(60));
                    submitted.add(new Submitted(id, user, procs));
                }
                try {
                    Thread.sleep(400 + r.nextInt(600));
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "workload");
        workload.setDaemon(true);
        workload.start();
    }

    /** The workload's jobs still queued. */
    private long waiting() {
        return submitted.stream().filter(j -> "Q".equals(server.job(j.id()).get("job_state"))).count();
    }

    void stopWorkload() throws InterruptedException {
        submitting = false;
        if (workload != null) {
            workload.join(5000);
        }
    }

    /**
     * Waits until every submitted job has run and ended; false once {@code stall} passed with no
     * job ending (the time to drain the queue is the machine's load, not a property under test).
     */
    boolean awaitAllCompleted(Duration stall) throws InterruptedException {
        long done = -1;
        long end = 0;
        while (true) {
            long now = submitted.stream().filter(s -> "C".equals(server.job(s.id()).get("job_state"))).count();
            if (now == submitted.size()) {
                return true;
            }
            if (now != done) {
                done = now;
                end = System.nanoTime() + stall.toNanos();
            } else if (System.nanoTime() > end) {
                return false;
            }
            Thread.sleep(200);
        }
    }

    /** The first request the emulated server answered from {@code user} at or after {@code millis}. */
    LoggedRequest firstRequestFrom(String user, long millis) {
        return server.requestLog().stream().filter(r -> r.user().equals(user) && r.atMillis() >= millis)
                .findFirst().orElse(null);
    }

    /**
     * Every submitted job was started by exactly one accepted RunJob and ran to its end: none
     * started twice (the emulated server's start log and its RunJob accounting agree), none lost.
     * Returns a problem per job that breaks it.
     */
    List<String> jobsNotStartedExactlyOnce() {
        Map<String, Integer> starts = new TreeMap<>();
        server.startLog().forEach(id -> starts.merge(id, 1, Integer::sum));
        Map<String, Integer> accepted = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (LoggedRequest r : server.requestLog()) {
            if (r.type() == io.jmaui.pbs.message.RequestType.RunJob) {
                if (r.replyCode() == 0) {
                    accepted.merge(r.jobId(), 1, Integer::sum);
                } else {
                    problems.add("RunJob " + r.jobId() + " from " + r.user() + " refused with " + r.replyCode());
                }
            }
        }
        for (Submitted s : submitted) {
            int n = starts.getOrDefault(s.id(), 0);
            if (n != 1 || accepted.getOrDefault(s.id(), 0) != 1) {
                problems.add(s.id() + ": started " + n + " times, " + accepted.getOrDefault(s.id(), 0)
                        + " RunJob accepted, state " + server.job(s.id()).get("job_state"));
            }
        }
        return problems;
    }

    /**
     * Requests other than status queries from {@code user} that pbs_server handled after the first
     * request from {@code taker} at or after {@code millis} (the order of the server's request log,
     * not timestamps): what a former active did once another had taken over, two actives acting.
     */
    List<LoggedRequest> actsAfterTakeover(String user, String taker, long millis) {
        List<LoggedRequest> log = server.requestLog();
        int takeover = 0;
        while (takeover < log.size() && !(log.get(takeover).user().equals(taker) && log.get(takeover).atMillis() >= millis)) {
            takeover++;
        }
        return log.subList(Math.min(takeover, log.size()), log.size()).stream().filter(r -> r.user().equals(user))
                .filter(r -> !r.type().name().startsWith("Status") && r.type() != io.jmaui.pbs.message.RequestType.SelectJobs)
                .toList();
    }

    /**
     * Waits until {@code user} has polled pbs_server (StatusJob) twice at or after {@code millis}:
     * iterations never overlap, so the first of those iterations has then ended and charged what it
     * saw. Fails after {@code timeout}.
     */
    void awaitIterationSince(String user, long millis, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (server.requestLog().stream().filter(r -> r.user().equals(user) && r.atMillis() >= millis
                && r.type() == io.jmaui.pbs.message.RequestType.StatusJob).count() < 2) {
            if (System.nanoTime() > end) {
                throw new AssertionError(user + " did not complete an iteration within " + timeout);
            }
            Thread.sleep(50);
        }
    }

    /** Waits for the first request from {@code user} at or after {@code millis}: a new active's first poll. */
    LoggedRequest awaitFirstRequestFrom(String user, long millis, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        LoggedRequest r;
        while ((r = firstRequestFrom(user, millis)) == null && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        return r;
    }

    /** What a run without failures charges each user: procs x (comp_time - start_time), every job. */
    Map<String, Double> expectedUsage() {
        Map<String, Double> out = new TreeMap<>();
        for (Submitted s : submitted) {
            Map<String, String> j = server.job(s.id());
            long ran = Long.parseLong(j.get("comp_time")) - Long.parseLong(j.get("start_time"));
            out.merge(s.user(), (double) s.procs() * ran, Double::sum);
        }
        return out;
    }

    /** Each user's fairshare usage in the checkpoint, all windows added up. */
    Map<String, Double> checkpointUsage() {
        Map<String, Double> out = new TreeMap<>();
        for (FairshareWindow w : new CheckpointStore(home.resolve("maui.ck")).read().state().fairshareWindows()) {
            w.usage().getOrDefault(CredentialKind.USER, Map.of()).forEach((u, v) -> out.merge(u, v, Double::sum));
        }
        return out;
    }

    /** Runs a Maui command as the test's user through the daemons' socket (or the standby's). */
    Run command(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CliContext ctx = new CliContext(new PrintWriter(out, true), new PrintWriter(err, true), ZoneOffset.UTC,
                System.getProperty("user.name"), Map.of());
        List<String> all = new ArrayList<>(List.of(args));
        if (!all.contains("--socket")) {
            all.add(1, "--socket");
            all.add(2, home.resolve("maui.sock").toString());
        }
        int code = MauiCommands.launch(ctx, all.toArray(String[]::new));
        return new Run(code, out.toString(), err.toString());
    }

    /** {@link #command}, again every 200 ms while the daemon has no iteration to answer from yet. */
    Run commandOnceServing(String... args) throws InterruptedException {
        Run r = command(args);
        for (int i = 0; i < 50 && r.exit() == 1 && r.err().contains("has not completed an iteration yet"); i++) {
            Thread.sleep(200);
            r = command(args);
        }
        return r;
    }

    /**
     * Stops everything; the daemons' logs are kept in {@code target/ha-logs/<name>/} (the home is a
     * temp directory) for whoever reads a failure.
     */
    void close(String name) throws Exception {
        stopWorkload();
        for (DaemonProcess d : daemons) {
            d.close();
        }
        server.close();
        Path keep = Path.of("target", "ha-logs", name);
        Files.createDirectories(keep);
        for (DaemonProcess d : daemons) {
            Files.copy(d.log, keep.resolve(d.log.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public void close() throws Exception {
        close("last");
    }
}
