package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.Cfg;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.reservation.AclVerdict;
import io.jmaui.scheduler.reservation.ReservationAccess;
import io.jmaui.scheduler.reservation.StandingReservations;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Cost of reservation ACLs: one job against the guide 7.1.5 example 3 + 4 stack (three
 * reservations), and computing the standing reservations of that config for 10,000 nodes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ReservationAccessBench {

    static final long MONDAY_7AM = 1704092400L;

    MauiConfig cfg;
    List<Node> nodes;
    List<Reservation> stack;
    Job job;

    @Setup
    public void setup() {
        cfg = Cfg.cfg(
                "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI STARTTIME=10:00:00 ENDTIME=15:00:00",
                "SRCFG[interactive] RESOURCES=PROCS:2,MEM:256 HOSTLIST=node0000[1-9] TASKCOUNT=6 CLASSLIST=interactive",
                "SRCFG[debug] HOSTLIST=node0000[1-9] USERLIST=helpdesk GROUPLIST=operations,sysadmin PERIOD=INFINITY",
                "SRCFG[special] TASKCOUNT=32 PERIOD=WEEK STARTTIME=1:08:00:00 ENDTIME=5:17:00:00",
                "SRCFG[special] TIMELIMIT=1:00:00* QOSLIST=high,low,special- ACCOUNTLIST=!projectX,!projectY");
        nodes = new ArrayList<>();
        for (int i = 1; i <= 10_000; i++) {
            nodes.add(Node.idle(String.format("node%05d", i), 16));
        }
        stack = StandingReservations.instances(cfg, nodes, MONDAY_7AM).stream()
                .filter(r -> r.id().endsWith(".0")).toList();
        job = Job.builder("1").user("helpdesk").group("operations").jobClass("interactive").qos("high")
                .account("ops").walltime(1800).build();
    }

    @Benchmark
    public AclVerdict evaluateStackOfThree() {
        return ReservationAccess.evaluateAll(job, stack);
    }

    @Benchmark
    public List<Reservation> standingInstances10kNodes() {
        return StandingReservations.instances(cfg, nodes, MONDAY_7AM);
    }
}
