package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.PreemptMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
 * Guide 8.4 "Preemption Based Backfill" and appendix F's BFPRIORITYPOLICY: "The PREEMPT backfill
 * policy allows the scheduler to start backfill jobs even if required walltime is not available.
 * If the job runs too long and interferes with another job which was guaranteed a particular
 * timeslot, the backfill job is preempted and the priority job is allowed to run."
 */
class PreemptBackfillTest {

    static final long T0 = at("2024-03-04T08:00");

    /**
     * Two 2-proc nodes; R holds n1 until 09:00; A (top priority, 4 procs) is reserved from 09:00;
     * the backfill candidates B and C (lower priorities) would run past 09:00.
     */
    private static Harness story(String... more) {
        List<String> lines = new java.util.ArrayList<>(List.of("QUEUETIMEWEIGHT 1", "PREEMPTPOLICY REQUEUE"));
        lines.addAll(List.of(more));
        Harness h = new Harness(cfg(lines.toArray(String[]::new))).nodes(nodes("n", 2, 2));
        h.submit(job("R").procs(2).walltime(HOUR).submitTime(T0 - 2 * HOUR).running(T0, List.of("n1", "n1")).build());
        h.runtime("R", HOUR);
        h.submit(job("A").procs(4).walltime(HOUR).submitTime(T0 - 3 * HOUR).build());
        return h;
    }

    private static List<Preempt> preempts(IterationResult r) {
        return r.decisions().stream().filter(Preempt.class::isInstance).map(Preempt.class::cast).toList();
    }

    @Test
    void s84_firstFit_aJobRunningPastTheReservationIsNotBackfilled() {
        Harness h = story("BACKFILLPOLICY FIRSTFIT");
        h.submit(job("B").procs(2).walltime(3 * HOUR).submitTime(T0 - HOUR).build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("B").isPresent(), "B would delay A's reservation at 09:00");
    }

    @Test
    void s84_preempt_startsTheBackfillJobAnyway_andPreemptsItWhenThePriorityJobsTimeslotComes() {
        Harness h = story("BACKFILLPOLICY PREEMPT");
        h.submit(job("B").procs(2).walltime(3 * HOUR).submitTime(T0 - HOUR).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("B").isPresent(), "started although its 3 hours are not available on n2");
        assertTrue(r.start("B").orElseThrow().preemptible());
        assertEquals(T0 + HOUR, r.jobReservation("A").orElseThrow().start(), "A keeps its 09:00 timeslot");

        assertTrue(preempts(h.runAt(T0 + 30 * MINUTE)).isEmpty(), "nothing to preempt for while R still runs");
        assertEquals(T0 + HOUR, h.last().jobReservation("A").orElseThrow().start());

        IterationResult at9 = h.runAt(T0 + HOUR); // R has ended: only B keeps A from starting
        assertEquals(List.of(new Preempt("B", PreemptMode.REQUEUE, "A", null)), preempts(at9));
        IterationResult next = h.runAt(T0 + HOUR + MINUTE);
        assertTrue(next.start("A").isPresent(), "the priority job is allowed to run");
    }

    /**
     * Four 2-proc nodes; R holds n1 and n2 until 09:00; A (6 procs) is reserved from 09:00, A2 (all
     * 8) from 10:00; B (3 h) and C (2.5 h), 2 procs each, both run into a reservation, so both start
     * as preemptible backfill jobs, on n3 and n4. At 09:00 A needs n1, n2 and either of them.
     */
    private static Harness twoBackfillJobs(String policy) {
        Harness h = new Harness(cfg("QUEUETIMEWEIGHT 1", "PREEMPTPOLICY REQUEUE", "RESERVATIONDEPTH 2",
                "BACKFILLPOLICY PREEMPT", "BFPRIORITYPOLICY " + policy)).nodes(nodes("n", 4, 2));
        h.submit(job("R").procs(4).walltime(HOUR).submitTime(T0 - 2 * HOUR).running(T0, List.of("n1", "n1", "n2", "n2"))
                .build());
        h.runtime("R", HOUR);
        h.submit(job("A").procs(6).walltime(HOUR).submitTime(T0 - 3 * HOUR).build());
        h.submit(job("A2").procs(8).walltime(HOUR).submitTime(T0 - 150 * MINUTE).build());
        h.submit(job("B").procs(2).walltime(3 * HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("C").procs(2).walltime(150 * MINUTE).submitTime(T0 - 30 * MINUTE).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("B").orElseThrow().preemptible() && r.start("C").orElseThrow().preemptible());
        return h;
    }

    @ParameterizedTest(name = "BFPRIORITYPOLICY {0}: {1} is preempted first")
    @CsvSource({
        "DURATION, B, 'appendix F: the length of the job decides which backfill job to preempt'",
        "NONE,     C, 'C queued least long: the lowest priority'"})
    void bfPriorityPolicy_decidesWhichBackfillJobIsPreemptedFirst(String policy, String victim, String why) {
        Harness h = twoBackfillJobs(policy);
        IterationResult at9 = h.runAt(T0 + HOUR);
        assertEquals(List.of(victim), preempts(at9).stream().map(Preempt::jobId).toList(), why);
    }

    @Test
    void bfPriorityPolicyDuration_theShortestCandidateStartsFirst() {
        Harness h = story("BACKFILLPOLICY PREEMPT", "BFPRIORITYPOLICY DURATION");
        h.submit(job("B").procs(2).walltime(3 * HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("C").procs(2).walltime(2 * HOUR).submitTime(T0 - 30 * MINUTE).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("C").isPresent(), "the shorter C has the higher backfill priority");
        assertFalse(r.start("B").isPresent(), "n2 is taken");
    }
}
