package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * conf/tuned.cfg as shipped (issue #18), simulated on the shared HPC2N trace (120 nodes x 2 procs,
 * the machine it ran on): every job runs its whole run time, the schedule beats FIFO EASY
 * (conf/easy.cfg) on mean bounded slowdown at the same makespan, and where run times carry no signal
 * the predictions it turns on do no harm: with each user's run times shuffled among that user's
 * jobs, or on a generated trace whose run times do not repeat, the policy with its JOBPREDICTION*
 * lines is no worse than the same policy without them (the predictor scores itself per user and
 * falls back to the walltime). The whole Lublin trace takes minutes, so it is one property away:
 * {@code mvn -pl scheduler test -Dtest=TunedPolicyTest -Djmaui.tuned.lublin=true}.
 */
class TunedPolicyTest {

    private static final String HPC2N = "HPC2N-2002-2.2-subset-3171.swf";

    /** conf/tuned.cfg; surefire runs in the module directory. */
    static String tuned() throws IOException {
        return Files.readString(Path.of("..", "conf", "tuned.cfg"));
    }

    /** The same policy with every JOBPREDICTION* line taken out. */
    static String withoutPredictions(String cfg) {
        return cfg.lines().filter(l -> !l.strip().toUpperCase().startsWith("JOBPREDICTION"))
                .collect(Collectors.joining("\n"));
    }

    /** {@code t} with each user's run times shuffled among that user's jobs (capped at each job's limit). */
    static Trace shuffledWithinUsers(Trace t, long seed) {
        Map<String, List<Long>> runs = new HashMap<>();
        for (TraceJob j : t.jobs()) {
            runs.computeIfAbsent(j.user(), u -> new ArrayList<>()).add(j.runTime());
        }
        Random rnd = new Random(seed);
        runs.values().forEach(r -> Collections.shuffle(r, rnd));
        Map<String, Integer> next = new HashMap<>();
        List<TraceJob> jobs = new ArrayList<>();
        for (TraceJob j : t.jobs()) {
            int i = next.merge(j.user(), 1, Integer::sum) - 1;
            long run = Math.min(j.walltime(), runs.get(j.user()).get(i));
            jobs.add(new TraceJob(j.id(), j.submitTime(), run, j.walltime(), j.tasks(), j.perTask(), j.nodes(),
                    j.tasksPerNode(), j.user(), j.group(), j.account(), j.jobClass(), j.qos(), j.features(), j.hosts(),
                    j.flags()));
        }
        return new Trace(jobs, t.problems(), t.skipped(), t.headerNodes(), t.headerProcs());
    }

    static SimulationResult run(String cfg, Trace t, int nodes, int procsPerNode) {
        return new Simulator(Simulator.uniformNodes(nodes, procsPerNode),
                new IterationScheduler(MauiConfigParser.parse("tuned.cfg", cfg))).run(t);
    }

    @Test
    void beatsFifoEasyOnHpc2nAndEveryJobRunsItsWholeRunTime() throws IOException {
        Trace t = SimPolicies.trace(HPC2N);
        SimulationSummary easy = SimulationSummary.of(run(EasyConformanceTest.EASY, t, 120, 2), t, 240);
        SimulationResult r = run(tuned(), t, 120, 2);
        SimulationSummary tuned = SimulationSummary.of(r, t, 240);
        assertEquals(t.jobs().size(), r.completed().size());
        for (CompletedJob c : r.completed()) {
            assertEquals(c.job().runTime(), c.end() - c.start(), "job " + c.job().id());
        }
        assertTrue(r.completed().stream().anyMatch(c -> c.predicted() > 0), "no job was planned with a prediction");
        // README "Tuned policy": -30.03 % measured (issue #18 asks for 30 %); the margin is a hair:
        // a change that moves one job's start by an hour can cross it, so read the README's spread
        assertTrue(tuned.meanBoundedSlowdown() <= 0.7 * easy.meanBoundedSlowdown(),
                tuned.meanBoundedSlowdown() + " against EASY's " + easy.meanBoundedSlowdown());
        assertTrue(tuned.makespan() <= easy.makespan() * 1.01, tuned.makespan() + " against EASY's " + easy.makespan());
    }

    @Test
    @EnabledIfSystemProperty(named = "jmaui.tuned.lublin", matches = "true")
    void beatsFifoEasyOnLublinByThirtyPercentAtTheSameMakespan() throws IOException {
        Trace t = SimPolicies.trace("lublin_256.swf");
        SimulationSummary easy = SimulationSummary.of(run(EasyConformanceTest.EASY, t, 256, 1), t, 256);
        SimulationResult r = run(tuned(), t, 256, 1);
        SimulationSummary tuned = SimulationSummary.of(r, t, 256);
        for (CompletedJob c : r.completed()) {
            assertEquals(c.job().runTime(), c.end() - c.start(), "job " + c.job().id());
        }
        assertTrue(tuned.meanBoundedSlowdown() <= 0.7 * easy.meanBoundedSlowdown(),
                tuned.meanBoundedSlowdown() + " against EASY's " + easy.meanBoundedSlowdown());
        assertTrue(tuned.makespan() <= easy.makespan() * 1.01, tuned.makespan() + " against EASY's " + easy.makespan());
    }

    @Test
    void runTimesShuffledWithinEachUserNoWorseThanWithoutPredictions() throws IOException {
        Trace t = shuffledWithinUsers(SimPolicies.trace(HPC2N), 1);
        SimulationSummary without = SimulationSummary.of(run(withoutPredictions(tuned()), t, 120, 2), t, 240);
        SimulationResult r = run(tuned(), t, 120, 2);
        SimulationSummary with = SimulationSummary.of(r, t, 240);
        long predicted = r.completed().stream().filter(c -> c.predicted() > 0).count();
        assertTrue(with.meanBoundedSlowdown() <= without.meanBoundedSlowdown() * 1.02,
                with.meanBoundedSlowdown() + " with predictions (" + predicted + " jobs), "
                        + without.meanBoundedSlowdown() + " without");
        assertTrue(with.makespan() <= without.makespan() * 1.01);
    }

    /**
     * Generated traces whose run times are drawn at random up to each job's limit: one schedule
     * shifts by a few percent either way when a handful of jobs is planned differently, so the
     * slowdowns are summed over eight traces before they are compared.
     */
    @Test
    void runTimesThatDoNotRepeatNoWorseThanWithoutPredictions() throws IOException {
        double with = 0;
        double without = 0;
        long predicted = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Trace t = PredictionSimulationTest.workload(seed, false);
            without += SimulationSummary.of(run(withoutPredictions(tuned()), t, 8, 4), t, 32).meanBoundedSlowdown();
            SimulationResult r = run(tuned(), t, 8, 4);
            with += SimulationSummary.of(r, t, 32).meanBoundedSlowdown();
            predicted += r.completed().stream().filter(c -> c.predicted() > 0).count();
        }
        assertTrue(predicted < 8 * 300 / 10, "jobs planned with a prediction: " + predicted);
        assertTrue(with <= without * 1.01, with / 8 + " with predictions (" + predicted + " jobs), " + without / 8 + " without");
    }
}
