package io.jmaui.scheduler.bench;

import static io.jmaui.scheduler.config.Cfg.cfg;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.Fairshare;
import io.jmaui.scheduler.fairshare.FairshareCaps;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Fairshare per iteration at scale: accrue 100k running jobs (5,000 users, 500 groups, 200
 * accounts) over one 30 s iteration into 7 windows, compute usage, check caps for 100k idle jobs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class FairshareBench {

    private static final long T0 = 1_704_067_200L;

    MauiConfig cfg;
    List<Job> running;
    List<Job> idle;
    List<Node> nodes;
    List<FairshareWindow> windows;

    @Setup
    public void setup() {
        cfg = cfg("FSPOLICY DEDICATEDPES", "FSINTERVAL 24:00:00", "FSDEPTH 7", "FSDECAY 0.8",
                "USERCFG[DEFAULT] FSTARGET=5-", "GROUPCFG[DEFAULT] FSTARGET=20-", "QOSCFG[normal] FSTARGET=90^");
        nodes = new ArrayList<>();
        for (int n = 0; n < 10_000; n++) {
            nodes.add(Node.idle("node" + n, 32));
        }
        running = new ArrayList<>();
        idle = new ArrayList<>();
        for (int j = 0; j < 100_000; j++) {
            Job.Builder b = Job.builder(Integer.toString(j)).user("u" + j % 5000).group("g" + j % 500)
                    .account("a" + j % 200).jobClass("batch").qos("normal").procs(1 + j % 16).walltime(3600);
            running.add(b.running(T0 - 86_400 * (j % 7), List.of("node" + j % 10_000)).build());
            idle.add(Job.builder("i" + j).user("u" + j % 5000).group("g" + j % 500).procs(4).walltime(7200).build());
        }
        windows = List.of();
        for (int d = 7; d > 0; d--) {
            windows = Fairshare.accrue(cfg, windows, running, nodes, T0 - 86_400L * d, T0 - 86_400L * d + 3600);
        }
    }

    @Benchmark
    public List<FairshareWindow> accrueOneIteration() {
        return Fairshare.accrue(cfg, windows, running, nodes, T0 + 600, T0 + 630);
    }

    @Benchmark
    public void computeAndCheckCaps(Blackhole bh) {
        FairshareUsage fs = FairshareUsage.compute(cfg, windows, nodes);
        for (Job j : idle) {
            Optional<Reason> r = FairshareCaps.check(cfg, fs, j);
            bh.consume(r);
        }
    }
}
