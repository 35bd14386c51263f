package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.PreemptMode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * QOS flags NTR and RUNNOW (guide 7.3's QFLAGS list; Maui 3.3 parses them and does nothing, jmaui
 * gives them Moab's meaning) and PREEMPTSPV (Maui 3.3: a running job over a soft limit becomes a
 * preemptee).
 */
class QosNextToRunTest {

    static final long T0 = at("2024-03-04T08:00");

    /**
     * Two 4-proc nodes; R holds n1 for an hour; N (QOS next, low priority) needs both nodes and
     * waits for R; S (QOS normal, higher priority, 30 minutes) would fit on n2 before N's
     * reservation.
     */
    private static Harness story(String nextFlags) {
        Harness h = new Harness(cfg("USERCFG[DEFAULT] QLIST=next,normal", "QOSWEIGHT 1", "QOSCFG[normal] PRIORITY=100",
                "QOSCFG[next] PRIORITY=1" + nextFlags)).nodes(nodes("n", 2, 4));
        h.submit(job("R").procs(4).walltime(HOUR).running(T0 - MINUTE, List.of("n1", "n1", "n1", "n1")).build());
        h.submit(job("N").procs(8).walltime(HOUR).submitTime(T0 - HOUR).requestQos("next", "-l qos").build());
        h.submit(job("S").procs(4).walltime(30 * MINUTE).submitTime(T0 - HOUR).requestQos("normal", "-l qos").build());
        return h;
    }

    @Test
    void ntr_theJobGoesFirst_andNoJobStartsAheadOfItWhileItWaits() {
        IterationResult plain = story("").runAt(T0);
        assertTrue(plain.start("S").isPresent(), "without NTR S starts on n2, ahead of N");

        IterationResult r = story(" QFLAGS=NTR").runAt(T0);
        assertFalse(r.start("S").isPresent());
        assertEquals(new WaitsForNextToRun("next", "N"), r.reasons().get("S"));
        assertTrue(r.jobReservation("N").isPresent(), "N, first in the queue, is reserved at R's end");
        assertEquals(T0 + 59 * MINUTE, r.jobReservation("N").orElseThrow().start());
    }

    @Test
    void ntr_onceItRuns_otherJobsStartAsUsual() {
        Harness h = story(" QFLAGS=NTR").runtime("R", HOUR);
        h.runAt(T0);
        IterationResult r = h.runAt(T0 + 59 * MINUTE);
        assertTrue(r.start("N").isPresent(), "R has ended: N starts on both nodes");
        h.runtime("N", 10 * MINUTE);
        assertTrue(h.runAt(T0 + 69 * MINUTE).start("S").isPresent(), "N has run: S starts as usual");
    }

    @Test
    void runnow_theJobGoesFirst_andPreemptsPreempteesOfAnyPriority() {
        Harness h = new Harness(cfg("USERCFG[DEFAULT] QLIST=now,low,top", "QOSWEIGHT 1", "PREEMPTPOLICY REQUEUE",
                "QOSCFG[now] QFLAGS=RUNNOW PRIORITY=1", "QOSCFG[top] QFLAGS=PREEMPTOR PRIORITY=1",
                "QOSCFG[low] QFLAGS=PREEMPTEE PRIORITY=5000")).nodes(nodes("n", 1, 2));
        h.submit(job("L").procs(2).walltime(4 * HOUR).requestQos("low", "-l qos").submitTime(T0 - HOUR)
                .running(T0 - HOUR, List.of("n1", "n1")).build());
        h.submit(job("P").procs(2).walltime(HOUR).submitTime(T0 - HOUR).requestQos("top", "-l qos").build());
        h.submit(job("X").procs(2).walltime(HOUR).submitTime(T0).requestQos("now", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new Preempt("L", PreemptMode.REQUEUE, "X", "now")),
                r.decisions().stream().filter(Preempt.class::isInstance).toList(),
                "X, a RUNNOW job, takes L although L's priority is higher; P, a PREEMPTOR of lower priority than L, may not");
        assertEquals(new PreemptionPending(List.of("L"), false), r.reasons().get("X"));
    }

    /** Two 2-proc nodes, each with one of bob's jobs of QOS spv (B1 started first); H (PREEMPTOR) needs 2 procs. */
    private static Harness bob(String limit, String spvFlags) {
        Harness h = new Harness(cfg("USERCFG[DEFAULT] QLIST=high,spv", "QOSWEIGHT 1", "PREEMPTPOLICY REQUEUE",
                "QOSCFG[high] QFLAGS=PREEMPTOR PRIORITY=1000", "QOSCFG[spv] PRIORITY=1" + spvFlags,
                "USERCFG[bob] " + limit)).nodes(nodes("n", 2, 2));
        h.submit(job("B1").user("bob").procs(2).walltime(4 * HOUR).requestQos("spv", "-l qos").submitTime(T0 - 3 * HOUR)
                .running(T0 - 2 * HOUR, List.of("n1", "n1")).build());
        h.submit(job("B2").user("bob").procs(2).walltime(4 * HOUR).requestQos("spv", "-l qos").submitTime(T0 - 3 * HOUR)
                .running(T0 - HOUR, List.of("n2", "n2")).build());
        h.submit(job("H").procs(2).walltime(HOUR).submitTime(T0).requestQos("high", "-l qos").build());
        return h;
    }

    private static List<String> victims(IterationResult r) {
        return r.decisions().stream().filter(Preempt.class::isInstance).map(d -> ((Preempt) d).jobId()).toList();
    }

    @Test
    void preemptspv_aJobOverItsSoftLimitIsAPreemptee_theOneWithinItIsNot() {
        assertEquals(List.of("B2"), victims(bob("MAXJOB=1,2", " QFLAGS=PREEMPTSPV").runAt(T0)),
                "bob's second job breaks his soft MAXJOB of 1: B2 may be preempted, B1 may not");
        assertEquals(List.of(), victims(bob("MAXJOB=2,2", " QFLAGS=PREEMPTSPV").runAt(T0)), "within the soft limit: no preemptee");
        assertEquals(List.of(), victims(bob("MAXJOB=1,2", "").runAt(T0)), "over it, but the QOS has no PREEMPTSPV");
    }
}
