package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The simulator's speed work (issue #17) changes no schedule: the first 2,000 jobs of each shared
 * trace under each policy of {@link SimPolicies} give, job for job (start, end, hosts, backfill
 * flag, bypass count), the schedule the simulator gave before it (digests recorded with main at
 * 1d9a0c4, the full-trace iteration without the decisions-only mode, incremental snapshots or the
 * idle shortcut). A digest that moves on purpose (a policy fix) is re-recorded with
 * {@code bin/sim-bench --jobs 2000}, saying why in the commit.
 */
class ScheduleDigestTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
            "HPC2N-2002-2.2-subset-3171.swf, default,   4bc4cacd90fc2668",
            "HPC2N-2002-2.2-subset-3171.swf, easy,      4bc4cacd90fc2668",
            "HPC2N-2002-2.2-subset-3171.swf, reslimits, 4969125fb782e40b",
            "lublin_256.swf,                 default,   c825cd0d9d49ba6d",
            "lublin_256.swf,                 easy,      c825cd0d9d49ba6d",
            "lublin_256.swf,                 reslimits, 132773968a99aea7",
            "NASA-iPSC-1993-3.1-cln.swf,     default,   b80fec96a9e52665",
            "NASA-iPSC-1993-3.1-cln.swf,     easy,      b80fec96a9e52665",
            "NASA-iPSC-1993-3.1-cln.swf,     reslimits, 6d38858a603145a3"})
    void firstTwoThousandJobsKeepTheirSchedule(String file, String policy, String digest) throws Exception {
        Trace all = SimPolicies.trace(file);
        Trace trace = new Trace(all.jobs().subList(0, 2000), all.problems(), all.skipped(), all.headerNodes(),
                all.headerProcs());
        int[] machine = SimPolicies.TRACES.get(file);
        SimulationResult r = new Simulator(Simulator.uniformNodes(machine[0], machine[1]),
                new IterationScheduler(SimPolicies.config(policy))).run(trace);
        assertEquals(digest, ScheduleDigest.of(r), file + " under " + policy + ": the schedule changed");
    }
}
