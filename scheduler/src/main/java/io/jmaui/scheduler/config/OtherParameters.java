package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.inapplicable;

import java.util.List;

/**
 * Parameters of appendix F that jmaui parses but does not act on: simulation tuning (16), the
 * profiler's plots, debugging traps, feature headers and call-outs. Each draws a warning.
 */
interface OtherParameters {

    Parameter<List<String>> DEFAULTCLASSLIST = ignored("DEFAULTCLASSLIST", ValueTypes.stringList(), List.of(), "F",
            "classes each node supports when the resource manager does not say");
    Parameter<List<String>> DISPLAYFLAGS = ignored("DISPLAYFLAGS", ValueTypes.stringList(), List.of(), "F",
            "how client commands display information");
    Parameter<String> FEATURENODETYPEHEADER = ignored("FEATURENODETYPEHEADER", ValueTypes.string(), null, "F",
            "node feature prefix that gives the node type");
    Parameter<String> FEATUREPARTITIONHEADER = ignored("FEATUREPARTITIONHEADER", ValueTypes.string(), null, "7.2",
            "node feature prefix that gives the partition");
    Parameter<String> FEATUREPROCSPEEDHEADER = ignored("FEATUREPROCSPEEDHEADER", ValueTypes.string(), null, "F",
            "node feature prefix that gives the processor speed");
    Parameter<String> FEEDBACKPROGRAM = Parameter.of("FEEDBACKPROGRAM", ValueTypes.string(), null, "15.1",
            "program run with each ended job's usage (a bare name is looked for in the tools directory)");
    Parameter<String> NOTIFICATIONPROGRAM = Parameter.of("NOTIFICATIONPROGRAM", ValueTypes.string(), null, "F",
            "program run with the text of each admin event (JOBHOLD, RMFAILURE, RESERVATIONCREATED, AMFAILURE)");
    Parameter<String> JOBSIZEPOLICY = inapplicable("JOBSIZEPOLICY", ValueTypes.string(), null, "F", "undocumented in the guide",
            "Maui 3.3 stores it but no code reads it, and the guide documents no value");
    Parameter<List<String>> QOSFEATURES = ignored("QOSFEATURES", ValueTypes.stringList(), List.of(), "7.3",
            "node features jobs of the indexed QOS require");

    Parameter<Integer> PLOTMINPROC = ignored("PLOTMINPROC", ValueTypes.nonNegativeInt(), 1, "15.6", "smallest job size in profiler plots");
    Parameter<Integer> PLOTMAXPROC = ignored("PLOTMAXPROC", ValueTypes.nonNegativeInt(), 512, "15.6", "largest job size in profiler plots");
    Parameter<Long> PLOTMINTIME = ignored("PLOTMINTIME", ValueTypes.duration(), 120L, "15.6", "shortest job in profiler plots");
    Parameter<Long> PLOTMAXTIME = ignored("PLOTMAXTIME", ValueTypes.duration(), 68 * 3600L, "15.6", "longest job in profiler plots");
    Parameter<Integer> PLOTPROCSCALE = ignored("PLOTPROCSCALE", ValueTypes.nonNegativeInt(), 9, "15.6", "rows of profiler plots");
    Parameter<Integer> PLOTTIMESCALE = ignored("PLOTTIMESCALE", ValueTypes.nonNegativeInt(), 11, "15.6", "columns of profiler plots");

    Parameter<Boolean> SIMAUTOSHUTDOWN = ignored("SIMAUTOSHUTDOWN", ValueTypes.bool(), true, "16.4", "end a simulation when the queues are empty");
    Parameter<Integer> SIMCPUSCALINGPERCENT = ignored("SIMCPUSCALINGPERCENT", ValueTypes.nonNegativeInt(), 100, "16.4",
            "percent to scale trace job run times by");
    Parameter<List<String>> SIMDEFAULTJOBFLAGS = ignored("SIMDEFAULTJOBFLAGS", ValueTypes.stringList(), List.of(), "16.4",
            "flags forced on every trace job");
    Parameter<Integer> SIMEXITITERATION = ignored("SIMEXITITERATION", ValueTypes.nonNegativeInt(), 0, "16.4",
            "iteration to end the simulation on (0: none)");
    Parameter<List<String>> SIMFLAGS = ignored("SIMFLAGS", ValueTypes.stringList(), List.of(), "16.4", "trace fields to ignore");
    Parameter<List<String>> SIMIGNOREJOBFLAGS = ignored("SIMIGNOREJOBFLAGS", ValueTypes.stringList(), List.of(), "16.4",
            "trace job flags to ignore");
    Parameter<Integer> SIMINITIALQUEUEDEPTH = ignored("SIMINITIALQUEUEDEPTH", ValueTypes.nonNegativeInt(), 16, "16.4",
            "idle jobs queued when a simulation starts");
    Parameter<String> SIMJOBSUBMISSIONPOLICY = ignored("SIMJOBSUBMISSIONPOLICY",
            WordTypes.word("NORMAL", "CONSTANTJOBDEPTH", "CONSTANTPSDEPTH"), "CONSTANTJOBDEPTH", "16.4", "how trace jobs are submitted");
    Parameter<String> SIMNODECONFIGURATION = ignored("SIMNODECONFIGURATION", WordTypes.word("UNIFORM", "NORMAL"), "NORMAL", "16.4",
            "whether trace nodes are filtered by configuration");
    Parameter<Integer> SIMNODECOUNT = ignored("SIMNODECOUNT", ValueTypes.nonNegativeInt(), 0, "16.4", "most trace nodes loaded (0: all)");
    Parameter<String> SIMRESOURCETRACEFILE = ignored("SIMRESOURCETRACEFILE", ValueTypes.string(), "traces/resource.trace", "16.2",
            "node trace file");
    Parameter<Integer> SIMRMRANDOMDELAY = ignored("SIMRMRANDOMDELAY", ValueTypes.nonNegativeInt(), 0, "16.4",
            "random delay added to simulated resource manager calls");
    Parameter<Integer> SIMSTOPITERATION = ignored("SIMSTOPITERATION", ValueTypes.nonNegativeInt(), 0, "16.4",
            "iteration to pause the simulation on (0: none)");
    Parameter<Integer> SIMTIMERATIO = ignored("SIMTIMERATIO", ValueTypes.nonNegativeInt(), 0, "16.4",
            "speed of simulated time against wall time (0: as fast as possible)");
    Parameter<String> SIMWORKLOADTRACEFILE = ignored("SIMWORKLOADTRACEFILE", ValueTypes.string(), "traces/workload.trace", "16.3",
            "job trace file");

    Parameter<String> TRAPFUNCTION = inapplicable("TRAPFUNCTION", ValueTypes.string(), null, "14.1",
            "functions to trap when debugging",
            "it names functions of Maui's C source (UpdateNodeUtilization, ...); jmaui has none of them "
                    + "(TRAPJOB, TRAPNODE and TRAPRES trace jmaui's own objects)");
    Parameter<String> TRAPJOB = ignored("TRAPJOB", ValueTypes.string(), null, "14.1", "jobs to trap when debugging");
    Parameter<String> TRAPNODE = ignored("TRAPNODE", ValueTypes.string(), null, "14.1", "nodes to trap when debugging");
    Parameter<String> TRAPRES = ignored("TRAPRES", ValueTypes.string(), null, "14.1", "reservations to trap when debugging");
}
