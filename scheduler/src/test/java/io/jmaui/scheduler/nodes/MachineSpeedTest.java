package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.iteration.Harness;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Node;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * USEMACHINESPEED (appendix F: "whether or not job wallclock limits should be scaled by the
 * machine speed of the node(s) they are running on"): a 2-hour job on a node of SPEED 2.0 is
 * planned to end after one hour, so the job waiting for that node is expected then.
 */
class MachineSpeedTest {

    static final long T0 = at("2024-03-01T10:00");

    private static IterationResult run(String... cfgLines) {
        Harness h = new Harness(cfg(cfgLines)).nodes(Node.idle("fast", 4), Node.idle("slow", 4));
        h.submit(job("R").procs(4).walltime(2 * HOUR).running(T0, List.of("fast", "fast", "fast", "fast")).build());
        h.submit(job("S").procs(4).walltime(2 * HOUR).running(T0, List.of("slow", "slow", "slow", "slow")).build());
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0).build());
        return h.runAt(T0 + 60);
    }

    @Test
    void aRunningJobsLimitIsDividedByItsNodesSpeed() {
        assertEquals(T0 + 2 * HOUR, run("NODECFG[fast] SPEED=2.0").estimatedStarts().get("J"),
                "without USEMACHINESPEED the limit stands");
        IterationResult r = run("USEMACHINESPEED ON", "NODECFG[fast] SPEED=2.0", "NODECFG[slow] SPEED=4.0");
        assertEquals(T0 + HOUR, r.estimatedStarts().get("J"), "fast frees after 1 h, slow after 30 min");
    }

    @Test
    void aNodeSlowerThanOneDoesNotStretchTheLimit() {
        IterationResult r = run("USEMACHINESPEED ON", "NODECFG[fast] SPEED=0.5", "NODECFG[slow] SPEED=0.5");
        assertEquals(T0 + 2 * HOUR, r.estimatedStarts().get("J"), "pbs_mom ends the job at its walltime");
    }

    @Test
    void guideExample_anIdleJobOfOneHourIsPlannedForFortyMinutesOnANodeOfSpeed1_5() {
        // appendix F: "job <X> specifying a wallclock limit of 1:00:00 would be given only 40 minutes
        // to run if started on a node with a machine speed of 1.5"
        Harness h = new Harness(cfg("USEMACHINESPEED ON", "NODECFG[fast] SPEED=1.5", "RESERVATIONDEPTH 1"))
                .nodes(Node.idle("fast", 4), Node.idle("slow", 4));
        h.submit(job("R").procs(4).walltime(90 * 60).running(T0, List.of("fast", "fast", "fast", "fast")).build());
        h.submit(job("S").procs(4).walltime(2 * HOUR).running(T0, List.of("slow", "slow", "slow", "slow")).build());
        h.submit(job("X").procs(4).walltime(HOUR).submitTime(T0 - 120).build());
        h.submit(job("K").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        IterationResult r = h.runAt(T0 + 60);
        assertEquals(T0 + HOUR, r.estimatedStarts().get("X"), "R's 1:30:00 on fast is planned as one hour");
        assertEquals(T0 + HOUR + 40 * 60, r.estimatedStarts().get("K"),
                "X holds fast for 40 minutes from T0+1h, before slow frees at T0+2h");
    }

    @Test
    void anIdleJobStartsNowOnASlowNode_ratherThanWaitForAFastOne() {
        Harness h = new Harness(cfg("USEMACHINESPEED ON", "NODECFG[fast] SPEED=2.0"))
                .nodes(Node.idle("fast", 4), Node.idle("slow", 4));
        h.submit(job("R").procs(4).walltime(2 * HOUR).running(T0, List.of("fast", "fast", "fast", "fast")).build());
        h.submit(job("X").procs(4).walltime(HOUR).submitTime(T0).build());
        IterationResult r = h.runAt(T0 + 60);
        assertEquals(List.of("slow", "slow", "slow", "slow"), r.start("X").orElseThrow().hosts());
    }
}
