package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.PlacementRequest;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CheckEligibility with the set-aside verdicts carried from the config's last iteration
 * ({@link SetAsideCarry}) gives, event after event, what it gives with nothing carried (a config
 * of its own at each event: the carry is kept per config): each job's reason, the eligible jobs
 * and their positions, the decisions. The queue changes as the simulator's does, jobs kept as
 * objects: arrivals, starts, holds put on and released, dependencies on jobs that end, a fairshare
 * cap, negative priorities, and what an own verdict reads beside the job changing under it: the
 * largest node (ENABLEMULTINODEJOBS FALSE), the nodes' partitions, a queue's default walltime.
 */
class SetAsideCarryTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol", "dave"};
    static final String[][] CONFIGS = {{}, {"ENABLEMULTINODEJOBS FALSE"},
        {"CLASSCFG[long] MAX.WCLIMIT=1:00:00", "CLASSCFG[small] MIN.PROC=2"},
        {"USERCFG[dave] FSTARGET=5-", "FSPOLICY DEDICATEDPS", "FSINTERVAL 1:00:00", "FSWEIGHT 1", "FSUSERWEIGHT 10"},
        {"ENABLENEGJOBPRIORITY TRUE", "USERCFG[bob] PRIORITY=-400", "CREDWEIGHT 1", "USERWEIGHT 1"},
        {"USERCFG[DEFAULT] MAXIJOB=2", "CLASSCFG[long] MAX.WCLIMIT=2:00:00"}};

    @Test
    void carried_isThePlainPath_eventAfterEvent() {
        Random rnd = new Random(2026_11_29L);
        int carried = 0;
        int asked = 0;
        for (int round = 0; round < 60; round++) {
            String[] lines = CONFIGS[round % CONFIGS.length];
            MauiConfig kept = cfg(lines);
            List<Job> queue = new ArrayList<>();
            List<Node> nodes = nodes(false, false);
            List<JobClass> classes = List.of(longClass(HOUR));
            int next = 0;
            for (int event = 0; event < 40; event++) {
                next = change(rnd, queue, next);
                if (rnd.nextInt(5) == 0) {
                    nodes = nodes(rnd.nextBoolean(), rnd.nextBoolean());
                }
                if (rnd.nextInt(6) == 0) {
                    classes = List.of(longClass(rnd.nextBoolean() ? HOUR : 3 * HOUR));
                }
                List<Job> jobs = EligibleFirstTest.running(rnd);
                jobs.addAll(queue);
                Snapshot s = new Snapshot(jobs, nodes, classes, List.of(), List.of());
                long now = T0 + event * MINUTE;
                IterationState plain = stages(cfg(lines), s, now); // a new config: nothing carried
                IterationState carry = stages(kept, s, now);
                QueueOrderEligibilityTest.assertSameEligibility(plain, carry, "round " + round + " event " + event);
                carried += SetAsideCarry.of(kept).carried;
                asked += carry.ranked.size();
            }
        }
        assertTrue(carried * 2 > asked, carried + " of " + asked + " verdicts carried");
    }

    private static final long HOUR = 3600;

    private static JobClass longClass(long defaultWalltime) {
        return new JobClass("long", 0, true, true, true, 0, defaultWalltime, Map.of(), Map.of());
    }

    /** Eight nodes of 4 procs; one of 8 with {@code wide}, one in partition p2 with {@code p2}. */
    private static List<Node> nodes(boolean wide, boolean p2) {
        List<Node> out = new ArrayList<>(Fixtures.nodes("n", 8, 4));
        if (wide) {
            out.set(0, Node.idle("n1", 8));
        }
        if (p2) {
            Node n = out.get(7);
            out.set(7, new Node(n.name(), NodeState.IDLE, Resources.procs(4), Resources.procs(4), Set.of(), "p2",
                    Set.of(), 0.0, List.of()));
        }
        return out;
    }

    /** Jobs that arrive, start or end, and change (a hold put on or released); the next job number. */
    private static int change(Random rnd, List<Job> queue, int next) {
        for (int k = rnd.nextInt(4); k > 0; k--) {
            queue.add(queued(rnd, next++, queue));
        }
        for (int k = rnd.nextInt(3); k > 0 && !queue.isEmpty(); k--) {
            queue.remove(rnd.nextInt(queue.size()));
        }
        if (!queue.isEmpty() && rnd.nextInt(3) == 0) {
            int i = rnd.nextInt(queue.size());
            Job j = queue.get(i);
            queue.set(i, j.state() == JobState.IDLE ? j.toBuilder().state(JobState.HOLD).holds(Set.of(HoldType.USER)).build()
                    : j.toBuilder().state(JobState.IDLE).holds(Set.of()).build());
        }
        return next;
    }

    private static Job queued(Random rnd, int n, List<Job> queue) {
        Job.Builder b = job(100 + n + ".head").user(USERS[rnd.nextInt(USERS.length)])
                .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - 3 * HOUR + n * 10L);
        if (rnd.nextInt(6) == 0) {
            b.tasks(8).nodes(2).tasksPerNode(4);
        } else {
            b.procs(1 + rnd.nextInt(5));
        }
        switch (rnd.nextInt(12)) {
            case 0 -> b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
            case 1 -> b.jobClass("small");
            case 2 -> b.jobClass("long").walltime(0); // its queue's default walltime
            case 3 -> b.state(JobState.DEFERRED);
            case 4 -> b.placement(new PlacementRequest(List.of("p2"), null, null, null));
            case 5 -> {
                if (!queue.isEmpty()) { // on a queued job, which may start or end while this one waits
                    b.dependencies(List.of(Dependency.on(DependencyType.AFTEROK, queue.get(rnd.nextInt(queue.size())).id())));
                }
            }
            default -> { }
        }
        return b.build();
    }

    /** The stages of a full iteration, CheckEligibility walking the jobs in rank order (the walk the carry serves). */
    private static IterationState stages(MauiConfig c, Snapshot s, long now) {
        Policies standard = Policies.standard(c, ZoneOffset.UTC);
        return StageTimes.stages(c, new Prepared(c, s), now, new CarryOver(now - MINUTE, 0),
                standard.withRanker(QueueOrderEligibilityTest.withoutPositions(c)), Detail.FULL, StageTimes.table());
    }
}
