package io.jmaui.scheduler.warmup;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Runs the iteration a few times on a made-up busy cluster under the site's own maui.cfg, so that
 * the JIT has compiled the core's per-job paths before the daemon's first iterations: a fresh JVM
 * runs its first iterations of 100,000 jobs in the interpreter and then half-compiled code, two to
 * four times slower than warm (scheduler's {@code ScaleShape} prints the first three). The daemon's
 * launcher runs this on a thread of its own while it starts and connects. Deterministic: the
 * made-up jobs come from arithmetic on their index, and nothing is kept.
 */
public final class CoreWarmup {

    /** What {@link #run(MauiConfig)} does: enough for the JIT to compile the per-job paths, about 1.5 s of one core. */
    public static final int NODES = 1_000;
    public static final int JOBS = 10_000;
    public static final int ROUNDS = 6;

    private static final long NOW = 1_700_000_000L;
    /** One job in this many is mapped again as a new object at each round ({@link #polledAgain}). */
    private static final int REMAPPED = 97;
    private static final int PPN = 16;
    private static final long[] WALLTIMES = {600, 3600, 4 * 3600, 12 * 3600, 86_400, 172_800};
    /** One string per name ({@link #submission}). */
    private static final String[] USERS = names("u%03d", 250);
    private static final String[] GROUPS = names("g%02d", 25);
    private static final String[] ACCOUNTS = names("a%d", 10);
    /** Users no made-up job has, who take a running job's node between rounds ({@link #polledAgain}). */
    private static final String[] NEWCOMERS = names("n%d", ROUNDS);

    private CoreWarmup() {
    }

    /** {@link #ROUNDS} iterations of {@link #JOBS} jobs on {@link #NODES} nodes under {@code cfg}. */
    public static int run(MauiConfig cfg) {
        return run(cfg, NODES, JOBS, ROUNDS);
    }

    /**
     * {@code rounds} iterations a minute apart, each carrying the last one's state, on
     * {@code nodes} 16-proc nodes nine tenths busy and {@code jobs} jobs in all. Returns the starts
     * decided (a figure, so that no work is optimized away).
     *
     * <p>Each round's snapshot is as the daemon's next poll gives it: with the fairshare usage the
     * last round charged (the daemon's state keeps it), and a few jobs mapped again as new objects
     * (the poll's memo gives the same object only for a job that did not change). The JIT compiles
     * the branches a warm-up took: without the usage carried, a daemon's second iteration met the
     * kind of usage the accrual hands over, which no round had, and threw away the priority terms'
     * compiled code (three compilations of 9 KB each, 1.7-2.5 s of the one C2 thread, JFR).
     */
    public static int run(MauiConfig cfg, int nodes, int jobs, int rounds) {
        Snapshot s = snapshot(nodes, jobs);
        CarryOver carry = CarryOver.NONE;
        int starts = 0;
        for (int r = 0; r < rounds; r++) {
            IterationResult result = Iteration.run(cfg, s, NOW + 60L * r, carry);
            carry = result.carryOver();
            starts += result.starts().size();
            s = polledAgain(s, result, r);
        }
        return starts;
    }

    /**
     * {@code s} as the poll after round {@code r} gives it ({@link #run(MauiConfig, int, int, int)}):
     * after every other round a running job is someone else's (one job ended and another took its
     * node), a user the fairshare usage had not charged before, so that the rounds after it find
     * the usage's names moved and those after them not, as a daemon's iterations do while jobs
     * start and while none does.
     */
    static Snapshot polledAgain(Snapshot s, IterationResult result, int r) {
        List<Job> jobs = new ArrayList<>(s.jobs());
        for (int i = r % REMAPPED; i < jobs.size(); i += REMAPPED) {
            jobs.set(i, jobs.get(i).toBuilder().build());
        }
        if (r % 2 == 0 && !jobs.isEmpty() && jobs.get(r).state() == JobState.RUNNING) {
            jobs.set(r, jobs.get(r).toBuilder().user(NEWCOMERS[r / 2 % NEWCOMERS.length]).build());
        }
        return new Snapshot(jobs, s.nodes(), s.classes(), s.reservations(), result.fairshareWindows(),
                s.nodeDownSince(), s.prediction(), s.ended());
    }

    /** Whole-node running jobs on nine nodes in ten, ending over two days; the rest idle, of a few shapes. */
    static Snapshot snapshot(int nodeCount, int jobCount) {
        List<Node> nodes = new ArrayList<>(nodeCount);
        for (int i = 0; i < nodeCount; i++) {
            nodes.add(Node.idle(String.format("warm%05d", i), PPN).withConfigured(new Resources(PPN, 65_536, 0, 0))
                    .withFeatures(i % 4 == 0 ? Set.of("ib", "bigmem") : Set.of("ib")));
        }
        List<Job> jobs = new ArrayList<>(jobCount);
        for (int i = 0; i < nodeCount && jobs.size() < jobCount; i++) {
            if (i % 10 == 9) {
                continue;
            }
            long wall = WALLTIMES[4 + i % 2];
            long started = NOW - mix(i) % (20 * 3600);
            jobs.add(submission(jobs.size()).tasks(PPN).nodes(1).tasksPerNode(PPN).walltime(wall)
                    .submitTime(started - 600).running(started, hosts(nodes.get(i).name())).build());
        }
        while (jobs.size() < jobCount) {
            int i = jobs.size();
            long m = mix(i);
            Job.Builder b = submission(i).walltime(WALLTIMES[(int) (m % WALLTIMES.length)])
                    .submitTime(NOW - m % (7 * 86_400));
            switch ((int) (m >>> 8) % 6) {
                case 0 -> b.procs(1);
                case 1 -> b.procs(4);
                case 2 -> b.tasks(PPN).nodes(1).tasksPerNode(PPN);
                case 3 -> b.tasks(2 * PPN).nodes(2).tasksPerNode(PPN);
                case 4 -> b.tasks(8).nodes(1).tasksPerNode(8).features(Set.of("bigmem"));
                default -> b.procs(32);
            }
            if (m % 5 == 0) {
                b.perTask(new Resources(1, 4096L * (1 + m % 8), 0, 0));
            }
            if (m % 33 == 0) {
                b.holds(Set.of(HoldType.USER));
            }
            jobs.add(b.build());
        }
        return new Snapshot(jobs, nodes, List.of(JobClass.of("batch", 0), JobClass.of("long", 0),
                JobClass.of("express", 100), JobClass.of("debug", 1000)), List.of(), List.of());
    }

    /**
     * One entry per task in a list of the class the mapper's exec_host gives: the limits call into
     * the list, and a warm-up of another class left a type check that the daemon's first iteration
     * failed, throwing the limits' compiled code away.
     */
    private static List<String> hosts(String node) {
        return new ArrayList<>(Collections.nCopies(PPN, node));
    }

    /**
     * 250 users in 25 groups, 10 accounts, 4 queues, as a large site's queue mixes them: a few
     * thousand distinct credentials, so the paths a queue of hardly repeating credentials takes
     * (priorities scored per job past {@code PriorityInputs.MAX_TERMS}) are compiled too. One
     * string per name, as the daemon's decoder gives them: the limits and fairshare look names up
     * by identity first, and a warm-up of distinct strings left that branch to a trap that threw
     * away the limits' compiled code in the daemon's first iteration.
     */
    private static Job.Builder submission(int i) {
        long m = mix(i + 7);
        int user = (int) (m % USERS.length);
        long q = (m >>> 20) % 20;
        return Job.builder(i + ".warmup").user(USERS[user]).group(GROUPS[user % GROUPS.length])
                .account(ACCOUNTS[(int) ((m >>> 12) % ACCOUNTS.length)])
                .jobClass(q < 14 ? "batch" : q < 17 ? "long" : q < 19 ? "express" : "debug");
    }

    private static String[] names(String format, int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = String.format(format, i);
        }
        return out;
    }

    /** A well-spread non-negative number for index {@code i} (SplitMix64's finalizer). */
    private static long mix(long i) {
        long z = (i + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) >>> 1;
    }
}
