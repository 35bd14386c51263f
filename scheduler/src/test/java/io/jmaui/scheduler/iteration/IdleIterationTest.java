package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Usage;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
 * The simulator's shortcut for an iteration in which no queued job fits ({@link Iteration#idle}):
 * under limits enforced on running jobs (JOBMAXOVERRUN's default 10 minutes included) it is taken
 * while no running job is due, and gives what a full iteration gives; it declines once one is.
 */
class IdleIterationTest {

    static final long T0 = at("2024-03-04T08:00");

    /** A 1-hour job on all four procs of n1 that started {@code ago} seconds before T0, and a job too wide for what is left. */
    private static Snapshot cluster(long ago, Usage usage) {
        Job running = job("R").procs(4).walltime(HOUR).submitTime(T0 - ago).usage(usage)
                .running(T0 - ago, List.of("n1", "n1", "n1", "n1")).build();
        Job wide = job("W").procs(8).walltime(HOUR).submitTime(T0 - MINUTE).build();
        return Snapshot.of(List.of(running, wide), nodes("n", 2, 4));
    }

    @Test
    void underTheDefaultOverrun_aJobWithinItsLimit_theShortcutGivesWhatTheIterationGives() {
        MauiConfig c = cfg("FSPOLICY DEDICATEDPS", "FSWEIGHT 1", "FSINTERVAL 1:00:00");
        CarryOver carry = new CarryOver(T0 - MINUTE, 0);
        Snapshot s = cluster(30 * MINUTE, null);
        Optional<IterationResult> idle = Iteration.idle(c, s, T0, carry);
        assertTrue(idle.isPresent(), "JOBMAXOVERRUN is on by default, but no job is past its limit");
        IterationResult full = Iteration.decide(c, s, T0, carry);
        assertEquals(full.decisions(), idle.get().decisions());
        assertEquals(full.fairshareWindows(), idle.get().fairshareWindows(), "the running job is charged up to now");
        assertEquals(full.carryOver(), idle.get().carryOver());
    }

    @Test
    void aJobPastItsLimitAndTheOverrun_theShortcutDeclines_andTheIterationCancelsIt() {
        MauiConfig c = cfg("JOBMAXOVERRUN 10:00");
        assertTrue(Iteration.idle(c, cluster(HOUR + 10 * MINUTE, null), T0, CarryOver.NONE).isPresent(), "not yet past");
        Snapshot late = cluster(HOUR + 10 * MINUTE + 1, null);
        assertFalse(Iteration.idle(c, late, T0, CarryOver.NONE).isPresent());
        assertEquals(1, Iteration.decide(c, late, T0, CarryOver.NONE).decisions().size(), "the iteration cancels R");
    }

    /**
     * A running job that asked no walltime runs under its class's DEFAULT.WCLIMIT (guide 11.6), and
     * JOBMAXOVERRUN counts from that: the shortcut reads the raw jobs only while each running one
     * gave its own walltime.
     */
    @Test
    void aRunningJobWithoutAWalltime_isHeldToItsClassDefault_andTheShortcutDeclinesOncePast() {
        MauiConfig c = cfg("CLASSCFG[batch] DEFAULT.WCLIMIT=00:30:00", "JOBMAXOVERRUN 10:00");
        Job wide = job("W").procs(8).walltime(HOUR).submitTime(T0 - MINUTE).build();
        java.util.function.LongFunction<Snapshot> ranFor = ago -> Snapshot.of(List.of(job("R").procs(4).jobClass("batch")
                .submitTime(T0 - ago).running(T0 - ago, List.of("n1", "n1", "n1", "n1")).build(), wide), nodes("n", 2, 4));
        assertTrue(Iteration.idle(c, ranFor.apply(40 * MINUTE), T0, CarryOver.NONE).isPresent(),
                "30 minutes of its class default and 10 of overrun: not yet past");
        Snapshot late = ranFor.apply(40 * MINUTE + 1);
        assertFalse(Iteration.idle(c, late, T0, CarryOver.NONE).isPresent());
        assertEquals(1, Iteration.decide(c, late, T0, CarryOver.NONE).decisions().size(), "the iteration cancels R");
    }

    @Test
    void anExtendedViolationBeingMeasured_theShortcutDeclines_soTheNextIterationGoesOnMeasuring() {
        MauiConfig c = cfg("RESOURCELIMITPOLICY PROC:EXTENDEDVIOLATION:CANCEL:1:00:00");
        Usage busy = new Usage(6, 0, 0, 10 * MINUTE);
        assertFalse(Iteration.idle(c, cluster(10 * MINUTE, busy), T0, CarryOver.NONE).isPresent(),
                "R keeps more procs busy than it asked for: its violation starts being measured now");
        IterationResult full = Iteration.decide(c, cluster(10 * MINUTE, busy), T0, CarryOver.NONE);
        assertEquals(Map.of("R", T0), full.carryOver().violatingSince());
        assertFalse(Iteration.idle(c, cluster(10 * MINUTE, null), T0, full.carryOver()).isPresent(),
                "a measure carried from the last iteration is carried on by a full one");
        assertTrue(Iteration.idle(c, cluster(10 * MINUTE, new Usage(4, 0, 0, 10 * MINUTE)), T0, CarryOver.NONE)
                .isPresent(), "within what it asked for");
    }

    @Test
    void aDiskRule_whichTheIterationWarnsAboutEveryTime_declines() {
        MauiConfig c = cfg("RESOURCELIMITPOLICY DISK:ALWAYS:CANCEL");
        assertFalse(Iteration.idle(c, cluster(10 * MINUTE, null), T0, CarryOver.NONE).isPresent());
        assertTrue(Iteration.decide(c, cluster(10 * MINUTE, null), T0, CarryOver.NONE).warnings().stream()
                .anyMatch(w -> w.contains("DISK")));
    }

    @Test
    void aJobToRunNowOrNotAtAllThatCannotStart_theShortcutDeclines_forTheIterationCancelsIt() {
        Snapshot s = cluster(10 * MINUTE, null);
        List<Job> jobs = new ArrayList<>(s.jobs());
        jobs.set(1, jobs.get(1).toBuilder().noQueue(true).build()); // W: wider than what is free, QUEUEJOB:FALSE
        Snapshot noQueue = Snapshot.of(jobs, nodes("n", 2, 4));
        assertTrue(Iteration.idle(cfg(""), s, T0, CarryOver.NONE).isPresent(), "W queued as usual: the shortcut stands");
        assertFalse(Iteration.idle(cfg(""), noQueue, T0, CarryOver.NONE).isPresent());
        assertEquals(1, Iteration.decide(cfg(""), noQueue, T0, CarryOver.NONE).decisions().size(), "the iteration cancels W");
    }
}
