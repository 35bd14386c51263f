package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The summary's start estimates shared among jobs of one kind ({@link SharedEstimates}) are the
 * estimates and reasons each job's own search gives: random queues of a few repeating shapes on
 * a cluster mostly full of nodes with features, classes, partitions, memory and some down, sometimes two partitions, under a
 * standing reservation for one user (with affinity, or none), NODEACCESSPOLICY SINGLEUSER or
 * SHARED, EXACTNODE or not, EXACTPROC or not, jobs asking features, classes, memory, nodes=N:ppn=P,
 * whole nodes, host lists and node access policies.
 */
class SharedEstimatesTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol"};
    static final String[] CLASSES = {"batch", "long"};
    static final String[] BASE = {"QUEUETIMEWEIGHT 1", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT",
        "SRCFG[day] HOSTLIST=n1,n2 PERIOD=DAY STARTTIME=08:00:00 ENDTIME=18:00:00"};
    static final String[][] MORE = {{}, {"SRCFG[day] USERLIST=alice"}, {"SRCFG[day] USERLIST=bob+"},
        {"SRCFG[day] USERLIST=carol-"}, {"NODEACCESSPOLICY SINGLEUSER"}, {"JOBNODEMATCHPOLICY EXACTNODE"},
        {"JOBNODEMATCHPOLICY EXACTPROC"}, {"NODEALLOCATIONPOLICY MINRESOURCE", "SRCFG[day] USERLIST=alice"}};

    @Test
    void sharedEstimates_areEachJobsOwn() {
        Random rnd = new Random(2026_11_27_20L);
        int shared = 0;
        int estimates = 0;
        for (int round = 0; round < 600; round++) {
            MauiConfig c = cfg(with(BASE, MORE[round % MORE.length]));
            Snapshot s = snapshot(rnd, 4 + rnd.nextInt(30));
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            IterationState plain = stages(c, s, carry, new Summarize(false));
            Summarize summary = new Summarize(true);
            IterationState sharing = stages(c, s, carry, summary);
            String at = "round " + round;
            assertEquals(plain.decisions, sharing.decisions, at);
            for (int k = 0; k < plain.eligible.size(); k++) {
                int slot = plain.eligibleSlots[k];
                String job = at + " job " + plain.eligible.get(k).id();
                assertEquals(plain.slots.estimate(slot), sharing.slots.estimate(slot), job);
                assertEquals(String.valueOf(plain.slots.reason(slot)), String.valueOf(sharing.slots.reason(slot)), job);
                estimates += plain.slots.estimate(slot) != JobSlots.NONE ? 1 : 0;
            }
            shared += summary.shared;
        }
        assertTrue(shared > 500, shared + " estimates shared");
        assertTrue(estimates > 2_000, estimates + " estimates");
    }

    /** {@code queued} jobs of a few repeating shapes and near twins of them, on eight nodes mostly full. */
    static Snapshot snapshot(Random rnd, int queued) {
        List<Node> nodes = new ArrayList<>();
        boolean partitions = rnd.nextInt(3) == 0; // node n8 in a partition of its own: each job keeps to one
        for (int i = 1; i <= 8; i++) {
            Set<String> features = i % 3 == 0 ? Set.of("fast") : i % 3 == 1 ? Set.of("big", "fast") : Set.of();
            Set<String> classes = i == 7 ? Set.of("long") : Set.of();
            NodeState state = rnd.nextInt(12) == 0 ? NodeState.DOWN : NodeState.IDLE;
            int procs = i <= 6 ? 4 : 8;
            Resources r = new Resources(procs, i % 2 == 0 ? 16_384 : 8_192, 0, 0);
            nodes.add(new Node("n" + i, state, r, r, features, i == 8 && partitions ? "p2" : "DEFAULT", classes, 0.0, List.of()));
        }
        List<Job> jobs = new ArrayList<>();
        for (int node = 1; node <= 8; node++) { // most nodes full or half full until scattered times: the queue waits
            if (rnd.nextInt(node <= 2 ? 2 : 5) > 0) { // the reserved n1, n2 free more often
                int procs = (node <= 6 ? 4 : 8) / (rnd.nextInt(3) == 0 ? 2 : 1);
                jobs.add(job("R" + node).user(USERS[rnd.nextInt(USERS.length)]).tasks(procs)
                        .walltime((1 + rnd.nextInt(6)) * HOUR).submitTime(T0 - 2 * HOUR)
                        .running(T0 - rnd.nextInt(3_000), Collections.nCopies(procs, "n" + node)).build());
            }
        }
        Job.Builder[] shapes = new Job.Builder[3 + rnd.nextInt(4)];
        for (int k = 0; k < shapes.length; k++) {
            shapes[k] = shape(rnd);
        }
        for (int i = 0; i < queued; i++) {
            Job.Builder b = rnd.nextInt(5) == 0 ? shape(rnd) : shapes[rnd.nextInt(shapes.length)];
            Job.Builder twin = b.submitTime(T0 - rnd.nextInt(4) * 1_800L).user(USERS[rnd.nextInt(USERS.length)])
                    .build().toBuilder().id(100 + i + ".head");
            switch (rnd.nextInt(6)) { // a near twin of its shape: one thing of its kind differs
                case 0 -> twin.features(rnd.nextBoolean() ? Set.of() : Set.of("fast"));
                case 1 -> twin.jobClass(CLASSES[rnd.nextInt(CLASSES.length)]);
                case 2 -> twin.perTask(Resources.procs(1 + rnd.nextInt(2)));
                default -> {
                }
            }
            Job j = twin.build();
            jobs.add(j.nodes() > 0 && rnd.nextInt(4) == 0 // the same tasks spread another way
                    ? j.toBuilder().nodes(j.tasks()).tasksPerNode(1).build() : j);
        }
        return Snapshot.of(jobs, nodes);
    }

    /** A job shape: its size, resources, features, class, walltime and placement asks. */
    private static Job.Builder shape(Random rnd) {
        Job.Builder b = job("shape").jobClass(CLASSES[rnd.nextInt(CLASSES.length)])
                .walltime((1 + rnd.nextInt(4)) * 30 * MINUTE);
        switch (rnd.nextInt(4)) {
            case 0 -> b.procs(1 + rnd.nextInt(12));
            case 1 -> {
                int nodes = 1 + rnd.nextInt(3);
                int ppn = 1 + rnd.nextInt(4);
                b.tasks(nodes * ppn).nodes(nodes).tasksPerNode(ppn);
            }
            case 2 -> b.tasks(1 + rnd.nextInt(4)).perTask(new Resources(1 + rnd.nextInt(2), (1 + rnd.nextInt(10)) * 1_024L, 0, 0));
            default -> b.tasks(1 + rnd.nextInt(3)).perTask(Resources.procs(4));
        }
        switch (rnd.nextInt(8)) {
            case 0 -> b.features(Set.of("fast"));
            case 1 -> b.features(Set.of("big"));
            case 2 -> b.requestedHosts(List.of("n3", "n4"));
            case 3 -> b.dedicatedNodes(true);
            default -> {
            }
        }
        return b;
    }

    /** An iteration's stages with {@code summary} in Summarize's place, its state as the last left it. */
    static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Summarize summary) {
        IterationState st = Iteration.start(c, new Prepared(c, s), T0, carry, Policies.standard(c, ZoneOffset.UTC),
                Detail.FULL);
        for (Stage stage : Iteration.STAGES) {
            (stage instanceof Summarize ? summary : stage).apply(st);
        }
        return st;
    }
}
