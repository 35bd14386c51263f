package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.inapplicable;

import java.util.List;

/**
 * Parameters of appendix F that jmaui parses but does not act on: debugging traps, feature
 * headers and call-outs. Each draws a warning.
 */
interface OtherParameters {

    Parameter<List<String>> DEFAULTCLASSLIST = Parameter.of("DEFAULTCLASSLIST", ValueTypes.stringList(), List.of(), "F",
            "classes each node supports when the resource manager does not say (TORQUE never does)");
    Parameter<java.util.Set<DisplayFlag>> DISPLAYFLAGS = Parameter.of("DISPLAYFLAGS", WordTypes.setOf(DisplayFlag.class),
            java.util.Set.of(), "F", "how client commands display: NODECENTRIC shows nodes where they show processors");
    Parameter<String> FEATURENODETYPEHEADER = Parameter.of("FEATURENODETYPEHEADER", ValueTypes.string(), null, "F",
            "node feature prefix that gives the node type (checknode, allocation manager charges; NODECFG NODETYPE wins)");
    Parameter<String> FEATUREPARTITIONHEADER = Parameter.of("FEATUREPARTITIONHEADER", ValueTypes.string(), null, "7.2",
            "node feature prefix that gives the partition (NODECFG PARTITION wins)");
    Parameter<String> FEATUREPROCSPEEDHEADER = Parameter.of("FEATUREPROCSPEEDHEADER", ValueTypes.string(), null, "F",
            "node feature prefix that gives the processor speed");
    Parameter<String> FEEDBACKPROGRAM = Parameter.of("FEEDBACKPROGRAM", ValueTypes.string(), null, "15.1",
            "program run with each ended job's usage (a bare name is looked for in the tools directory)");
    Parameter<String> NOTIFICATIONPROGRAM = Parameter.of("NOTIFICATIONPROGRAM", ValueTypes.string(), null, "F",
            "program run with the text of each admin event (JOBHOLD, RMFAILURE, RESERVATIONCREATED, AMFAILURE)");
    Parameter<String> JOBSIZEPOLICY = inapplicable("JOBSIZEPOLICY", ValueTypes.string(), null, "F", "undocumented in the guide",
            "Maui 3.3 stores it but no code reads it, and the guide documents no value");
    Parameter<List<String>> QOSFEATURES = Parameter.of("QOSFEATURES", ValueTypes.stringList(), List.of(), "7.3",
            "node features every job of the indexed QOS requires ([ANY]: none)");

    Parameter<String> TRAPFUNCTION = inapplicable("TRAPFUNCTION", ValueTypes.string(), null, "14.1",
            "functions to trap when debugging",
            "it names functions of Maui's C source (UpdateNodeUtilization, ...); jmaui has none of them "
                    + "(TRAPJOB, TRAPNODE and TRAPRES trace jmaui's own objects)");
    Parameter<String> TRAPJOB = Parameter.of("TRAPJOB", ValueTypes.string(), null, "14.1",
            "jobs whose every iteration is logged whatever LOGLEVEL says (name, or names separated by |)");
    Parameter<String> TRAPNODE = Parameter.of("TRAPNODE", ValueTypes.string(), null, "14.1",
            "nodes whose every iteration is logged whatever LOGLEVEL says (node001|node004)");
    Parameter<String> TRAPRES = Parameter.of("TRAPRES", ValueTypes.string(), null, "14.1",
            "reservations whose every iteration is logged whatever LOGLEVEL says");
}
