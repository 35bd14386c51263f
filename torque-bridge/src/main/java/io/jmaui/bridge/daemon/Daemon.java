package io.jmaui.bridge.daemon;

import io.jmaui.bridge.leader.Fence;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.bridge.state.FairshareStore;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.StateDirectories;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.sched.SchedulerPortConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.fairshare.FsFileLoad;
import io.jmaui.scheduler.iteration.Iteration;
import java.time.ZoneId;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running scheduler: the pbs_server client, the scheduler-port listener, the scheduling loop
 * and its durable state, put together in one place and taken apart in reverse order.
 */
public final class Daemon implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    /**
     * The core the daemon runs: the Maui iteration on the given maui.cfg, standing reservation
     * times (SRCFG STARTTIME, ENDTIME, DAYS) in the host's time zone, as Maui reads them.
     */
    public static final PolicyCore MAUI = (config, snapshot, now, carry) ->
            Iteration.run(config, snapshot, now, carry, ZoneId.systemDefault());

    private final PbsClient client;
    private final SchedulerPort listener;
    private final SchedulingLoop loop;
    private final FairshareStore fairshare;
    private final MauiConfig config;
    private final Fence fence;

    private Daemon(PbsClient client, SchedulerPort listener, SchedulingLoop loop, FairshareStore fairshare,
                   MauiConfig config, Fence fence) {
        this.fence = fence;
        this.client = client;
        this.listener = listener;
        this.loop = loop;
        this.fairshare = fairshare;
        this.config = config;
    }

    /**
     * Starts scheduling {@code settings.rmHost():rmPort()}: checks that the state directories are
     * safe and writable, reads the checkpoint and the fairshare files, listens on the scheduler
     * port (0 picks a free one) and runs a first iteration.
     *
     * @throws io.jmaui.bridge.state.StateRefusedException when the state cannot be kept safely
     */
    public static Daemon start(MauiConfig config, DaemonSettings settings, AuthMode auth, PolicyCore core,
                               LongSupplier clock) {
        return start(config, settings, auth, core, clock, Fence.NONE);
    }

    /**
     * {@link #start(MauiConfig, DaemonSettings, AuthMode, PolicyCore, LongSupplier)} for the active
     * daemon of an active/standby pair: {@code fence} is checked immediately before every request
     * to pbs_server and every write of the checkpoint, the ledger and the fairshare files.
     */
    public static Daemon start(MauiConfig config, DaemonSettings settings, AuthMode auth, PolicyCore core,
                               LongSupplier clock, Fence fence) {
        StateDirectories.prepare(settings.checkpointFile(), settings.statDir())
                .forEach(n -> LOG.info("event=state_directory text=\"{}\"", n));
        CheckpointStore store = new CheckpointStore(settings.checkpointFile(), fence::check);
        CheckpointStore.Loaded loaded = store.read();
        loaded.warnings().forEach(w -> LOG.warn("event=checkpoint_recovered text=\"{}\"", w));
        SchedulerState state = loaded.state();
        FairshareStore fairshare = new FairshareStore(settings.statDir());
        FsFileLoad fs = fairshare.read();
        fs.problems().forEach(p -> LOG.warn("event=fairshare_file_skipped problem=\"{}\"", p.summary()));
        if (!fs.windows().isEmpty() && state.fairshareWindows().isEmpty()) {
            // FS files written by Maui (or a checkpoint lost): the checkpoint's own usage, accrued up to
            // its lastAccrual, is newer than the FS files, which are written every FSINTERVAL at most
            state = state.withFairshare(fs.windows(), state.lastAccrual());
        }
        LOG.info("event=start servers={} scheduler_port={} checkpoint={} pending_starts={} deferrals={}",
                settings.rmServers(), settings.schedulerPort(), settings.checkpointFile(),
                state.pendingStarts().size(), state.deferrals().size());
        PbsClient client = PbsClient.create(PbsClientConfig.of(settings.rmServers(), auth),
                (request, server) -> fence.check(request.type() + " to " + server));
        SchedulingLoop loop = new SchedulingLoop(settings, config, client, core, store, state, clock,
                ZoneId.systemDefault(), fence);
        SchedulerPort listener = SchedulerPort.open(
                SchedulerPortConfig.of(settings.schedulerPort()).withRequirePrivilegedPort(settings.privilegedPokesOnly()),
                event -> loop.poke());
        Daemon d = new Daemon(client, listener, loop, fairshare, config, fence);
        loop.watch(r -> d.saveFairshare(r));
        loop.start();
        return d;
    }

    private long lastFsSave;

    private void saveFairshare(IterationReport r) {
        long interval = config.get(Parameters.FSINTERVAL);
        if (r.now() - lastFsSave < Math.min(interval, 300) || r.result().fairshareWindows().isEmpty()) {
            return;
        }
        try {
            fence.check("write the fairshare files");
            fairshare.write(r.result().fairshareWindows(), interval);
            lastFsSave = r.now();
        } catch (RuntimeException e) {
            LOG.error("event=fairshare_save_failed reason=\"{}\"", e.getMessage());
        }
    }

    public SchedulingLoop loop() {
        return loop;
    }

    /** Where the scheduler port listens (pbs_server's pokes); null while another process holds it. */
    public java.net.InetSocketAddress schedulerAddress() {
        return listener.localAddress();
    }

    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    /** Stops listening, writes the last checkpoint and disconnects; a second call (SIGTERM's hook, then the caller) does nothing. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        listener.close();
        loop.close();
        client.close();
        LOG.info("event=stop");
    }
}
