package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Priorities computed without their breakdown (the simulator's decisions-only iterations) are the
 * priorities computed with it, to the last unit, and rank the jobs in the same order: over random
 * weights, caps, QOS terms, fairshare usage, credentials that repeat and credentials that do not;
 * with component weights of 0 (whose factors the bare path skips), QOS with and without targets,
 * and running jobs among the queued ones (the usage factor).
 */
class PrioritiesWithoutBreakdownTest {

    private static final long NOW = at("2024-01-01T10:00");

    @Test
    void sameValuesAndOrderWithoutTheBreakdown() {
        Random rnd = new Random(17);
        for (int round = 0; round < 200; round++) {
            Round r = Round.random(rnd);
            JobPriorities.Ranked full = r.ranked(true);
            JobPriorities.Ranked bare = r.ranked(false);
            assertEquals(full.jobs(), bare.jobs(), "order, round " + round);
            for (int i = 0; i < full.priorities().size(); i++) {
                JobPriority f = full.priorities().get(i);
                JobPriority b = bare.priorities().get(i);
                assertEquals(f.jobId(), b.jobId());
                assertEquals(f.priority(), b.priority(), "round " + round + " job " + f.jobId());
                assertEquals(6, f.components().size());
                assertTrue(b.components().isEmpty(), "no breakdown kept");
            }
        }
    }

    /**
     * The daemon ranks by the bare values and works the breakdowns out on the first read
     * ({@link DeferredBreakdowns}): each job's priority and every component and subcomponent are
     * those the eager path kept in its table, in the same rank order, read in any order.
     */
    @Test
    void deferredBreakdownsAreTheEagerOnes() {
        Random rnd = new Random(23);
        for (int round = 0; round < 200; round++) {
            Round r = Round.random(rnd);
            List<JobPriority> eager = PriorityTable.of(r.ranked(true).priorities());
            List<JobPriority> deferred = DeferredBreakdowns.of(r.cfg(), r.s(), r.usage()::delta, NOW, r.ranked(false));
            assertEquals(eager.size(), deferred.size());
            int from = rnd.nextInt(eager.size()); // the first breakdown read need not be the first job's
            for (int k = 0; k < eager.size(); k++) {
                int i = (from + k) % eager.size();
                JobPriority e = eager.get(i);
                JobPriority d = deferred.get(i);
                assertEquals(e.jobId(), d.jobId(), "round " + round);
                assertEquals(e.priority(), d.priority(), "round " + round + " job " + e.jobId());
                assertEquals(e.components(), d.components(), "round " + round + " job " + e.jobId());
                assertEquals(e.weightedSum(), d.weightedSum(), "round " + round + " job " + e.jobId());
            }
        }
    }

    /** One random case: a config, a queue and its fairshare usage. */
    private record Round(MauiConfig cfg, Snapshot s, FairshareUsage usage) {

        static Round random(Random rnd) {
            MauiConfig cfg = randomConfig(rnd);
            Snapshot s = randomQueue(rnd);
            return new Round(cfg, s, FairshareUsage.compute(cfg, s.fairshareWindows()));
        }

        /** Every job of the queue ranked, with or without breakdowns. */
        JobPriorities.Ranked ranked(boolean breakdowns) {
            return Priorities.compute(cfg, s, usage::delta, NOW, s.jobs(), breakdowns).ranked();
        }
    }

    private static MauiConfig randomConfig(Random rnd) {
        List<String> lines = new ArrayList<>();
        String[] weights = {"CREDWEIGHT", "USERWEIGHT", "CLASSWEIGHT", "QOSWEIGHT", "FSWEIGHT", "FSUSERWEIGHT",
            "FSGROUPWEIGHT", "SERVWEIGHT", "QUEUETIMEWEIGHT", "XFACTORWEIGHT", "BYPASSWEIGHT", "TARGWEIGHT",
            "TARGETQUEUETIMEWEIGHT", "TARGETXFACTORWEIGHT", "RESWEIGHT", "PROCWEIGHT", "MEMWEIGHT", "PSWEIGHT",
            "WALLTIMEWEIGHT", "NODEWEIGHT", "PEWEIGHT", "USAGEWEIGHT", "USAGECONSUMEDWEIGHT",
            "USAGEREMAININGWEIGHT", "USAGEPERCENTWEIGHT", "USAGEEXECUTIONTIMEWEIGHT"};
        for (String w : weights) {
            int k = rnd.nextInt(4);
            if (k == 1) {
                lines.add(w + " 0"); // a component of weight 0 adds a zero: the bare path skips it
            } else if (k > 1) {
                lines.add(w + " " + (rnd.nextInt(41) - 10));
            }
        }
        if (rnd.nextBoolean()) {
            lines.add("XFACTORCAP " + (1 + rnd.nextInt(20)));
        }
        if (rnd.nextBoolean()) {
            lines.add("SERVCAP " + (100 + rnd.nextInt(10_000)));
        }
        if (rnd.nextBoolean()) {
            lines.add("ENABLENEGJOBPRIORITY TRUE");
        }
        if (rnd.nextBoolean()) {
            lines.add("XFMINWCLIMIT 00:" + (10 + rnd.nextInt(40)) + ":00");
        }
        lines.add("FSPOLICY DEDICATEDPS");
        lines.add("USERCFG[DEFAULT] FSTARGET=" + (5 + rnd.nextInt(30)));
        lines.add("USERCFG[u1] PRIORITY=" + (rnd.nextInt(2000) - 1000));
        lines.add("QOSCFG[hi] PRIORITY=500 QTWEIGHT=" + rnd.nextInt(50) + " XFWEIGHT=" + rnd.nextInt(50)
                + " QTTARGET=00:" + (10 + rnd.nextInt(40)) + ":00 XFTARGET=" + (2 + rnd.nextInt(5)));
        lines.add("QOSCFG[lo] PRIORITY=5 QTWEIGHT=" + rnd.nextInt(50));
        return cfg(lines.toArray(new String[0]));
    }

    private static Snapshot randomQueue(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        Map<String, Double> users = new HashMap<>();
        int n = 1 + rnd.nextInt(60);
        int userCount = 1 + rnd.nextInt(n);
        for (int i = 0; i < n; i++) {
            String user = "u" + rnd.nextInt(userCount);
            users.merge(user, (double) rnd.nextInt(5_000), Double::sum);
            Job.Builder b = Job.builder(i + ".head").user(user).group("g" + rnd.nextInt(3))
                    .jobClass(rnd.nextBoolean() ? "batch" : "long").procs(1 + rnd.nextInt(64))
                    .walltime(60L * (1 + rnd.nextInt(600))).submitTime(NOW - rnd.nextInt(100_000))
                    .state(rnd.nextInt(8) == 0 ? JobState.HOLD : JobState.IDLE).bypassCount(rnd.nextInt(4));
            if (rnd.nextInt(6) == 0) {
                b.state(JobState.RUNNING).startTime(NOW - rnd.nextInt(30_000));
            }
            int qos = rnd.nextInt(4);
            if (qos == 0) {
                b.qos("hi");
            } else if (qos == 1) {
                b.qos("lo");
            }
            jobs.add(b.build());
        }
        FairshareWindow w = new FairshareWindow(NOW - 3600, Map.of(CredentialKind.USER, users),
                users.values().stream().mapToDouble(Double::doubleValue).sum() + 1);
        return new Snapshot(jobs, List.of(Node.idle("node001", 64)), List.of(), List.of(), List.of(w));
    }
}
