package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.PlacementRequest;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.partition.PartitionAccess;
import io.jmaui.scheduler.qos.QosAssignment;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * A snapshot prepared and given QOS on what the config's last snapshot left ({@link PreparedCarry})
 * is the one the plain path gives ({@link PrepareSnapshot#apply}, then {@link QosAssignment}), event
 * after event, as the simulator's snapshots change: jobs that arrive, start, end, change or move,
 * nodes that change, lists that stay the same object, and configs under which every rule applies.
 */
class PreparedCarryTest {

    private static final long T0 = 1_700_000_000L;

    private static final String[][] CONFIGS = {
        {},
        {"CLASSCFG[batch] DEFAULT.WCLIMIT=1:00:00", "CLASSCFG[long] DEFAULT.FEATURES=wide",
            "USERCFG[DEFAULT] QLIST=2,normal", "USERCFG[u1] QDEF=2", "QOSFEATURES[2] wide",
            "NODECFG[n1] GRES=matlab:2", "NODECFG[n4] GRES=tape:1", "NODEMAXLOAD 2.0", "DEFAULTCLASSLIST batch"},
        {"ENABLEMULTIREQJOBS TRUE", "GROUPCFG[g2] QDEF=normal QLIST=normal", "NODELOADPOLICY ADJUSTPROCS",
            "NODEMAXLOAD 1.5", "CLASSCFG[batch] DEFAULT.WCLIMIT=2:00:00"},
    };

    @Test
    void carried_isThePlainPath_eventAfterEvent() {
        for (int seed = 0; seed < 90; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            MauiConfig cfg = cfg(CONFIGS[seed % CONFIGS.length]); // a new config each seed: nothing carried in
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                nodes.add(node(rnd, i));
            }
            List<Job> jobs = new ArrayList<>();
            List<Node> nodeList = List.copyOf(nodes);
            int next = 0;
            for (int event = 0; event < 60; event++) {
                next = change(rnd, jobs, next);
                if (rnd.nextInt(3) > 0) { // else the same list object as at the last event
                    for (int k = rnd.nextInt(3); k > 0; k--) {
                        int i = rnd.nextInt(nodes.size());
                        nodes.set(i, node(rnd, i));
                    }
                    if (rnd.nextInt(15) == 0) {
                        nodes.add(node(rnd, nodes.size()));
                    }
                    nodeList = List.copyOf(nodes);
                }
                Snapshot raw = new Snapshot(List.copyOf(jobs), nodeList, List.of(), List.of(), List.of());
                String at = "seed " + seed + " event " + event;
                Snapshot plain = PrepareSnapshot.apply(cfg, raw);
                QosAssignment.Result plainQos = QosAssignment.assign(cfg, plain.jobs());
                Prepared carried = new Prepared(cfg, raw);
                assertEquals(plain, carried.prepared(), at);
                assertEquals(plain == raw, carried.prepared() == raw, at + ": the raw snapshot itself when nothing changes");
                assertEquals(plain.nodes() == raw.nodes(), carried.prepared().nodes() == raw.nodes(), at);
                assertEquals(plainQos.jobs(), carried.qos().jobs(), at);
                assertEquals(plainQos.grants(), carried.qos().grants(), at);
                assertEquals(plain.withJobs(plainQos.jobs()), carried.assigned(), at);
                assertEquals(PartitionAccess.partitionsOf(plain.nodes()), carried.partitions(), at);
                boolean single = false;
                for (Job j : plainQos.jobs()) {
                    single |= AccessPolicies.of(j) == NodeAccessPolicy.SINGLEUSER;
                }
                assertEquals(single, carried.singleUserJob(), at);
            }
        }
    }

    /**
     * A config's first snapshot has nothing to carry, and the next one, unchanged, is carried: its
     * prepared jobs are the first's own objects (the plain path would make new ones for the jobs a
     * class default changes), as the daemon's second poll of an unchanged queue needs.
     */
    @Test
    void theFirstSnapshotDoesNotSendTheNextDownThePlainPath() {
        MauiConfig cfg = cfg("CLASSCFG[batch] DEFAULT.WCLIMIT=1:00:00");
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            jobs.add(Job.builder(i + ".head").jobClass("batch").procs(1).walltime(0).submitTime(T0 - i).build());
        }
        Snapshot raw = new Snapshot(List.copyOf(jobs), List.of(Node.idle("n1", 4)), List.of(), List.of(), List.of());
        PreparedCarry carry = PreparedCarry.of(cfg);
        List<Job> first = carry.prepare(cfg, raw).prepared().jobs();
        List<Job> second = carry.prepare(cfg, raw).prepared().jobs();
        for (int i = 0; i < first.size(); i++) {
            assertEquals(3600, first.get(i).walltime(), "the class default applied");
            assertSame(first.get(i), second.get(i), "job " + i + " carried");
        }
    }

    /** Jobs that arrive, end, start, change, or swap places (past the carry's window too); the next job number. */
    private static int change(SplittableRandom rnd, List<Job> jobs, int next) {
        for (int k = rnd.nextInt(4); k > 0; k--) {
            jobs.add(job(rnd, next++));
        }
        for (int k = rnd.nextInt(3); k > 0 && !jobs.isEmpty(); k--) {
            jobs.remove(rnd.nextInt(jobs.size()));
        }
        for (int k = rnd.nextInt(3); k > 0 && !jobs.isEmpty(); k--) {
            int i = rnd.nextInt(jobs.size());
            Job j = jobs.get(i);
            jobs.set(i, rnd.nextBoolean() ? j.toBuilder().bypassCount(j.bypassCount() + 1).build()
                    : j.toBuilder().running(T0, List.of("n" + rnd.nextInt(4))).build());
        }
        if (jobs.size() > 2 && rnd.nextInt(4) == 0) {
            Collections.swap(jobs, rnd.nextInt(jobs.size()), rnd.nextInt(jobs.size()));
        }
        if (jobs.size() > 12 && rnd.nextInt(8) == 0) { // a block moved further than the window looks
            List<Job> block = new ArrayList<>(jobs.subList(0, 10));
            jobs.subList(0, 10).clear();
            jobs.addAll(block);
        }
        return next;
    }

    private static Job job(SplittableRandom rnd, int n) {
        String[] users = {"u1", "u2", "u3"};
        String[] classes = {"batch", "long", null};
        Job.Builder b = Job.builder(n + ".head").user(users[rnd.nextInt(users.length)])
                .group(rnd.nextBoolean() ? "g1" : "g2").jobClass(classes[rnd.nextInt(classes.length)])
                .procs(1 + rnd.nextInt(4)).walltime(rnd.nextInt(3) == 0 ? 0 : 600 + rnd.nextInt(7200))
                .submitTime(T0 - rnd.nextInt(10_000));
        switch (rnd.nextInt(6)) {
            case 0 -> b.requestQos("2", "-l qos");
            case 1 -> b.requestQos("normal", "-l qos");
            case 2 -> b.requestQos("nosuch", "-l qos");
            case 3 -> b.qos("carried");
            default -> { }
        }
        if (rnd.nextInt(5) == 0) {
            b.reqs(List.of(new Req(2, Resources.procs(1), 1, 2, Set.of()), new Req(1, Resources.procs(1), 1, 1, Set.of())));
        }
        if (rnd.nextInt(8) == 0) {
            b.state(JobState.HOLD);
        }
        if (rnd.nextInt(40) == 0) { // rare, as in a queue: one such job makes every later event's answer yes
            b.placement(PlacementRequest.NONE.withAccessPolicy(rnd.nextBoolean() ? "SINGLEUSER" : "SINGLEJOB"));
        }
        return b.build();
    }

    private static Node node(SplittableRandom rnd, int i) {
        Node n = Node.idle("n" + i, 1 + rnd.nextInt(4));
        if (rnd.nextInt(4) == 0) {
            n = n.withState(NodeState.DOWN);
        }
        double load = rnd.nextInt(4) == 0 ? 3.0 : rnd.nextInt(2);
        // mostly one partition, as most clusters: a node in another now and then, and in it for a while
        String partition = rnd.nextInt(12) == 0 ? "p2" : n.partition();
        return new Node(n.name(), n.state(), n.configured(), n.available(), rnd.nextBoolean() ? Set.of("wide") : Set.of(),
                partition, n.classes(), load, n.jobs());
    }
}
