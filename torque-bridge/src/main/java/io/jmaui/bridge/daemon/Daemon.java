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
import io.jmaui.pbs.client.RequestGuard;
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

    private volatile SchedulerPort listener;
    private final SchedulingLoop loop;
    private volatile FairshareStore fairshare;
    private final AuthMode auth;
    private final Fence fence;

    private final java.util.List<Attachment> attachments;

    private Daemon(SchedulerPort listener, SchedulingLoop loop, FairshareStore fairshare, AuthMode auth,
                   java.util.List<Attachment> attachments, Fence fence) {
        this.fence = fence;
        this.listener = listener;
        this.loop = loop;
        this.fairshare = fairshare;
        this.auth = auth;
        this.attachments = java.util.List.copyOf(attachments);
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
        return start(config, settings, auth, core, clock, java.util.List.of());
    }

    /**
     * As {@link #start(MauiConfig, DaemonSettings, AuthMode, PolicyCore, LongSupplier)}, with parts
     * that follow the loop from its first iteration and close with the daemon.
     */
    public static Daemon start(MauiConfig config, DaemonSettings settings, AuthMode auth, PolicyCore core,
                               LongSupplier clock, java.util.List<Attachment> attachments) {
        return start(config, settings, auth, core, clock, attachments, Fence.NONE, false);
    }

    /**
     * {@link #start(MauiConfig, DaemonSettings, AuthMode, PolicyCore, LongSupplier, java.util.List)}
     * for the active daemon of an active/standby pair: {@code fence} is checked immediately before
     * every request to pbs_server and every write of the checkpoint, the ledger and the fairshare files.
     *
     * @param takeover this daemon takes over from one that did not release the lease: a former
     *                 active paused on this host may still hold the scheduler port, which is then
     *                 bound in the background ({@link SchedulerPort}) instead of failing the start
     */
    public static Daemon start(MauiConfig config, DaemonSettings settings, AuthMode auth, PolicyCore core,
                               LongSupplier clock, java.util.List<Attachment> attachments, Fence fence,
                               boolean takeover) {
        StateDirectories.prepare(settings.checkpointFile(), settings.statDir())
                .forEach(n -> LOG.info("event=state_directory text=\"{}\"", n));
        if (config.client().anyKey()) {
            StateDirectories.checkSecret(settings.home().resolve("maui-private.cfg"));
        }
        CheckpointStore store = new CheckpointStore(settings.checkpointFile(), fence::check);
        CheckpointStore.Loaded loaded = store.read(settings.overrides().discardState());
        loaded.warnings().forEach(w -> LOG.warn("event=checkpoint_recovered text=\"{}\"", w));
        SchedulerState state = loaded.state();
        java.util.Optional<String> stale = io.jmaui.bridge.state.CheckpointExpiry.staleSince(state, clock.getAsLong(),
                config.get(Parameters.CHECKPOINTEXPIRATIONTIME));
        if (stale.isPresent()) {
            LOG.warn("event=checkpoint_expired text=\"{}\"", stale.get());
            state = io.jmaui.bridge.state.CheckpointExpiry.purge(state);
        }
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
        PbsClient client = PbsClient.create(PbsClientConfig.of(settings.rmServers(), auth), guard(fence));
        SchedulingLoop loop = new SchedulingLoop(settings, config, client, core, store, state, clock,
                ZoneId.systemDefault(), fence);
        SchedulerPort listener;
        try {
            listener = SchedulerPort.open(portConfig(settings), event -> loop.poke(), takeover);
        } catch (Exception e) { // Netty rethrows a failed bind's BindException undeclared
            client.close(); // the loop has not started: no thread, nothing to write
            attachments.forEach(Attachment::close);
            throw e;
        }
        Daemon d = new Daemon(listener, loop, fairshare, auth, attachments, fence);
        attachments.forEach(a -> a.attach(loop));
        loop.watch(r -> d.saveFairshare(r));
        loop.onSettings(d::follow);
        loop.start();
        return d;
    }

    /**
     * Has the daemon's side of a poll compiled before the first poll's replies arrive: decodes and
     * maps a made-up cluster a few rounds on a thread of its own that nothing waits for
     * ({@link MappingWarmup}); logs {@code event=warmup} with how long it took.
     */
    public static void warmMapping(MauiConfig config, DaemonSettings settings) {
        DaemonThreads.background("mapping-warmup", () -> {
            long t0 = System.nanoTime();
            try {
                int rounds = MappingWarmup.run(config, settings.deferPolicy(), System.currentTimeMillis() / 1000,
                        MappingWarmup.BUDGET_MILLIS);
                LOG.info("event=warmup part=mapping rounds={} jobs={} nodes={} ms={}", rounds, MappingWarmup.JOBS,
                        MappingWarmup.NODES, (System.nanoTime() - t0) / 1_000_000);
            } catch (RuntimeException e) {
                LOG.warn("event=warmup_failed part=mapping reason=\"{}\"", e.toString());
            }
        });
    }

    private static SchedulerPortConfig portConfig(DaemonSettings settings) {
        return SchedulerPortConfig.of(settings.schedulerPort()).withRequirePrivilegedPort(settings.privilegedPokesOnly())
                .withAllowedHosts(pokeHosts(settings));
    }

    /** Every request to pbs_server passes the fence right before it is written. */
    private static RequestGuard guard(Fence fence) {
        return (request, server) -> fence.check(request.type() + " to " + server);
    }

    /**
     * Whom pokes are taken from, as pbs_sched does: the pbs_server host(s) of RMCFG (or --server)
     * and every address of this host; anyone else's poke is refused (root on any machine has a privileged port).
     * A server name that does not resolve leaves the check off (empty: any host), with a warning.
     */
    static java.util.Set<java.net.InetAddress> pokeHosts(DaemonSettings settings) {
        java.util.Set<java.net.InetAddress> hosts = new java.util.HashSet<>();
        try {
            for (var server : settings.rmServers().servers()) {
                hosts.addAll(java.util.List.of(java.net.InetAddress.getAllByName(server.host())));
            }
            hosts.add(java.net.InetAddress.getLoopbackAddress());
            // every address of this host: pbs_server beside jmaui may poke from its outside address
            for (var nic : java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())) {
                hosts.addAll(java.util.Collections.list(nic.getInetAddresses()));
            }
        } catch (java.net.UnknownHostException | java.net.SocketException e) {
            LOG.warn("event=poke_hosts_unknown reason=\"{}\" text=\"pokes are taken from any host\"", e.getMessage());
            return java.util.Set.of();
        }
        return hosts;
    }

    /**
     * Follows new settings (loop thread, on changeparam, schedctl -R or SIGHUP): a new scheduler
     * port is bound before the old one is let go, so a port in use refuses the change; a new
     * pbs_server (RMCFG HOST, PORT) gets a new connection; a new STATDIR takes the fairshare files.
     */
    private void follow(DaemonSettings before, DaemonSettings after) {
        if (before.schedulerPort() != after.schedulerPort()
                || before.privilegedPokesOnly() != after.privilegedPokesOnly()) {
            SchedulerPort old = listener;
            listener = SchedulerPort.open(portConfig(after), event -> loop.poke(), false);
            old.close();
            LOG.info("event=scheduler_port_moved from={} to={}", before.schedulerPort(), after.schedulerPort());
        }
        if (!before.rmServers().equals(after.rmServers())) {
            PbsClient old = loop.client();
            loop.replaceClient(PbsClient.create(PbsClientConfig.of(after.rmServers(), auth), guard(fence)));
            old.close();
            LOG.info("event=server_changed from={} to={}", before.rmServers(), after.rmServers());
        }
        if (!before.statDir().equals(after.statDir())) {
            fairshare = new FairshareStore(after.statDir());
        }
    }

    private long lastFsSave;

    private void saveFairshare(IterationReport r) {
        long interval = loop.config().get(Parameters.FSINTERVAL);
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
        attachments.forEach(Attachment::close);
        loop.client().close();
        LOG.info("event=stop");
    }
}
