package io.jmaui.scheduler.jobdefaults;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Guide 11.6, "Job Defaults and Per Job Limits": each attribute's example line. */
class ClassJobDefaultsTest {

    static final long NOW = 1_700_000_000L;
    static final long HOUR = 3600;

    private static Job.Builder job(String id, String jobClass) {
        return Job.builder(id).user("alice").group("staff").jobClass(jobClass).submitTime(NOW - 60);
    }

    private static Node node(String name, int procs, String... features) {
        Resources r = Resources.procs(procs);
        return new Node(name, NodeState.IDLE, r, r, Set.of(features), "DEFAULT", Set.of(), 0, List.of());
    }

    private static IterationResult run(MauiConfig c, List<Job> jobs, Node... nodes) {
        return Iteration.run(c, Snapshot.of(jobs, List.of(nodes)), NOW);
    }

    @Test
    void defaultWclimitGivesAJobOfTheClassThatAskedNoneOneHour() {
        // "CLASSCFG[batch] DEFAULT.WCLIMIT=1:00:00 (jobs submitted to class batch will request one hour of walltime by default.)"
        MauiConfig c = cfg("CLASSCFG[batch] DEFAULT.WCLIMIT=1:00:00");
        List<Job> jobs = ClassDefaults.apply(c, List.of(job("a", "batch").procs(1).build(),
                job("b", "batch").procs(1).walltime(2 * HOUR).build(), job("c", "other").procs(1).build()));

        assertEquals(HOUR, jobs.get(0).walltime());
        assertEquals(2 * HOUR, jobs.get(1).walltime(), "a job that asked a walltime keeps it");
        assertEquals(0, jobs.get(2).walltime(), "another class is untouched");
    }

    @Test
    void theDefaultWalltimeIsWhatTheJobIsPlannedWith() {
        // a 1-proc node busy with a job of class batch that asked no walltime: the next job's start
        // is planned one hour on, when DEFAULT.WCLIMIT says the running one ends
        MauiConfig c = cfg("CLASSCFG[batch] DEFAULT.WCLIMIT=1:00:00\nRESERVATIONDEPTH 1");
        Job running = job("r", "batch").procs(1).running(NOW - 600, List.of("n1")).build();
        Job waiting = job("w", "other").procs(1).walltime(HOUR).build();
        IterationResult r = run(c, List.of(running, waiting), node("n1", 1));

        assertEquals(NOW - 600 + HOUR, r.estimatedStarts().get("w"));
    }

    @Test
    void defaultFeaturesAreRequiredByEveryJobOfTheClass() {
        // "CLASSCFG[batch] DEFAULT.FEATURES=fast,io (jobs submitted to class batch will request nodes features fast and io"
        MauiConfig c = cfg("CLASSCFG[batch] DEFAULT.FEATURES=fast,io");
        Job j = job("a", "batch").procs(1).walltime(HOUR).features(Set.of("bigmem")).build();
        assertEquals(Set.of("fast", "io", "bigmem"), ClassDefaults.apply(c, List.of(j)).get(0).features());

        IterationResult r = run(c, List.of(j), node("n1", 4, "fast", "bigmem"), node("n2", 4, "fast", "io", "bigmem"));
        assertEquals(List.of("n2"), r.start("a").orElseThrow().hosts().stream().distinct().toList(),
                "only the node with fast, io and bigmem");
    }

    @Test
    void maxWclimitStopsAJobOfTheClassAskingMoreThanAnHour() {
        // "CLASSCFG[batch] MAX.WCLIMIT=1:00:00 (jobs submitted to class batch can request no more than one hour of walltime.)"
        MauiConfig c = cfg("CLASSCFG[batch] MAX.WCLIMIT=1:00:00");
        IterationResult r = run(c, List.of(job("long", "batch").procs(1).walltime(2 * HOUR).build(),
                job("hour", "batch").procs(1).walltime(HOUR).build(),
                job("other", "express").procs(1).walltime(2 * HOUR).build()), node("n1", 4));

        assertEquals(new ClassLimitReason("MAX.WCLIMIT", "batch", 2 * HOUR, HOUR), r.reasons().get("long"));
        assertFalse(r.start("long").isPresent());
        assertTrue(r.start("hour").isPresent(), "exactly the limit is allowed");
        assertTrue(r.start("other").isPresent(), "another class is not bound");
    }

    @Test
    void aJobThatAskedNoWalltimeIsCheckedWithTheSystemDefault() {
        MauiConfig c = cfg("CLASSCFG[batch] MAX.WCLIMIT=1:00:00\nSYSTEMDEFAULTJOBWALLTIME 30:00");
        IterationResult r = run(c, List.of(job("a", "batch").procs(1).build()), node("n1", 4));
        assertTrue(r.start("a").isPresent(), "30 minutes is within the class's hour");

        c = cfg("CLASSCFG[batch] MAX.WCLIMIT=1:00:00");
        r = run(c, List.of(job("a", "batch").procs(1).build()), node("n1", 4));
        assertEquals("MAX.WCLIMIT class=batch 864000/3600", r.reasons().get("a").summary(),
                "the ten days of SYSTEMDEFAULTJOBWALLTIME are over the hour");
    }

    @Test
    void minProcStopsAJobOfTheClassAskingFewerThanTen() {
        // "CLASSCFG[batch] MIN.PROC=10 (jobs submitted to class batch can request no less than ten processors.)"
        MauiConfig c = cfg("CLASSCFG[batch] MIN.PROC=10");
        IterationResult r = run(c, List.of(job("small", "batch").procs(4).walltime(HOUR).build(),
                job("ten", "batch").procs(10).walltime(HOUR).build()), node("n1", 16));

        assertEquals(new ClassLimitReason("MIN.PROC", "batch", 4, 10), r.reasons().get("small"));
        assertTrue(r.start("ten").isPresent());
    }

    @Test
    void classDefaultAppliesToEveryClass() {
        MauiConfig c = cfg("CLASSCFG[DEFAULT] MAX.WCLIMIT=1:00:00\nCLASSCFG[long] MAX.WCLIMIT=1:00:00:00");
        ClassJobLimits limits = new ClassJobLimits(c);
        assertEquals("MAX.WCLIMIT class=batch 7200/3600",
                limits.check(job("a", "batch").procs(1).build(), 2 * HOUR).summary());
        assertNull(limits.check(job("b", "long").procs(1).build(), 2 * HOUR), "long's own limit wins");
    }
}
