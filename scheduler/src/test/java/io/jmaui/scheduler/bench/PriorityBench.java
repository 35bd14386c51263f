package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.priority.JobPriorities;
import io.jmaui.scheduler.priority.Priorities;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static io.jmaui.scheduler.config.Cfg.cfg;

/**
 * Priorities of 100,000 idle jobs with every component and subcomponent weighted and capped:
 * 1,000 users (one in seven with an FSTARGET), 100 groups, 50 accounts, 5 QOS with targets, 4 classes,
 * 1,000 nodes, 7 fairshare windows. Target: under 100 ms per iteration.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PriorityBench {

    static final long NOW = 1_700_000_000L;

    MauiConfig cfg;
    Snapshot snapshot;
    FairshareUsage fairshare;

    @Setup
    public void setup() {
        List<String> lines = new ArrayList<>(List.of(
                "CREDWEIGHT 1", "USERWEIGHT 1", "GROUPWEIGHT 2", "ACCOUNTWEIGHT 3", "QOSWEIGHT 4", "CLASSWEIGHT 5",
                "CREDCAP 100000",
                "FSPOLICY DEDICATEDPS", "FSWEIGHT 10", "FSUSERWEIGHT 1", "FSGROUPWEIGHT 1", "FSACCOUNTWEIGHT 1",
                "FSQOSWEIGHT 1", "FSCLASSWEIGHT 1", "FSCAP 1000",
                "SERVWEIGHT 1", "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 100", "BYPASSWEIGHT 10", "QUEUETIMECAP 100000",
                "XFACTORCAP 1000", "BYPASSCAP 100", "XFMINWCLIMIT 00:05:00", "SERVCAP 1000000",
                "TARGWEIGHT 1", "TARGETQUEUETIMEWEIGHT 1", "TARGETXFACTORWEIGHT 1", "TARGCAP 100000",
                "RESWEIGHT 1", "NODEWEIGHT 1", "PROCWEIGHT 1", "MEMWEIGHT 1", "SWAPWEIGHT 1", "DISKWEIGHT 1",
                "PSWEIGHT 1", "PEWEIGHT 1", "WALLTIMEWEIGHT 1", "RESCAP 1000000",
                "USAGEWEIGHT 1", "USAGECONSUMEDWEIGHT 1", "USAGEREMAININGWEIGHT 1", "USAGEPERCENTWEIGHT 1",
                "USAGEEXECUTIONTIMEWEIGHT 1", "USAGECAP 1000000"));
        for (int u = 0; u < 1000; u += 7) {
            lines.add("USERCFG[u" + u + "] PRIORITY=" + (u % 100) + " FSTARGET=" + (u % 20 + 1));
        }
        for (int q = 0; q < 5; q++) {
            lines.add("QOSCFG[q" + q + "] PRIORITY=" + (q * 100) + " QTWEIGHT=" + q + " XFWEIGHT=" + q
                    + " QTTARGET=" + (q + 1) + ":00:00 XFTARGET=" + (q + 2) + ".0");
        }
        cfg = cfg(lines.toArray(new String[0]));

        List<Node> nodes = new ArrayList<>();
        for (int n = 0; n < 1000; n++) {
            nodes.add(Node.idle(String.format("node%04d", n), 32).withConfigured(new Resources(32, 131_072, 16_384, 500_000)));
        }
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            jobs.add(Job.builder((1000 + i) + ".head")
                    .user("u" + (i % 1000)).group("g" + (i % 100)).account("a" + (i % 50)).qos("q" + (i % 5))
                    .jobClass("c" + (i % 4))
                    .tasks(1 + i % 64).perTask(new Resources(1, 1024 + i % 4096, i % 512, i % 2048))
                    .nodes(i % 3).walltime(600 + (i % 48) * 1800L)
                    .submitTime(NOW - (i % 86_400)).bypassCount(i % 5).build());
        }
        List<JobClass> classes = List.of(JobClass.of("c0", 0), JobClass.of("c1", 10), JobClass.of("c2", 20),
                JobClass.of("c3", 30));
        List<FairshareWindow> windows = new ArrayList<>();
        for (int w = 0; w < 7; w++) {
            Map<String, Double> users = new HashMap<>();
            Map<String, Double> groups = new HashMap<>();
            for (int u = 0; u < 1000; u++) {
                users.put("u" + u, (double) ((u * 37 + w * 11) % 1000) * 3600);
                groups.merge("g" + (u % 100), (double) ((u * 37 + w * 11) % 1000) * 3600, Double::sum);
            }
            windows.add(new FairshareWindow(NOW - w * 86_400L, Map.of(CredentialKind.USER, users,
                    CredentialKind.GROUP, groups)));
        }
        snapshot = new Snapshot(jobs, nodes, classes, List.of(), windows);
        fairshare = FairshareUsage.compute(cfg, windows);
    }

    @Benchmark
    public JobPriorities priorities100kIdleJobs() {
        return Priorities.compute(cfg, snapshot, fairshare, NOW);
    }
}
