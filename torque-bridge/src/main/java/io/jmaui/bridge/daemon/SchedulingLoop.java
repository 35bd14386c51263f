package io.jmaui.bridge.daemon;

import io.jmaui.bridge.leader.Fence;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.PreemptionLedger;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.enforcement.LimitEnforcement;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.iteration.PrepareSnapshot;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.qos.QosGrants;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's one scheduling thread. An iteration runs when pbs_server pokes the scheduler port
 * or RMPOLLINTERVAL passes, whichever comes first; pokes arriving within JOBAGGREGATIONTIME of the
 * last iteration are coalesced into one. Iterations never overlap, and every piece of daemon state
 * is touched only on this thread.
 */
public final class SchedulingLoop implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private volatile DaemonSettings settings;
    private volatile MauiConfig config;
    private volatile PbsClient client;
    private final PolicyCore core;
    private final StateSaver saver;
    private final LongSupplier clock;
    private final Fence fence;
    private DecisionExecutor executor;
    private final List<SettingsHook> settingsHooks = new CopyOnWriteArrayList<>();
    private final JobComments comments;
    private final CommentPoster poster = new CommentPoster();
    /** Milliseconds from the start of the last iteration to the answer to its last comment. */
    private volatile CompletableFuture<Long> commentsThrough = CompletableFuture.completedFuture(0L);
    private final ScheduledExecutorService thread;
    private final IterationTriggers triggers;
    private final List<Consumer<IterationReport>> watchers = new CopyOnWriteArrayList<>();
    private volatile BooleanSupplier startGate = () -> true;
    private final List<Consumer<String>> eventSinks = new CopyOnWriteArrayList<>();
    private final PurgeTime purge = new PurgeTime();
    private final ArraySlotLimits slotLimits = new ArraySlotLimits();
    private final Overlays overlays = new Overlays();
    private final BackfillStarts backfillStarts = new BackfillStarts();
    private final Set<String> reportedProblems = new HashSet<>();
    private final IterationLog iterationLog = new IterationLog();
    private final Polling polling = new Polling(eventSinks);
    private SchedulerState state;
    private final InheritedStarts inherited;
    private final Bookkeeping bookkeeping = new Bookkeeping();
    private final IdleCollection idleCollection = new IdleCollection();
    private CarryOver carry = CarryOver.NONE;
    private long iterations;
    // --- bridge.command: the published report and the admin controls ---
    private volatile IterationReport latest;

    /**
     * @param initial the state read at start-up: its fairshare usage was accrued up to its
     *                {@code lastAccrual}, so the first iteration charges the running jobs from then
     *                (nothing lost across a restart or a takeover); its starts in flight are
     *                {@linkplain StartLedger#inherit inherited}
     * @param fence   checked before every decision is carried out ({@link Fence#NONE} without a standby)
     */
    public SchedulingLoop(DaemonSettings settings, MauiConfig config, PbsClient client, PolicyCore core,
                          CheckpointStore store, SchedulerState initial, LongSupplier clock, ZoneId zone, Fence fence) {
        this.settings = settings;
        this.config = config;
        this.client = client;
        this.core = core;
        this.clock = clock;
        this.fence = fence;
        this.inherited = new InheritedStarts(initial, clock.getAsLong());
        this.saver = new StateSaver(store, clock, zone);
        this.state = StartLedger.inherit(initial, inherited.since());
        // the enforcement timers go on from the checkpoint: a restart does not start EXTENDEDVIOLATION afresh
        this.carry = new CarryOver(Math.max(0, initial.lastAccrual()), 0, List.of(),
                initial.preemptions().violatingSince());
        this.comments = new JobComments(zone, 500, () -> this.config.get(io.jmaui.scheduler.config.Parameters.SERVERNAME));
        this.executor = newExecutor();
        this.thread = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("maui-iteration"));
        this.triggers = new IterationTriggers(thread, this::runIteration, () -> this.settings, clock);
    }

    public void watch(Consumer<IterationReport> watcher) {
        watchers.add(watcher);
    }

    /** Takes Maui's admin events the loop itself sees (RMFAILURE), for NOTIFICATIONPROGRAM. */
    public void onEvent(Consumer<String> sink) {
        eventSinks.add(sink);
    }

    /**
     * A part of the daemon outside the loop that follows the settings when the config changes
     * (the scheduler port, the pbs_server connection, the log). It runs on the loop's thread; if
     * it throws, the new config is refused and nothing changes.
     */
    @FunctionalInterface
    public interface SettingsHook {
        void apply(DaemonSettings before, DaemonSettings after) throws Exception;
    }

    public void onSettings(SettingsHook hook) {
        settingsHooks.add(hook);
    }

    /** The settings in force. */
    public DaemonSettings settings() {
        return settings;
    }

    private DecisionExecutor newExecutor() {
        return new DecisionExecutor(client, saver::ledger, settings.deferPolicy(), comments,
                Math.max(settings.inFlightTimeout(), 30), () -> startGate.getAsBoolean(),
                () -> config.resourceManagers().values().stream().filter(rm -> rm.isTorque()).findFirst()
                        .map(rm -> rm.asyncJobStart()).orElse(false), fence, slotLimits, poster);
    }

    /** Whether jobs may be started now; consulted before every RunJob (the allocation manager's DEFERJOBONFAILURE). */
    public void startGate(BooleanSupplier gate) {
        startGate = gate;
    }

    /**
     * Makes {@code next} the config in force (loop thread): the daemon's settings are read again
     * from it and every part that depends on them follows: poll interval, aggregation time and
     * failed-start policy here, the checkpoint written at once to a new CHECKPOINTFILE, the hooks
     * for the rest. A hook that fails leaves the old config and settings in force.
     */
    private void applyConfig(MauiConfig next) throws Exception {
        DaemonSettings before = settings;
        DaemonSettings after = before.reread(next);
        if (!after.equals(before)) {
            for (SettingsHook h : settingsHooks) {
                h.apply(before, after);
            }
            settings = after;
            if (!after.checkpointFile().equals(before.checkpointFile())) {
                saver.use(new CheckpointStore(after.checkpointFile(), fence::check));
                checkpoint();
            }
            executor = newExecutor();
            LOG.info("event=settings_applied {}", SettingsDiff.of(before, after));
        }
        config = next;
    }

    /** Talks to another pbs_server from now on (loop thread; RMCFG changed). */
    void replaceClient(PbsClient next) {
        client = next;
        executor = newExecutor();
    }

    /** The pbs_server connection in use. */
    PbsClient client() {
        return client;
    }

    /** Runs a first iteration now and then one at least every RMPOLLINTERVAL. */
    public void start() {
        triggers.start();
    }

    /** pbs_server says something changed: schedule an iteration, coalescing within JOBAGGREGATIONTIME. */
    public void poke() {
        triggers.poke();
    }

    /**
     * Runs one iteration on the loop's thread and waits for it and for pbs_server's answers to the
     * comments it sent (tests, --demo: what qstat shows afterwards is that iteration's doing). The
     * loop's thread waits for the comments too, so an iteration poked meanwhile (after a
     * preemption) runs only after them, as when the iteration itself waited for its comments.
     */
    public void iterateNow() {
        try {
            thread.submit(() -> {
                runIteration();
                try {
                    commentsThrough.get(pollTimeout(), TimeUnit.SECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    LOG.debug("event=comments_pending reason=\"{}\"", e.toString());
                }
                return null;
            }).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private void runIteration() {
        StageClock timer = new StageClock();
        long now = clock.getAsLong();
        triggers.started(now);
        PolledCluster cluster;
        try {
            cluster = polling.poll(client, LimitEnforcement.readsUsage(config), pollTimeout(), timer);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (cluster == null) {
            return;
        }
        try {
            iterate(cluster, now, timer);
        } catch (RuntimeException e) {
            LOG.error("event=iteration_failed iteration={} reason=\"{}\"", iterations, e.toString(), e);
        }
        try {
            thread.execute(() -> idleCollection.afterIteration(System::nanoTime));
        } catch (RejectedExecutionException e) {
            // shutting down: nothing to collect for
        }
    }

    /**
     * How long to wait for the three status replies: the client times out each request itself, so
     * this only backs it up. It must not be shorter than the client's own budget: a 100,000-job
     * StatusJob on a busy server can take longer than RMPOLLINTERVAL (30 s by default), and
     * giving up then would fail every poll of a large cluster.
     */
    private long pollTimeout() {
        return Math.max(settings.pollInterval(), 3 * client.config().requestTimeout().toSeconds() + 30);
    }

    private void iterate(PolledCluster polled, long now, StageClock timer) {
        PolledCluster cluster = purge.apply(polled, now, config.get(io.jmaui.scheduler.config.Parameters.PURGETIME));
        cluster.problems().forEach(p -> {
            if (reportedProblems.add(p.toString())) {
                LOG.warn("event=unreadable_value {}", p);
            }
        });
        Map<String, io.jmaui.bridge.state.Deferral> deferralsBefore = state.deferrals();
        Map<String, JobState> serverJobs = StartLedger.serverStates(state, inherited.ids(), cluster.jobs());
        SchedulerState before = state;
        StartLedger.Settlement settled = StartLedger.settle(state, serverJobs, now, settings.inFlightTimeout(),
                settings.deferPolicy());
        settled.restamped().forEach(id -> LOG.warn("event=start_restamped job={} reason=\"its RunJob is stamped after"
                + " now (the clock stepped back) and pbs_server still shows it waiting: its timeout runs from now\"", id));
        settled.failed().forEach(id -> LOG.warn("event=start_not_seen job={} timeout={}", id,
                settings.inFlightTimeout()));
        settled = inherited.forget(settled, serverJobs, now, settings.pollInterval());
        state = settled.state()
                .withNodeDownSince(SnapshotAssembler.downSince(settled.state().nodeDownSince(), cluster.nodes(), now));
        state = PreemptionSettlement.settle(state, cluster, now, settings.inFlightTimeout(), executor.preemptions(), saver);
        Snapshot snapshot = PrepareSnapshot.applyToNodes(config, // the core prepares the jobs: result.jobs()
                slotLimits.apply(SnapshotAssembler.assemble(cluster, state, now, settings.deferPolicy(), overlays)));
        timer.end(IterationReport.Stage.LEDGER);
        IterationResult result = core.iterate(config, snapshot, now, carry);
        timer.end(IterationReport.Stage.CORE);
        snapshot = snapshot.withJobs(result.jobs()); // as the core saw them: each with the QOS it runs under
        carry = result.carryOver();
        result.warnings().forEach(w -> {
            if (reportedProblems.add(w)) {
                LOG.warn("event=policy_warning text=\"{}\"", w);
            }
        });
        Map<String, QosGrant> refusedQos = QosGrants.refused(result.qosGrants()); // the comments name no other QOS
        DecisionExecutor.Outcome outcome = executor.execute(result.decisions(), state, now,
                id -> comments.qosNote(refusedQos.get(id)));
        state = PreemptionLedger.startedPreemptible(outcome.state(), PreemptionSettlement.preemptible(result, outcome.started()));
        backfillStarts.update(snapshot, result, outcome.started());
        timer.end(IterationReport.Stage.RUNJOB);
        Map<String, String> commented = new HashMap<>(comments.forWaiting(result, refusedQos,
                poster.current(cluster.comments(), timer.startNanos()),
                id -> comments.preemptionNote(state.preemptions().history().get(id))));
        commented.keySet().removeAll(outcome.preempted()); // a queued job cancelled (QUEUEJOB) keeps why
        commented.forEach(executor::comment); // not waited on: the side connections carry them (CommentPoster)
        long started = timer.startNanos();
        commentsThrough = poster.batch().thenApply(at -> (at - started) / 1_000_000);
        timer.end(IterationReport.Stage.COMMENTS);
        int[] byState = new int[JobState.values().length]; // the log line's counts, from the bypass counts' walk
        state = state.withFairshare(result.fairshareWindows(), now).withBypassCounts(Bookkeeping.bypass(state, snapshot, result, byState))
                .withStatistics(bookkeeping.statistics(state.statistics(), snapshot, outcome.started(), now).counted("resumed", outcome.resumed().size()))
                .withPrediction(result.prediction());
        iterations++;
        if (!outcome.preempted().isEmpty()) {
            poke(); // the preemptors start as soon as their victims have vacated
        }
        if (!carry.violatingSince().equals(state.preemptions().violatingSince())) {
            state = state.withPreemptions(state.preemptions().withViolatingSince(carry.violatingSince()));
        }
        saver.afterIteration(before, state, outcome, now, settings.checkpointInterval());
        timer.end(IterationReport.Stage.BOOKKEEPING);
        IterationReport report = new IterationReport(iterations, now, snapshot, result, outcome.started(),
                timer.elapsedMillis(), state.statistics(), saver.warning(), timer.stages(),
                Bookkeeping.newlyDeferred(deferralsBefore, state.deferrals()), state.preemptions(), PreemptionSettlement.stopped(state, cluster));
        iterationLog.log(report, commented.size(), byState);
        latest = report;
        watchers.forEach(w -> w.accept(report));
    }

    /**
     * Completes, once pbs_server has answered every comment of the last iteration (started,
     * waiting, preempted), with the milliseconds from that iteration's start to the last answer
     * (the bench's "comments through" figure; tests wait on it before looking at comments).
     */
    public CompletableFuture<Long> commentsThrough() {
        return commentsThrough;
    }

    // --- bridge.command: what the admin commands use ---------------------------------------------

    /** Whether this daemon started the job by backfill and it is still running (Maui's BACKFILL job flag). */
    public boolean startedByBackfill(String jobId) {
        return backfillStarts.contains(jobId);
    }

    /** The latest finished iteration, published for the command server; null before the first. */
    public IterationReport latest() {
        return latest;
    }

    /** The config in force (changeparam and schedctl -R replace it through {@link #submit}). */
    public MauiConfig config() {
        return config;
    }

    /** Whether scheduling is stopped (schedctl -s); pokes and RMPOLLINTERVAL then run nothing. */
    public boolean paused() {
        return triggers.paused();
    }

    /** schedctl -s / -r: stops or resumes scheduling; resuming runs an iteration soon. */
    public void paused(boolean stop) {
        triggers.paused(stop);
    }

    /** schedctl -S: while stopped, runs one iteration. */
    public void step() {
        triggers.step();
    }

    /**
     * Runs an admin task on the loop's thread. A state it replaces is checkpointed and an iteration
     * follows (unless scheduling is stopped); the future fails with whatever the task threw.
     */
    public <T> CompletableFuture<T> submit(AdminTask<T> task) {
        CompletableFuture<T> f = new CompletableFuture<>();
        try {
            thread.execute(() -> {
                SchedulerState before = state;
                MauiConfig cfgBefore = config;
                AdminTask.Scope scope = new AdminTask.Scope() {
                    @Override public SchedulerState state() { return state; }
                    @Override public void state(SchedulerState s) { state = s; }
                    @Override public MauiConfig config() { return config; }
                    @Override public void config(MauiConfig c) throws Exception { applyConfig(c); }
                    @Override public IterationReport latest() { return latest; }
                    @Override public PbsClient client() { return client; }
                    @Override public long now() { return clock.getAsLong(); }
                };
                try {
                    T out = task.run(scope);
                    if (state != before) {
                        checkpoint();
                    }
                    f.complete(out);
                } catch (Exception | Error e) {
                    f.completeExceptionally(e);
                }
                if (state != before || config != cfgBefore) {
                    poke();
                }
            });
        } catch (RejectedExecutionException e) {
            f.completeExceptionally(e);
        }
        return f;
    }

    private void checkpoint() {
        saver.checkpoint(state);
    }

    public SchedulerState state() {
        try {
            return thread.submit(() -> state).get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Stops scheduling and writes a last checkpoint (SIGTERM). */
    @Override
    public void close() {
        triggers.stop();
        try {
            thread.submit(this::checkpoint).get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            LOG.error("event=shutdown_checkpoint_failed reason=\"{}\"", e.getMessage());
        }
        thread.shutdownNow();
    }
}
