package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.choice;
import static io.jmaui.scheduler.config.ParameterDefs.flag;
import static io.jmaui.scheduler.config.ParameterDefs.inapplicable;
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
    Parameter<Long> NODEDOWNSTATEDELAYTIME = Parameter.of("NODEDOWNSTATEDELAYTIME", ValueTypes.duration(), 0L, "5.4",
            "how long from now a down or drained node is assumed to stay unavailable (0: DOWNNODEDELAYTIME alone)");
    Parameter<Long> DOWNNODEDELAYTIME = time("DOWNNODEDELAYTIME", 24L * 3600, "5.4",
            "how long after it went down (or drained) a node is planned free again, for reservations and start estimates");
    Parameter<NodeAvailabilityPolicy> NODEAVAILABILITYPOLICY = Parameter.of("NODEAVAILABILITYPOLICY",
            NodeAvailabilityPolicy.type(), NodeAvailabilityPolicy.DEFAULT, "5.4",
            "whether dedicated or utilized resources (load average, memory in use) make a node's resource taken, per resource");
    Parameter<String> NODELOADPOLICY = Parameter.of("NODELOADPOLICY", WordTypes.word("ADJUSTSTATE", "ADJUSTPROCS"),
            "ADJUSTSTATE", "5.4", "whether MAXLOAD marks a node busy or reduces its processors");
    Parameter<Double> NODEMAXLOAD = Parameter.of("NODEMAXLOAD", ValueTypes.nonNegativeDouble(), 0.0, "5.4",
            "load at which a node counts as busy (0: none); NODECFG MAXLOAD sets it per node");
    Parameter<Integer> NODEPOLLFREQUENCY = inapplicable("NODEPOLLFREQUENCY", ValueTypes.nonNegativeInt(), 0, "13",
            "iterations between node manager queries",
            "it spaces Maui's own queries to each pbs_mom (resmom requests); jmaui never queries the MOMs: what they "
                    + "report (state, loadave, memory, gpus) comes with pbs_server's node list at every poll");
    Parameter<String> TASKDISTRIBUTIONPOLICY = Parameter.of("TASKDISTRIBUTIONPOLICY", WordTypes.word("DEFAULT", "LOCAL"),
            "DEFAULT", "5.5", "how tasks map onto the allocated nodes: DEFAULT, in allocation order (LOCAL is site C code)");
    Parameter<Boolean> USEMACHINESPEED = Parameter.of("USEMACHINESPEED", ValueTypes.bool(), false, "5.2",
            "plan a running job's walltime divided by its slowest node's NODECFG SPEED (pbs_mom still ends it at its walltime)");
    Parameter<String> NODESETPOLICY = Parameter.of("NODESETPOLICY", WordTypes.word("ONEOF", "FIRSTOF", "ANYOF"), null,
            "8.3", "how a job's nodes must fall into node sets: one set (ONEOF, FIRSTOF) or any of them (ANYOF)");
    Parameter<String> NODESETATTRIBUTE = Parameter.of("NODESETATTRIBUTE",
            WordTypes.word("FEATURE", "MEMORY", "PROCSPEED", "NETWORK"), null, "8.3", "node attribute that forms node sets");
    Parameter<List<String>> NODESETLIST = Parameter.of("NODESETLIST", ValueTypes.stringList(), List.of(), "8.3",
            "attribute values that form node sets, in order (none: every value)");
    Parameter<Long> NODESETDELAY = Parameter.of("NODESETDELAY", ValueTypes.duration(), 0L, "8.3",
            "how long past its start across sets a job waits for a node set (0: a set if one is free, else any nodes)");
    Parameter<String> NODESETPRIORITYTYPE = Parameter.of("NODESETPRIORITYTYPE",
            WordTypes.word("BESTFIT", "WORSTFIT", "BESTRESOURCE", "MINLOSS"), "MINLOSS", "8.3",
            "which of the node sets able to hold a job ONEOF takes");
    Parameter<Double> NODESETTOLERANCE = Parameter.of("NODESETTOLERANCE", ValueTypes.nonNegativeDouble(), 0.0, "8.3",
            "allowed processor speed spread within a PROCSPEED node set: (max - min) / min");
}
