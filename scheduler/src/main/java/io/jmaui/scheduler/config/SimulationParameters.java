package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.count;
import static io.jmaui.scheduler.config.ParameterDefs.flag;
import static io.jmaui.scheduler.config.ParameterDefs.text;
import static io.jmaui.scheduler.config.ParameterDefs.time;

import java.util.Set;

/**
 * Guide 16 (simulations) and 15.6 (profiling): what {@code bin/maui-simulate} reads from maui.cfg.
 * A SIM* parameter set in maui.cfg always applies; one left unset takes the guide's default under
 * SERVERMODE SIMULATION and the trace's own behaviour otherwise (trace submission times, no
 * initial queue), so a production maui.cfg replays a trace as it was recorded. The PLOT*
 * parameters shape the job-size x run-time matrices of the comparison report.
 */
interface SimulationParameters {

    Parameter<String> SIMWORKLOADTRACEFILE = text("SIMWORKLOADTRACEFILE", "traces/workload.trace", "16.3",
            "job trace file (SWF or Maui's workload trace), relative to the maui.cfg directory");
    Parameter<String> SIMRESOURCETRACEFILE = text("SIMRESOURCETRACEFILE", "traces/resource.trace", "16.2",
            "node trace file, relative to the maui.cfg directory");
    Parameter<Integer> SIMINITIALQUEUEDEPTH = count("SIMINITIALQUEUEDEPTH", 16, "16.4",
            "jobs (or processor-seconds under CONSTANTPSDEPTH) queued when the simulation starts");
    Parameter<SimJobSubmissionPolicy> SIMJOBSUBMISSIONPOLICY = choice("SIMJOBSUBMISSIONPOLICY",
            SimJobSubmissionPolicy.class, SimJobSubmissionPolicy.CONSTANTJOBDEPTH, "16.4",
            "NORMAL: trace submission times; CONSTANTJOBDEPTH/CONSTANTPSDEPTH: keep the idle queue that deep");
    Parameter<Set<SimFlag>> SIMFLAGS = Parameter.of("SIMFLAGS", WordTypes.setOf(SimFlag.class), Set.of(), "16.4",
            "workload-trace information to ignore");
    Parameter<Set<SimJobFlag>> SIMDEFAULTJOBFLAGS = Parameter.of("SIMDEFAULTJOBFLAGS", WordTypes.setOf(SimJobFlag.class),
            Set.of(), "16.4", "job flags forced on every trace job");
    Parameter<Set<SimJobFlag>> SIMIGNOREJOBFLAGS = Parameter.of("SIMIGNOREJOBFLAGS", WordTypes.setOf(SimJobFlag.class),
            Set.of(), "16.4", "job flags stripped from every trace job");
    Parameter<Boolean> SIMAUTOSHUTDOWN = flag("SIMAUTOSHUTDOWN", true, "16.4",
            "end the simulation once the trace is used up and no job runs or can run");
    Parameter<Integer> SIMSTOPITERATION = count("SIMSTOPITERATION", 0, "16.4",
            "iteration after which the simulation pauses and writes the snapshot (0: none)");
    Parameter<Integer> SIMEXITITERATION = count("SIMEXITITERATION", 0, "16.4",
            "iteration after which the simulation writes its summary and ends (0: none)");
    Parameter<Integer> SIMTIMERATIO = count("SIMTIMERATIO", 0, "16.4",
            "simulated seconds per wall-clock second (0: as fast as possible)");
    Parameter<Long> SIMRMRANDOMDELAY = time("SIMRMRANDOMDELAY", 0, "16.4",
            "most seconds a simulated RunJob takes, drawn per job from a seeded sequence (0: none)");
    Parameter<Integer> SIMCPUSCALINGPERCENT = count("SIMCPUSCALINGPERCENT", 100, "16.4",
            "percent to scale each trace job's run time and wallclock limit by");
    Parameter<Integer> SIMNODECOUNT = count("SIMNODECOUNT", 0, "16.4", "most nodes loaded from the resource trace (0: all)");
    Parameter<SimNodeConfiguration> SIMNODECONFIGURATION = choice("SIMNODECONFIGURATION", SimNodeConfiguration.class,
            SimNodeConfiguration.NORMAL, "16.4", "NORMAL: match jobs to node configuration; UNIFORM: only processors count");

    Parameter<Integer> PLOTMINPROC = count("PLOTMINPROC", 1, "15.6", "smallest job size (procs) in the report's matrices");
    Parameter<Integer> PLOTMAXPROC = count("PLOTMAXPROC", 512, "15.6", "largest job size (procs) in the report's matrices");
    Parameter<Long> PLOTMINTIME = time("PLOTMINTIME", 120, "15.6", "shortest wallclock limit in the report's matrices");
    Parameter<Long> PLOTMAXTIME = time("PLOTMAXTIME", 68 * 3600L, "15.6", "longest wallclock limit in the report's matrices");
    Parameter<Integer> PLOTPROCSCALE = count("PLOTPROCSCALE", 9, "15.6",
            "rows of the matrices: job sizes spaced geometrically from PLOTMINPROC to PLOTMAXPROC");
    Parameter<Integer> PLOTTIMESCALE = count("PLOTTIMESCALE", 11, "15.6",
            "columns of the matrices: wallclock limits spaced geometrically from PLOTMINTIME to PLOTMAXTIME");
}
