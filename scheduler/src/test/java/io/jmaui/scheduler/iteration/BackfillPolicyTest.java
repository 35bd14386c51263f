package io.jmaui.scheduler.iteration;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Guide 8.2 "Backfill Algorithm": after the top job is reserved, FIRSTFIT takes the jobs in
 * priority order, BESTFIT the best BACKFILLMETRIC fit per window, GREEDY the best combination.
 * Six 1-proc nodes; a 6-proc top job waits for R (2 procs, 2 h), so one window of four procs for
 * 2 h is left; X (5 procs) cannot start, so the priority pass ends there and a (1 proc), c (2),
 * d (2) and b (3) are left to backfill, in that priority order.
 */
class BackfillPolicyTest {

    static final long T0 = at("2024-06-01T09:00");

    private static Set<String> started(String... cfgLines) {
        return run(cfgLines).starts().stream().map(s -> s.jobId()).collect(Collectors.toSet());
    }

    private static IterationResult run(String... cfgLines) {
        Harness h = new Harness(cfg(cfgLines)).nodes(nodes("n", 6, 1));
        h.submit(job("R").procs(2).walltime(2 * HOUR).running(T0, List.of("n1", "n2")).build());
        h.submit(job("TOP").procs(6).walltime(HOUR).submitTime(T0 - 5 * HOUR).build());
        h.submit(job("X").procs(5).walltime(HOUR).submitTime(T0 - 4 * HOUR - 1).build());
        h.submit(job("a").procs(1).walltime(HOUR).submitTime(T0 - 4 * HOUR).build());
        h.submit(job("c").procs(2).walltime(HOUR).submitTime(T0 - 3 * HOUR).build());
        h.submit(job("d").procs(2).walltime(HOUR).submitTime(T0 - 2 * HOUR).build());
        h.submit(job("b").procs(3).walltime(HOUR).submitTime(T0 - HOUR).build());
        return h.runAt(T0);
    }

    @Test
    void firstFit_priorityOrder() {
        assertEquals(Set.of("a", "c"), started("BACKFILLPOLICY FIRSTFIT"));
    }

    @Test
    void bestFit_largestJobFirstUnderProcs() {
        assertEquals(Set.of("b", "a"), started("BACKFILLPOLICY BESTFIT", "BACKFILLMETRIC PROCS"));
    }

    @Test
    void bestFit_underNodesEveryOneNodeJobWeighsTheSame_soPriorityOrderDecides() {
        // BACKFILLMETRIC NODES (Maui 3.3's list, showconfig's sample): none of these jobs gave nodes=N
        assertEquals(Set.of("a", "c"), started("BACKFILLPOLICY BESTFIT", "BACKFILLMETRIC NODES"));
    }

    @Test
    void greedy_bestCombinationFillsTheWindow() {
        IterationResult r = run("BACKFILLPOLICY GREEDY");
        assertEquals(4, r.starts().stream().mapToInt(s -> s.hosts().size()).sum());
        assertEquals(List.of(), r.backfillWindows());
    }

    @Test
    void backfillDepth_limitsTheCandidates_XCountsAsOne() {
        assertEquals(Set.of(), started("BACKFILLPOLICY BESTFIT", "BACKFILLDEPTH 1"));
        assertEquals(Set.of("a"), started("BACKFILLPOLICY BESTFIT", "BACKFILLDEPTH 2"));
    }

    @Test
    void none_startsNothingOutOfOrder() {
        assertEquals(Set.of(), started("BACKFILLPOLICY NONE"));
    }
}
