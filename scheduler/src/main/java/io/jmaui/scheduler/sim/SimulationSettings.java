package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameter;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.SimFlag;
import io.jmaui.scheduler.config.SimJobFlag;
import io.jmaui.scheduler.config.SimJobSubmissionPolicy;
import io.jmaui.scheduler.config.SimNodeConfiguration;
import java.util.Set;

/**
 * How a simulation replays its trace (guide 16.4): Maui's SIM* parameters as one value. Built by
 * {@link #of}: a parameter maui.cfg sets always applies; one it leaves unset takes the guide's
 * default when maui.cfg says SERVERMODE SIMULATION (a site's own simulation setup), and the
 * trace's own behaviour otherwise (every job at its recorded submission time), so that a
 * production maui.cfg replays a trace as it was recorded.
 *
 * @param submission        SIMJOBSUBMISSIONPOLICY
 * @param initialQueueDepth SIMINITIALQUEUEDEPTH: jobs queued at once at the start (NORMAL), or the
 *                          depth kept (jobs for CONSTANTJOBDEPTH, processor-seconds for CONSTANTPSDEPTH)
 * @param autoShutdown      SIMAUTOSHUTDOWN
 * @param stopIteration     SIMSTOPITERATION (0: none)
 * @param exitIteration     SIMEXITITERATION (0: none)
 * @param rmRandomDelay     SIMRMRANDOMDELAY, most seconds a RunJob takes
 * @param seed              seeds the RunJob delays
 * @param pollInterval      RMPOLLINTERVAL: the step of simulated time once no event is left and
 *                          SIMAUTOSHUTDOWN is off
 */
public record SimulationSettings(
        SimJobSubmissionPolicy submission,
        int initialQueueDepth,
        boolean autoShutdown,
        int stopIteration,
        int exitIteration,
        long rmRandomDelay,
        long seed,
        long pollInterval,
        TraceAdjustments adjustments) {

    /** Every job at its recorded time, nothing adjusted: the trace as it was recorded. */
    public static final SimulationSettings TRACE = new SimulationSettings(SimJobSubmissionPolicy.NORMAL, 0, true, 0, 0,
            0, 0, 60, TraceAdjustments.NONE);

    public static SimulationSettings of(MauiConfig cfg) {
        boolean simMode = "SIMULATION".equals(cfg.get(Parameters.SERVERMODE));
        SimJobSubmissionPolicy policy = value(cfg, Parameters.SIMJOBSUBMISSIONPOLICY, simMode, SimJobSubmissionPolicy.NORMAL);
        int depth = value(cfg, Parameters.SIMINITIALQUEUEDEPTH, simMode, 0);
        Set<SimFlag> flags = cfg.get(Parameters.SIMFLAGS);
        Set<SimJobFlag> defaults = cfg.get(Parameters.SIMDEFAULTJOBFLAGS);
        Set<SimJobFlag> ignore = cfg.get(Parameters.SIMIGNOREJOBFLAGS);
        TraceAdjustments adjust = new TraceAdjustments(cfg.get(Parameters.SIMCPUSCALINGPERCENT), flags, defaults, ignore,
                cfg.get(Parameters.SIMNODECONFIGURATION) == SimNodeConfiguration.UNIFORM);
        return new SimulationSettings(policy, depth, cfg.get(Parameters.SIMAUTOSHUTDOWN),
                cfg.get(Parameters.SIMSTOPITERATION), cfg.get(Parameters.SIMEXITITERATION),
                cfg.get(Parameters.SIMRMRANDOMDELAY), 1, Math.max(1, cfg.get(Parameters.RMPOLLINTERVAL)), adjust);
    }

    private static <T> T value(MauiConfig cfg, Parameter<T> p, boolean simMode, T traceDefault) {
        return cfg.isSet(p) || simMode ? cfg.get(p) : traceDefault;
    }

    public SimulationSettings withSeed(long s) {
        return new SimulationSettings(submission, initialQueueDepth, autoShutdown, stopIteration, exitIteration,
                rmRandomDelay, s, pollInterval, adjustments);
    }

    public SimulationSettings withSubmission(SimJobSubmissionPolicy p, int depth) {
        return new SimulationSettings(p, depth, autoShutdown, stopIteration, exitIteration, rmRandomDelay, seed,
                pollInterval, adjustments);
    }

    /**
     * The RunJob delay of one job: a number in [0, rmRandomDelay] that depends only on the seed and
     * the job id (a SplitMix64 step), so a replay gives the same delays whatever the start order.
     */
    long runJobDelay(String jobId) {
        if (rmRandomDelay <= 0) {
            return 0;
        }
        long z = seed * 0x9E3779B97F4A7C15L + jobId.hashCode();
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z = z ^ (z >>> 31);
        return Math.floorMod(z, rmRandomDelay + 1);
    }
}
