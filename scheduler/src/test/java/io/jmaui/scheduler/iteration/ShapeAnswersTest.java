package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Shortfalls}' answers looked up by shape ({@link ShapeAnswers}) are the answers each job's own
 * constraints give ({@link Shortfalls#plain}): random clusters of nodes with features, classes,
 * memory, a generic resource, some down and some busy, under EXACTPROC, EXACTNODE or neither, with
 * multi-node jobs disabled or not; random jobs of near-twin shapes (one of tasks, ppn, nodes, a
 * resource, features, class, host list or further request changed; equal parts as distinct objects),
 * asked at changing earliest starts and availability versions, more shapes than the table first holds.
 */
class ShapeAnswersTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[][] CFG = {{}, {"JOBNODEMATCHPOLICY EXACTPROC"}, {"JOBNODEMATCHPOLICY EXACTNODE"},
        {"ENABLEMULTINODEJOBS FALSE"}};

    @Test
    void answersByShape_areEachJobsOwn() {
        Random rnd = new Random(2026_11_27_22L);
        int asked = 0;
        for (int round = 0; round < 200; round++) {
            MauiConfig c = cfg(CFG[round % CFG.length]);
            List<Node> nodes = nodes(rnd);
            List<Job> running = running(rnd, nodes);
            Availability a = Availability.of(nodes, running, T0);
            EngineSettings settings = Settings.from(c, new Snapshot(running, nodes, List.of(), List.of(), List.of()),
                    new ArrayList<>());
            boolean multiNode = round % CFG.length != 3;
            Shortfalls memo = new Shortfalls(a, T0, settings, multiNode);
            Shortfalls plain = new Shortfalls(a, T0, settings, multiNode);
            int version = 0;
            long start = 0;
            for (int k = 0; k < 150; k++) {
                if (rnd.nextInt(40) == 0) {
                    version++;
                }
                if (rnd.nextInt(30) == 0) {
                    start = rnd.nextBoolean() ? 0 : T0 + rnd.nextInt(4) * HOUR;
                }
                Job j = queued(rnd, k);
                assertEquals(plain.plain(j, start, version), memo.of(j, start, version), "round " + round + " job " + k);
                asked++;
            }
        }
        assertTrue(asked > 0);
    }

    private static List<Node> nodes(Random rnd) {
        List<Node> out = new ArrayList<>();
        int n = 2 + rnd.nextInt(8);
        for (int i = 1; i <= n; i++) {
            int procs = rnd.nextBoolean() ? 4 : 8;
            Resources r = new Resources(procs, rnd.nextBoolean() ? 8192 : 16384, 0, 0, rnd.nextInt(4) == 0 ? 1 : 0,
                    rnd.nextInt(4) == 0 ? Gres.of("matlab", 2) : Gres.NONE);
            Set<String> features = rnd.nextInt(3) == 0 ? Set.of("ib", "bigmem") : rnd.nextBoolean() ? Set.of("ib") : Set.of();
            Set<String> classes = rnd.nextInt(3) == 0 ? Set.of("batch") : Set.of();
            NodeState state = rnd.nextInt(6) == 0 ? NodeState.DOWN : NodeState.IDLE;
            out.add(new Node("n" + i, state, r, r, features, "DEFAULT", classes, 0, List.of()));
        }
        return out;
    }

    private static List<Job> running(Random rnd, List<Node> nodes) {
        List<Job> out = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (n.state() != NodeState.DOWN && rnd.nextInt(3) > 0) {
                int procs = 1 + rnd.nextInt(n.configured().procs());
                out.add(job("R" + i).tasks(procs).perTask(new Resources(1, rnd.nextInt(3) * 2048L, 0, 0))
                        .walltime((1 + rnd.nextInt(4)) * HOUR).running(T0 - 600, Collections.nCopies(procs, n.name()))
                        .build());
            }
        }
        return out;
    }

    /** A job of one of a few shapes, often a near twin of another, its parts made anew (equal, not the same objects). */
    private static Job queued(Random rnd, int k) {
        int ppn = rnd.nextInt(3);
        int nodes = ppn == 0 ? 0 : 1 + rnd.nextInt(2);
        int tasks = ppn == 0 ? 1 + rnd.nextInt(12) : nodes * ppn * (1 + rnd.nextInt(2)) / (1 + rnd.nextInt(2));
        Job.Builder b = job("J" + k).tasks(Math.max(1, tasks)).nodes(nodes).tasksPerNode(ppn * (1 + rnd.nextInt(4)))
                .walltime(HOUR).submitTime(T0 - 60).jobClass(rnd.nextBoolean() ? "batch" : "long");
        b.perTask(new Resources(1 + rnd.nextInt(2), rnd.nextInt(3) * 4096L, 0, 0, rnd.nextInt(5) == 0 ? 1 : 0,
                rnd.nextInt(5) == 0 ? Gres.of("matlab", 1 + rnd.nextInt(2)) : Gres.NONE));
        int f = rnd.nextInt(4);
        b.features(f == 0 ? Set.of("ib") : f == 1 ? Set.of(new String("ib"), "bigmem") : Set.of());
        if (rnd.nextInt(6) == 0) {
            b.requestedHosts(rnd.nextBoolean() ? List.of("n1") : List.of("n1", "n2"));
        }
        if (rnd.nextInt(6) == 0) {
            b.extraReqs(List.of(new Req(1 + rnd.nextInt(2), Resources.procs(1), 0, 0,
                    rnd.nextBoolean() ? Set.of("ib") : Set.of())));
        }
        return b.build();
    }
}
