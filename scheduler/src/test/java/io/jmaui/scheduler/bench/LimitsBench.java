package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.Cfg;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.Eligibility;
import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/**
 * Throttling for one large iteration: 10,000 running jobs, 100,000 idle jobs in priority order,
 * 1,000 users, 50 groups, 20 accounts, 6 classes, 3 QOS, 5,000 nodes. One operation = build
 * {@link Limits}, compute the eligible list, and check each eligible job once with its proposed
 * hosts (charging the ones that pass). Target: under 100 ms.
 *
 * <p>Jobs share their credential name strings, as the daemon's snapshots do: ClusterPoll hands
 * every job of one user the same {@code euser} string (its per-poll pool of shared values).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class LimitsBench {

    static final long NOW = 1_704_103_200L;

    MauiConfig cfg;
    Snapshot snapshot;
    List<Job> idle;
    List<List<String>> proposed;

    @Setup
    public void setup() {
        cfg = Cfg.cfg(
                "USERCFG[DEFAULT]  MAXJOB=8,16 MAXPROC=64,128 MAXIJOB=40 MAXNODE=32,64",
                "USERCFG[user7]    MAXJOB=50",
                "GROUPCFG[DEFAULT] MAXJOB=300 MAXPS=1000000000",
                "ACCOUNTCFG[DEFAULT] MAXPROC=6000 MAXIPROC=20000",
                "CLASSCFG[DEFAULT] MAXNODE=20000",
                "CLASSCFG[fast]    MAXJOB[USER]=4 MAXPROC[USER:user3]=16",
                "CLASSCFG[batch]   MAXJOBPERUSER=12",
                "QOSCFG[hiprio]    MAXJOB=5000 OMAXNODE=10000",
                "SYSTEMCFG[DEFAULT] MAXJOB=20000",
                "SYSTEMMAXPROCPERJOB 1024");
        SplittableRandom rnd = new SplittableRandom(42);
        String[] classes = {"batch", "fast", "long", "short", "debug", "gpu"};
        String[] qos = {null, "hiprio", "normal"};
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            nodes.add(Node.idle("n" + i, 16));
        }
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            int procs = 1 + rnd.nextInt(16);
            List<String> hosts = new ArrayList<>();
            int host = rnd.nextInt(5000);
            for (int t = 0; t < procs; t++) {
                hosts.add("n" + ((host + t / 4) % 5000));
            }
            jobs.add(job("r" + i, rnd, classes, qos).procs(procs).running(NOW - rnd.nextInt(3600), hosts).build());
        }
        idle = new ArrayList<>();
        proposed = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            int procs = 1 + rnd.nextInt(32);
            Job j = job("i" + i, rnd, classes, qos).procs(procs).nodes(1 + procs / 8).build();
            idle.add(j);
            List<String> hosts = new ArrayList<>();
            int host = rnd.nextInt(5000);
            for (int t = 0; t < procs; t++) {
                hosts.add(nodes.get((host + t / 8) % 5000).name()); // an allocation names the node it picked
            }
            proposed.add(hosts);
        }
        jobs.addAll(idle);
        snapshot = Snapshot.of(jobs, nodes);
    }

    private static final String[] USERS = names("user", 1000);
    private static final String[] GROUPS = names("group", 50);
    private static final String[] ACCOUNTS = names("acct", 20);

    private static String[] names(String prefix, int count) {
        String[] names = new String[count];
        for (int i = 0; i < count; i++) {
            names[i] = prefix + i;
        }
        return names;
    }

    private static Job.Builder job(String id, SplittableRandom rnd, String[] classes, String[] qos) {
        int user = rnd.nextInt(1000);
        return Job.builder(id).user(USERS[user]).group(GROUPS[user % 50]).account(ACCOUNTS[user % 20])
                .jobClass(classes[rnd.nextInt(classes.length)]).qos(qos[rnd.nextInt(qos.length)])
                .walltime(3600L * (1 + rnd.nextInt(24))).submitTime(NOW - rnd.nextInt(86400));
    }

    @Benchmark
    public void buildEligibleAndCheckEach(Blackhole bh) {
        Limits limits = Limits.of(cfg, snapshot, NOW);
        Eligibility e = limits.eligible(idle);
        List<Job> eligible = e.eligible();
        int i = 0;
        for (Job j : idle) {
            List<String> hosts = proposed.get(i++);
            if (e.isEligible(j.id())) {
                if (limits.check(j, LimitPass.HARD, hosts).isEmpty()) {
                    limits.charge(j, hosts);
                }
            } else {
                bh.consume(limits.check(j, LimitPass.SOFT, hosts));
            }
        }
        bh.consume(eligible.size());
    }
}
