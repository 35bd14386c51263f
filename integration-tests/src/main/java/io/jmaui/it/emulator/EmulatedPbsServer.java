package io.jmaui.it.emulator;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.SchedulerCommandType;
import io.jmaui.pbs.server.PbsServerInitializer;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * An emulated pbs_server on loopback. Build it with queues and nodes, {@link #start()} it, submit
 * jobs with {@link #submit}, point it at a scheduler port with {@link #pokeScheduler}, and inspect
 * what the scheduler did with {@link #job}, {@link #startLog()} and {@link #anomalies()}. Two
 * instances can share one cluster as a TORQUE HA pair ({@link #haPartner()}).
 */
public final class EmulatedPbsServer implements AutoCloseable {

    private final ClusterState state;
    private final EventLoopGroup group = new NioEventLoopGroup(2);
    private final ChannelGroup children = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    private final FaultInjector faults = new FaultInjector();
    private final SchedulerPoker poker = new SchedulerPoker(group);
    private final RequestHandling handling;
    private final Map<RequestType, ReplySize> replySizes = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong producingNanos = new java.util.concurrent.atomic.AtomicLong();
    private Channel serverChannel;
    private ScheduledFuture<?> ticker;
    private int port;

    public EmulatedPbsServer(String serverName, EmuClock clock) {
        this(new ClusterState(serverName, clock, 300));
    }

    private EmulatedPbsServer(ClusterState state) {
        this.state = state;
        this.handling = new RequestHandling(state, id -> { });
    }

    /**
     * The other pbs_server of a TORQUE HA pair ({@code pbs_server --ha}): the same server name,
     * queues, nodes and jobs, as two servers sharing {@code server_priv} on a shared file system.
     * Start it (on its own port) when this one is stopped, as the standby takes the lock and
     * starts serving when the primary dies; pokes go to the same scheduler.
     */
    public EmulatedPbsServer haPartner() {
        EmulatedPbsServer partner = new EmulatedPbsServer(state);
        partner.poker.target(poker.target());
        return partner;
    }

    public EmulatedPbsServer queue(String name, long priority) {
        synchronized (state) {
            state.queues.put(name, new EmuQueue(name, priority));
        }
        return this;
    }

    public EmulatedPbsServer node(String name, int np, String... properties) {
        synchronized (state) {
            state.nodes.put(name, new EmuNode(name, np, Set.of(properties), 16L << 20));
        }
        return this;
    }

    /**
     * Gives a node {@code count} GPUs, as {@code qmgr -c "set node NAME gpus = COUNT"} does; with
     * {@code reported} its MOM also reports them in {@code gpu_status} (real NVIDIA GPUs), those
     * at the {@code prohibited} indexes in mode Prohibited, which pbs_server never allocates.
     */
    public EmulatedPbsServer gpus(String node, int count, boolean reported, int... prohibited) {
        synchronized (state) {
            EmuNode n = state.nodes.get(node);
            n.gpus = new String[count];
            n.realGpus = reported;
            for (int p : prohibited) {
                n.prohibitedGpus.add(p);
            }
        }
        return this;
    }

    /**
     * Sets what loads a node beside its jobs (its MOM then reports {@code loadave} = slots in use +
     * {@code extraLoad}) and the MOM's {@code $max_load} (0: none), at or over which the MOM reports
     * itself busy and pbs_server shows the node {@code busy}.
     */
    public void load(String name, double extraLoad, double momMaxLoad) {
        synchronized (state) {
            EmuNode n = state.nodes.get(name);
            n.extraLoad = extraLoad;
            n.momMaxLoad = momMaxLoad;
        }
    }

    /** Marks a node down (its MOM stopped answering) or up again. */
    public void nodeDown(String name, boolean down) {
        synchronized (state) {
            state.nodes.get(name).down = down;
        }
    }

    /** Starts listening on loopback {@code port} (0 picks a free one); returns the bound port. */
    public int start(int port) {
        serverChannel = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        children.add(ch);
                        ReplyMeter meter = new ReplyMeter(replySizes, producingNanos);
                        ch.pipeline().addLast(new PbsServerInitializer((request, connection) -> {
                            long started = System.nanoTime();
                            BatchReply reply = handling.answer(request, connection);
                            state.logRequest(LoggedRequest.of(request, reply.code()));
                            meter.answered(request.type(), reply, started, System.nanoTime() - started);
                            return CompletableFuture.completedFuture(reply);
                        }));
                        ch.pipeline().addFirst("faults", faults);
                        ch.pipeline().addFirst("meter", meter);
                    }
                })
                .bind(new InetSocketAddress("127.0.0.1", port)).syncUninterruptibly().channel();
        this.port = ((InetSocketAddress) serverChannel.localAddress()).getPort();
        if (ticker == null) {
            ticker = group.scheduleAtFixedRate(this::settle, 50, 50, TimeUnit.MILLISECONDS);
        }
        return this.port;
    }

    public int port() {
        return port;
    }

    /** Where to poke the scheduler (its scheduler-port listener) when jobs are queued or end. */
    public void pokeScheduler(InetSocketAddress schedulerAddress) {
        poker.target(schedulerAddress);
    }

    /** Whether this server is listening (started and not stopped). */
    public boolean listening() {
        return serverChannel != null;
    }

    /**
     * Starts a queued job at once on {@code destination} ({@code n1:ppn=16+n2:ppn=16}), as a RunJob
     * from another scheduler would: for building a busy cluster before the scheduler under test
     * connects. Throws if pbs_server would refuse it.
     */
    public void run(String jobId, String destination) {
        Refusal r = state.runJob(jobId, destination);
        if (r != null) {
            throw new IllegalStateException("RunJob " + jobId + " on " + destination + ": " + r.error() + " " + r.text());
        }
    }

    /** Sets one job attribute, as {@code qalter -W name=value} (e.g. {@code comment}). */
    public void alter(String jobId, String name, String value) {
        Refusal r = state.modify(jobId, List.of(Attribute.of(name, value)));
        if (r != null) {
            throw new IllegalStateException("ModifyJob " + jobId + ": " + r.error() + " " + r.text());
        }
    }

    /** Deletes a job, as {@code qdel} would; throws if pbs_server would refuse it. */
    public void delete(String jobId) {
        Refusal r = state.delete(jobId);
        if (r != null) {
            throw new IllegalStateException("DeleteJob " + jobId + ": " + r.error() + " " + r.text());
        }
    }

    /**
     * The time spent producing replies since the start on the connections that poll (that asked for
     * status at least once): from taking a request to its encoded reply leaving for the socket
     * (building it from the cluster state, encoding it). What a benchmark of the client's iteration
     * subtracts as the server's share. A connection that only modifies jobs (the daemon's comment
     * connections, which its iteration hands comments to without waiting) is not counted: its replies
     * are produced beside the iteration, and under load their times summed past the iteration's
     * wall time, so scale-bench printed daemon_ms 0.
     */
    public long producingNanos() {
        return producingNanos.get();
    }

    /** Per request type, the last reply sent: status objects, bytes on the wire, time to build it. */
    public Map<RequestType, ReplySize> replySizes() {
        return new java.util.TreeMap<>(replySizes);
    }

    public String submit(JobSubmission submission) {
        String id = state.submit(submission);
        poker.poke(SchedulerCommandType.SCHEDULE_NEW);
        return id;
    }

    /**
     * Sets a server attribute as {@code qmgr -c "set server NAME = VALUE"}: those that bear on job
     * arrays, {@code max_array_size}, {@code max_slot_limit}, {@code idle_slot_limit} and
     * {@code moab_array_compatible} (true unless set false, as pbs_server sets it at every start),
     * and {@code keep_completed} (300 s unless set).
     */
    public EmulatedPbsServer setServer(String name, String value) {
        synchronized (state) {
            switch (name) {
                case "max_array_size" -> state.arrays.maxArraySize = Long.parseLong(value);
                case "max_slot_limit" -> state.arrays.maxSlotLimit = Long.parseLong(value);
                case "idle_slot_limit" -> state.arrays.idleSlotLimit = Long.parseLong(value);
                case "moab_array_compatible" -> state.arrays.moabArrayCompatible = Boolean.parseBoolean(value);
                case "keep_completed" -> state.keepCompleted = Long.parseLong(value);
                default -> throw new IllegalArgumentException("the emulator sets no server attribute " + name);
            }
        }
        return this;
    }

    /** The job as {@code qstat -f} would show it: its status attributes by name (resources as {@code Resource_List.x}). */
    public java.util.Map<String, String> job(String id) {
        synchronized (state) {
            EmuJob j = state.find(id);
            if (j == null) {
                return java.util.Map.of();
            }
            EmuArray array = state.arrays.get(id);
            if (array != null) {
                j.state = array.summaryState(); // qstat -f 12[] asks for the array summary
            }
            java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
            StatusViews.job(j, state, Set.of()).attributes().forEach(a -> out.put(a.fullName(), a.value()));
            return out;
        }
    }

    /** Every job started, in start order (a job started twice appears twice). */
    public List<String> startLog() {
        return state.startLog();
    }

    /** Every request answered (by this server or its HA partner), in order. */
    public List<LoggedRequest> requestLog() {
        return state.requestLog();
    }

    /** Every Rerun, SignalJob, HoldJob, ReleaseJob and CheckpointJob received, in order, e.g. {@code SignalJob 3.emu suspend}. */
    public List<String> controlLog() {
        return state.controlLog();
    }

    /** RunJob requests whose slot count differed from the job's request: scheduler mistakes TORQUE would let through. */
    public List<String> anomalies() {
        return state.anomalies();
    }

    /** The next {@code count} RunJob requests fail with PBSE_MOMREJECT, as when a MOM refuses the job. */
    public void refuseRunJobs(int count) {
        state.refuseRunJobs(count);
    }

    /**
     * How long a preempted job takes to leave its nodes after a Rerun, or a HoldJob that
     * checkpoints it (the MOM's kill and obit): until then it stays running; 0 (the default) at once.
     */
    public void vacateDelay(long seconds) {
        state.vacateDelay(seconds);
    }

    /**
     * The MOMs run jobs past their walltime ({@code $ignwalltime true} in mom_priv/config): the
     * scheduler's JOBMAXOVERRUN is then what ends them.
     */
    public void momIgnoresWalltime(boolean ignore) {
        state.ignoreWalltime(ignore);
    }

    /** The job's MOM never carries out a kill, so a rerun or checkpoint of it never completes (or again does). */
    public void stuck(String jobId, boolean stuck) {
        state.stuck(jobId, stuck);
    }

    /** The next reply on any connection is replaced by these bytes, once. */
    public void injectGarbageReply(byte[] garbage) {
        faults.arm(garbage);
    }

    /** Drops every connection and stops listening, as a pbs_server that went down; state is kept. */
    public void stop() {
        if (serverChannel != null) {
            serverChannel.close().syncUninterruptibly();
            serverChannel = null;
        }
        children.close().syncUninterruptibly();
    }

    /** Listens again on the same port, as a restarted pbs_server, and pokes with SCHEDULE_FIRST. */
    public void restart() {
        stop();
        start(port);
        poker.poke(SchedulerCommandType.SCHEDULE_FIRST);
    }

    /**
     * Ends the jobs whose run time is up by the clock now, as the timer does every 50 ms; tests on
     * a {@link ManualClock} call it right after advancing the clock.
     */
    public void settle() {
        if (serverChannel == null) {
            return; // a server that is down learns of ended jobs when it is back (MOM obits wait)
        }
        if (!state.tick().isEmpty()) {
            poker.poke(SchedulerCommandType.SCHEDULE_TERM);
        }
    }

    @Override
    public void close() {
        if (ticker != null) {
            ticker.cancel(false);
        }
        stop();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
