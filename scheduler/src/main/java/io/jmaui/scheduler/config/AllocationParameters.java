package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.flag;
import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.time;

import java.util.List;
import java.util.Set;

/**
 * Guide 5.2 to 5.4 and 8.3, node allocation, node access, node availability and node sets. Per
 * node settings are NODECFG blocks, see {@link NodeConfig}.
 */
interface AllocationParameters {

    Parameter<NodeAllocationPolicy> NODEALLOCATIONPOLICY = choice("NODEALLOCATIONPOLICY", NodeAllocationPolicy.class,
            NodeAllocationPolicy.LASTAVAILABLE, "5.2", "how the nodes for a job are chosen");
    Parameter<NodeAccessPolicy> NODEACCESSPOLICY = choice("NODEACCESSPOLICY", NodeAccessPolicy.class,
            NodeAccessPolicy.SHARED, "5.3", "who may share a node");
    Parameter<Set<JobNodeMatchPolicy>> JOBNODEMATCHPOLICY = Parameter.of("JOBNODEMATCHPOLICY",
            WordTypes.setOf(JobNodeMatchPolicy.class), Set.of(), "5.2", "extra constraints on matching a job's node request");
    Parameter<Boolean> ENABLEMULTINODEJOBS = flag("ENABLEMULTINODEJOBS", true, "5.2", "allow jobs that span nodes");
    Parameter<Boolean> ENABLEMULTIREQJOBS = flag("ENABLEMULTIREQJOBS", false, "11.7",
            "place a job's node spec parts (nodes=3:fast+1:io) as independent requests instead of merging them");
    Parameter<Long> NODEDOWNSTATEDELAYTIME = ignored("NODEDOWNSTATEDELAYTIME", ValueTypes.duration(), 0L, "5.4",
            "how long a down or drained node is assumed to stay unavailable");
    Parameter<Long> DOWNNODEDELAYTIME = time("DOWNNODEDELAYTIME", 24L * 3600, "5.4",
            "how long after it went down (or drained) a node is planned free again, for reservations and start estimates");
    Parameter<List<String>> NODEAVAILABILITYPOLICY = ignored("NODEAVAILABILITYPOLICY", ValueTypes.stringList(),
            List.of("COMBINED"), "5.4", "whether dedicated or utilized resources make a node busy, per resource");
    Parameter<String> NODELOADPOLICY = ignored("NODELOADPOLICY", WordTypes.word("ADJUSTSTATE", "ADJUSTPROCS"),
            "ADJUSTSTATE", "5.4", "whether MAXLOAD marks a node busy or reduces its processors");
    Parameter<Double> NODEMAXLOAD = ignored("NODEMAXLOAD", ValueTypes.nonNegativeDouble(), 0.0, "5.4",
            "load at which a node counts as busy (0: none)");
    Parameter<Integer> NODEPOLLFREQUENCY = ignored("NODEPOLLFREQUENCY", ValueTypes.nonNegativeInt(), 0, "13",
            "iterations between node manager queries");
    Parameter<String> TASKDISTRIBUTIONPOLICY = ignored("TASKDISTRIBUTIONPOLICY", WordTypes.word("DEFAULT", "LOCAL"),
            "DEFAULT", "5.2", "how tasks map onto the allocated nodes");
    Parameter<Boolean> USEMACHINESPEED = ignored("USEMACHINESPEED", ValueTypes.bool(), false, "5.2",
            "scale walltime by node speed");
    Parameter<String> NODESETPOLICY = ignored("NODESETPOLICY", WordTypes.word("ONEOF", "FIRSTOF", "ANYOF"), null, "8.3",
            "how a job's nodes must fall into node sets");
    Parameter<String> NODESETATTRIBUTE = ignored("NODESETATTRIBUTE", WordTypes.word("FEATURE", "MEMORY", "PROCSPEED", "NETWORK"),
            null, "8.3", "node attribute that forms node sets");
    Parameter<List<String>> NODESETLIST = ignored("NODESETLIST", ValueTypes.stringList(), List.of(), "8.3",
            "attribute values that form node sets");
    Parameter<Long> NODESETDELAY = ignored("NODESETDELAY", ValueTypes.duration(), 0L, "8.3",
            "how long a job waits for a node set");
    Parameter<String> NODESETPRIORITYTYPE = ignored("NODESETPRIORITYTYPE",
            WordTypes.word("BESTFIT", "WORSTFIT", "BESTRESOURCE", "MINLOSS"), "MINLOSS", "8.3", "which feasible node set wins");
    Parameter<Double> NODESETTOLERANCE = ignored("NODESETTOLERANCE", ValueTypes.nonNegativeDouble(), 0.0, "8.3",
            "allowed processor speed spread within a node set");
}
