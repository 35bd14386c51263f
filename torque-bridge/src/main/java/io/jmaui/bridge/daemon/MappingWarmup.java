package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.iteration.PrepareSnapshot;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.qos.QosGrants;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs the daemon's side of an iteration over a made-up cluster a few rounds before the first
 * poll, as the loop runs it poll after poll: the replies decoded as the client decodes them, with
 * the objects the poll's memo holds withheld and stepped over ({@link ClusterPoll#decoded}), the
 * changed jobs mapped and the rest recalled, the start ledger settled, the snapshot assembled and
 * prepared with the daemon's own maui.cfg, the core run on it, and the comments, bypass counts,
 * statistics and backfill starts worked out from its result. A fresh JVM runs its first 100,000-job
 * iterations interpreted, then in profiled code while the JIT compiles: under load the first
 * iteration's map stage took 12-13 s against 0.3-0.7 s later, and the second and third iterations
 * still compiled what only a steady poll reaches (the withheld path, the recall, the stages after
 * the core), sharing the 2 cores with the JIT (bin/scale-bench, "Scale" in the README). The
 * core's own paths have their warm-up too ({@link io.jmaui.scheduler.warmup.CoreWarmup}).
 *
 * <p>Nothing is kept and nothing leaves the JVM: the state starts {@link SchedulerState#EMPTY},
 * the {@link ClusterPoll} and the rest are its own; no request is sent, no comment posted and
 * nothing written. The launcher runs it on a thread of its own as the daemon starts
 * ({@link Daemon#warmMapping}), beside the decoder's and the core's warm-ups, and nothing waits
 * for it: a takeover or a restart polls at once (and a standby has warmed up long before it
 * takes over). It stops after {@link #ROUNDS} rounds or {@code budgetMillis}, whichever comes first.
 */
final class MappingWarmup {

    static final int NODES = 400;
    static final int JOBS = 4_000;
    static final int ROUNDS = 6;
    private static final int PPN = 16;
    private static final String[] QUEUES = {"batch", "long", "express"};
    private static final String[] SHAPES = {"1:ppn=1", "1:ppn=4", "1:ppn=16", "2:ppn=16", "procs=24"};
    private static final String[] WALLTIMES = {"00:30:00", "02:00:00", "12:00:00", "48:00:00"};

    /** The wall time a warm-up may take at most. */
    static final long BUDGET_MILLIS = 15_000;

    private MappingWarmup() {
    }

    /** Rounds run, at most {@link #ROUNDS}. */
    static int run(MauiConfig config, DeferPolicy defer, long now, long budgetMillis) {
        return run(config, snapshot -> { }, defer, now, budgetMillis, ROUNDS);
    }

    /** As {@link #run(MauiConfig, DeferPolicy, long, long)}, each round's snapshot handed to {@code prepared}. */
    static int run(MauiConfig config, java.util.function.Consumer<Snapshot> prepared, DeferPolicy defer, long now,
                   long budgetMillis, int maxRounds) {
        long until = System.nanoTime() + budgetMillis * 1_000_000;
        List<StatusObject> queues = queues();
        List<StatusObject> nodes = new ArrayList<>();
        for (int n = 0; n < NODES; n++) {
            nodes.add(node(n));
        }
        ClusterPoll poll = new ClusterPoll();
        SchedulerState state = SchedulerState.EMPTY;
        CarryOver carry = CarryOver.NONE;
        // every comment differs from the made-up one at first: none is held back by a per-iteration cap
        JobComments comments = new JobComments(java.time.ZoneOffset.UTC, Integer.MAX_VALUE, () -> null);
        Map<String, String> shown = new HashMap<>();
        Bookkeeping bookkeeping = new Bookkeeping();
        BackfillStarts backfill = new BackfillStarts();
        ArraySlotLimits slots = new ArraySlotLimits();
        Overlays overlays = new Overlays();
        int rounds = 0;
        while (rounds < maxRounds && System.nanoTime() < until) {
            List<StatusObject> jobs = new ArrayList<>(JOBS);
            for (int i = 0; i < JOBS; i++) {
                jobs.add(job(i, rounds));
            }
            PolledCluster cluster = poll.map(poll.decoded(queues, nodes, jobs));
            if (cluster == null || !cluster.problems().isEmpty()) {
                throw new IllegalStateException("the warm-up cluster maps with problems: "
                        + (cluster == null ? "a withheld job not recalled" : cluster.problems()));
            }
            long at = now + 60L * rounds;
            Map<String, JobState> serverJobs = StartLedger.serverStates(state, Set.of(), cluster.jobs());
            state = StartLedger.settle(state, serverJobs, at, 30, defer).state();
            state = state.withNodeDownSince(SnapshotAssembler.downSince(state.nodeDownSince(), cluster.nodes(), at));
            Snapshot snapshot = PrepareSnapshot.applyToNodes(config, // the core prepares the jobs: result.jobs()
                    slots.apply(SnapshotAssembler.assemble(cluster, state, at, defer, overlays)));
            prepared.accept(snapshot);
            IterationResult result = Daemon.MAUI.iterate(config, snapshot, at, carry);
            carry = result.carryOver();
            List<String> started = result.starts().stream().map(StartJob::jobId).toList();
            backfill.update(snapshot, result, started);
            Map<String, String> polled = cluster.comments();
            shown.putAll(comments.forWaiting(result, QosGrants.refused(result.qosGrants()), id -> shown.getOrDefault(id, polled.get(id)), id -> ""));
            state = state.withBypassCounts(Bookkeeping.bypass(state, snapshot, result, new int[JobState.values().length]))
                    .withStatistics(bookkeeping.statistics(state.statistics(), snapshot, started, at));
            rounds++;
        }
        return rounds;
    }

    private static List<StatusObject> queues() {
        List<StatusObject> out = new ArrayList<>();
        for (String q : QUEUES) {
            out.add(new StatusObject(ObjectType.QUEUE, q, List.of(Attribute.of("queue_type", "Execution"),
                    Attribute.of("resources_max", "walltime", "72:00:00"),
                    Attribute.of("resources_default", "walltime", "01:00:00"), Attribute.of("enabled", "True"),
                    Attribute.of("started", "True"))));
        }
        return out;
    }

    private static String nodeName(int n) {
        return String.format("warmup%04d", n);
    }

    /** The first half of the nodes run one whole-node job each ({@link #job}); the rest are free. */
    private static StatusObject node(int n) {
        boolean busy = n < NODES / 2;
        List<Attribute> a = new ArrayList<>();
        a.add(Attribute.of("state", busy ? "job-exclusive" : n % 97 == 0 ? "down" : "free"));
        a.add(Attribute.of("np", Integer.toString(PPN)));
        a.add(Attribute.of("properties", n % 4 == 0 ? "ib,bigmem" : "ib"));
        a.add(Attribute.of("ntype", "cluster"));
        if (busy) {
            a.add(Attribute.of("jobs", "0-15/" + id(n)));
        }
        a.add(Attribute.of("status", "rectime=1800000000,ncpus=16,physmem=65536000kb,availmem=60000000kb,"
                + "totmem=70000000kb,loadave=" + (busy ? "16.00" : "0.00") + ",state=free"));
        return new StatusObject(ObjectType.NODE, nodeName(n), a);
    }

    private static String id(int i) {
        return i + ".warmup";
    }

    /**
     * Job {@code i} in round {@code round}: the first NODES/2 run, the rest wait; a few change
     * state each round and a quarter their comment, the rest come as they were (withheld).
     */
    private static StatusObject job(int i, int round) {
        boolean running = i < NODES / 2;
        boolean held = !running && (i + round) % 41 == 0;
        String user = "u" + i % 60;
        String spec = running ? "1:ppn=16" : SHAPES[i % SHAPES.length];
        List<Attribute> a = new ArrayList<>();
        a.add(Attribute.of("Job_Owner", user + "@login"));
        a.add(Attribute.of("job_state", running ? "R" : held ? "H" : "Q"));
        a.add(Attribute.of("queue", QUEUES[i % QUEUES.length]));
        a.add(Attribute.of("ctime", Long.toString(1_800_000_000L - i)));
        if (running) {
            a.add(Attribute.of("exec_host", nodeName(i) + "/0-15"));
            a.add(Attribute.of("start_time", Long.toString(1_800_000_000L - 600 - i)));
        }
        a.add(Attribute.of("Hold_Types", held ? "u" : "n"));
        a.add(Attribute.of("qtime", Long.toString(1_800_000_000L - i)));
        a.add(Attribute.of("euser", user));
        a.add(Attribute.of("egroup", "g" + i % 7));
        a.add(Attribute.of("Account_Name", "acct" + i % 5));
        if (spec.startsWith("procs=")) {
            a.add(Attribute.of("Resource_List", "procs", spec.substring("procs=".length())));
        } else {
            a.add(Attribute.of("Resource_List", "nodes", spec));
            a.add(Attribute.of("Resource_List", "neednodes", spec));
        }
        a.add(Attribute.of("Resource_List", "walltime", WALLTIMES[i % WALLTIMES.length]));
        if (i % 5 == 0) {
            a.add(Attribute.of("Resource_List", "mem", (4 << (i % 4)) + "gb"));
        }
        a.add(Attribute.of("comment", "jmaui: waiting: round " + (round + i % 4) / 4));
        return new StatusObject(ObjectType.JOB, id(i), a);
    }
}
