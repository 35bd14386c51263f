package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The result keeps its priorities as a table ({@link PriorityTable}): diagnose -p, checkjob and
 * showq read from it the same priority and the same breakdown, component by component, as the
 * priority stage computed, under random weights, caps, credential priorities and fairshare.
 */
class PriorityTableTest {

    private static final long NOW = at("2024-01-01T10:00");
    private static final String[] WEIGHTS = {"QUEUETIMEWEIGHT", "XFACTORWEIGHT", "CREDWEIGHT", "USERWEIGHT",
        "GROUPWEIGHT", "ACCOUNTWEIGHT", "CLASSWEIGHT", "QOSWEIGHT", "FSWEIGHT", "FSUSERWEIGHT", "FSGROUPWEIGHT",
        "FSACCOUNTWEIGHT", "RESWEIGHT", "PROCWEIGHT", "MEMWEIGHT", "NODEWEIGHT", "WALLTIMEWEIGHT", "SERVWEIGHT",
        "TARGETWEIGHT", "TARGETQUEUETIMEWEIGHT", "BYPASSWEIGHT", "SERVICECAP", "RESCAP"};

    @Test
    void theTableGivesEveryJobThePriorityAndBreakdownItWasComputedWith() {
        for (int seed = 0; seed < 150; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<String> lines = new ArrayList<>();
            for (String w : WEIGHTS) {
                if (rnd.nextInt(3) == 0) {
                    boolean cap = w.endsWith("CAP");
                    lines.add(w + " " + (!cap && rnd.nextInt(5) == 0 ? -rnd.nextInt(1, 50) : rnd.nextInt(1, 200)));
                }
            }
            lines.add("FSPOLICY DEDICATEDPS");
            lines.add("USERCFG[u3] PRIORITY=" + rnd.nextInt(-100, 100));
            lines.add("ACCOUNTCFG[a1] PRIORITY=" + rnd.nextInt(-100, 100) + " FSTARGET=" + rnd.nextInt(1, 60));
            lines.add("CLASSCFG[express] PRIORITY=" + rnd.nextInt(0, 500));
            MauiConfig cfg = cfg(lines.toArray(new String[0]));
            Map<String, Double> users = new HashMap<>();
            List<Job> jobs = new ArrayList<>();
            int n = rnd.nextInt(1, 300);
            for (int i = 0; i < n; i++) {
                String user = "u" + rnd.nextInt(8);
                users.merge(user, rnd.nextDouble() * 10, Double::sum);
                Job.Builder b = Job.builder(i + ".head").user(user).group("g" + rnd.nextInt(3))
                        .account("a" + rnd.nextInt(3)).jobClass(rnd.nextBoolean() ? "batch" : "express")
                        .procs(rnd.nextInt(1, 33)).walltime(600L * rnd.nextInt(1, 50))
                        .submitTime(NOW - 60L * rnd.nextInt(2_000));
                if (rnd.nextInt(4) == 0) {
                    b.perTask(new Resources(1, 1024L * rnd.nextInt(1, 9), 0, 0));
                }
                jobs.add(b.build());
            }
            FairshareWindow w = new FairshareWindow(NOW - 3600, Map.of(CredentialKind.USER, users),
                    users.values().stream().mapToDouble(Double::doubleValue).sum());
            Snapshot s = new Snapshot(jobs, List.of(Node.idle("node001", 64)), List.of(), List.of(), List.of(w));
            List<JobPriority> computed = Priorities.compute(cfg, s, FairshareUsage.compute(cfg, s.fairshareWindows()), NOW)
                    .all();

            List<JobPriority> table = PriorityTable.of(computed);

            assertInstanceOf(PriorityTable.class, table, "seed " + seed);
            assertEquals(computed.size(), table.size(), "seed " + seed);
            for (int i = 0; i < computed.size(); i++) {
                JobPriority want = computed.get(i);
                JobPriority got = table.get(i);
                assertEquals(want.jobId(), got.jobId(), "seed " + seed);
                assertEquals(want.priority(), got.priority(), "seed " + seed + " job " + want.jobId());
                assertEquals(want.components(), got.components(), "seed " + seed + " job " + want.jobId());
                assertEquals(want.weightedSum(), got.weightedSum(), "seed " + seed + " job " + want.jobId());
            }
            assertSame(table, PriorityTable.of(table), "a table is kept as it is");
        }
    }

    @Test
    void theIterationsResultKeepsItsPrioritiesAsATable() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10", "CREDWEIGHT 1", "USERWEIGHT 2");
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            jobs.add(Job.builder(i + ".head").user("u" + i % 3).procs(32).walltime(3600).submitTime(NOW - 60L * i).build());
        }
        Snapshot s = new Snapshot(jobs, List.of(Node.idle("node001", 16)), List.of(), List.of(), List.of());
        IterationResult r = Iteration.run(cfg, s, NOW, CarryOver.NONE);
        List<JobPriority> computed = Priorities.compute(cfg, s, (FairshareUsage) null, NOW).all();

        assertEquals(computed.size(), r.priorities().size());
        for (JobPriority p : r.priorities()) {
            JobPriority want = computed.stream().filter(c -> c.jobId().equals(p.jobId())).findFirst().orElseThrow();
            assertEquals(want, p);
        }
    }
}
