package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.iteration.BypassCounts;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A deep queue under the guide's defaults, where backfill starts a job below most of the queue at
 * nearly every event: the simulation the queue runs with the iteration's bypass counts as their
 * rule (marks by place, {@link BypassMarks}) is the one it runs with every count listed and read
 * one by one, each job's count at its start included; and the rule was taken at most events that
 * backfilled.
 */
class BypassRuleSimulationTest {

    @Test
    void theRuleGivesTheListedCounts() {
        for (long seed = 1; seed <= 3; seed++) {
            Trace trace = deepQueue(new Random(seed), 600);
            Counting ruled = new Counting(new IterationScheduler(cfg()), false);
            SimulationResult byRule = new Simulator(Simulator.uniformNodes(16, 1), ruled).run(trace);
            SimulationResult listed = new Simulator(Simulator.uniformNodes(16, 1),
                    new Counting(new IterationScheduler(cfg()), true)).run(trace);
            assertEquals(listed.completed().size(), byRule.completed().size(), "seed " + seed);
            for (int i = 0; i < listed.completed().size(); i++) { // one by one: the whole result's text is megabytes
                assertEquals(listed.completed().get(i), byRule.completed().get(i), "seed " + seed + " job " + i);
            }
            assertEquals(listed.neverStarted(), byRule.neverStarted(), "seed " + seed);
            assertTrue(ruled.rules > 100, ruled.rules + " events' counts as the rule, seed " + seed);
            assertTrue(byRule.completed().stream().mapToInt(CompletedJob::bypassCount).max().orElse(0) > 20, "seed " + seed);
        }
    }

    /** {@code jobs} jobs of 1-12 procs arriving about twice as fast as 16 procs run them. */
    private static Trace deepQueue(Random rnd, int jobs) {
        List<TraceJob> out = new ArrayList<>();
        long t = 0;
        for (int i = 0; i < jobs; i++) {
            t += rnd.nextInt(60);
            int procs = rnd.nextInt(4) == 0 ? 4 + rnd.nextInt(9) : 1 + rnd.nextInt(2);
            long run = 60 + rnd.nextInt(1_200);
            out.add(new TraceJob("j" + i, t, run, run + rnd.nextInt(600), procs, Resources.procs(1), 0, 0,
                    "u" + rnd.nextInt(5), "g1", null, null, null));
        }
        return new Trace(out, List.of(), 0, 0, 0);
    }

    /** The iteration as the simulator's scheduler; {@code listed}: its bypass counts handed over listed, in a plain map. */
    private static final class Counting implements SimulationScheduler {
        private final SimulationScheduler inner;
        private final boolean listed;
        int rules;

        Counting(SimulationScheduler inner, boolean listed) {
            this.inner = inner;
            this.listed = listed;
        }

        @Override
        public SimulationStep iterate(Snapshot snapshot, long now) {
            return step(inner.iterate(snapshot, now));
        }

        @Override
        public SimulationStep idle(Snapshot snapshot, long now) {
            return step(inner.idle(snapshot, now));
        }

        @Override
        public SimulationStep iterate(Snapshot snapshot, long now, long freeProcs) {
            return step(inner.iterate(snapshot, now, freeProcs));
        }

        private SimulationStep step(SimulationStep s) {
            if (s.bypassCounts() instanceof BypassCounts b && b.inSnapshotOrder()) {
                rules++;
            }
            return !listed ? s : new SimulationStep(s.starts(), s.fairshareWindows(), new LinkedHashMap<>(s.bypassCounts()),
                    s.predicted(), s.preempts(), s.enforcements());
        }

        @Override
        public boolean readsBypassCounts() {
            return inner.readsBypassCounts();
        }

        @Override
        public List<Long> enforcementChecks(Job running) {
            return inner.enforcementChecks(running);
        }
    }
}
