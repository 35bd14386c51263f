package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.count;
import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.time;

import io.jmaui.scheduler.model.Times;

/**
 * Guide 13 and 11, talking to the resource manager: how often to poll, how to batch job events,
 * deferring jobs that fail to start, and the state synchronisation deadlines. The resource
 * managers themselves are RMCFG blocks, see {@link RmConfig}.
 */
interface ResourceManagerParameters {

    Parameter<Long> RMPOLLINTERVAL = time("RMPOLLINTERVAL", 60, "13.2", "time between two scheduling iterations (resource manager polls)");
    Parameter<Long> JOBAGGREGATIONTIME = time("JOBAGGREGATIONTIME", 0, "13.2",
            "least time between iterations triggered by job events");
    Parameter<Long> DEFERTIME = time("DEFERTIME", 3600, "11.1", "how long a deferred job is held before it is idle again");
    Parameter<Integer> DEFERCOUNT = count("DEFERCOUNT", 24, "11.1", "deferrals after which a job gets a batch hold");
    Parameter<Integer> DEFERSTARTCOUNT = count("DEFERSTARTCOUNT", 1, "11.1", "failed start attempts after which a job is deferred");
    Parameter<Long> JOBMAXSTARTTIME = Parameter.of("JOBMAXSTARTTIME",
            ValueTypes.durationOr(Times.INFINITY, "a duration [[[DD:]HH:]MM:]SS, -1 or INFINITY"), Times.INFINITY, "11.7",
            "how long a started job may stay starting before it is cancelled (-1: no limit)");
    Parameter<Long> JOBMAXOVERRUN = Parameter.of("JOBMAXOVERRUN",
            ValueTypes.durationOr(Times.INFINITY, "a duration [[[DD:]HH:]MM:]SS, -1 or INFINITY"), 600L, "11.7",
            "how long a job may run past its wallclock limit before WCVIOLATIONACTION (-1: no limit; Maui 3.3's default"
                    + " 10 minutes)");
    Parameter<String> WCVIOLATIONACTION = Parameter.of("WCVIOLATIONACTION", WordTypes.word("CANCEL", "PREEMPT"), "CANCEL",
            "11.7", "what happens to a job past its wallclock limit plus JOBMAXOVERRUN: cancelled, or preempted as"
                    + " PREEMPTPOLICY says");
    Parameter<Long> JOBSYNCTIME = time("JOBSYNCTIME", 600, "13",
            "how long a started job may stay queued on pbs_server before the start counts as failed "
                    + "(at least RMPOLLINTERVAL)").alsoNamed("JOBSYNCDEADLINE");
    Parameter<Long> NODESYNCTIME = ignored("NODESYNCTIME", ValueTypes.duration(), 600L, "13",
            "how long a node's expected and reported states may differ");
    Parameter<Long> PURGETIME = time("PURGETIME", 0, "13",
            "how long a node, or a job holding nodes, that pbs_server stopped reporting is kept as last seen (0: not kept)");
    Parameter<String> PREEMPTPOLICY = Parameter.of("PREEMPTPOLICY",
            WordTypes.word("REQUEUE", "SUSPEND", "CHECKPOINT", "OVERCOMMIT"), "REQUEUE",
            "8.4", "how preempted jobs are stopped: requeued, suspended or checkpointed");
    Parameter<java.util.List<ResourceLimitRule>> RESOURCELIMITPOLICY = Parameter.of("RESOURCELIMITPOLICY",
            ResourceLimitRule.type(), java.util.List.of(), "10.4",
            "what happens to running jobs using more processors or memory than they requested (pbs_mom's resources_used)");
}
