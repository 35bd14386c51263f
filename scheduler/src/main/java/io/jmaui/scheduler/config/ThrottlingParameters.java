package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.time;

import io.jmaui.scheduler.model.Times;

/**
 * Guide 6.2, throttling policies that are not *CFG attributes: the system job limits (the largest
 * single job) and the Maui 3.0 per-user limits, which jmaui parses but asks to be written as
 * {@code USERCFG[DEFAULT] MAXJOB=...}.
 */
interface ThrottlingParameters {

    Parameter<Long> SYSTEMMAXPROCPERJOB = Parameter.of("SYSTEMMAXPROCPERJOB", ValueTypes.countOrInfinity(), Times.INFINITY,
            "6.2.1.1", "most processors one job may request (-1: no limit)").alsoNamed("SYSTEMMAXJOBPROC");
    Parameter<Long> SYSTEMMAXPROCSECONDPERJOB = Parameter.of("SYSTEMMAXPROCSECONDPERJOB", ValueTypes.countOrInfinity(),
            Times.INFINITY, "6.2.1.1", "most processor-seconds one job may request (-1: no limit)").alsoNamed("SYSTEMMAXJOBPROCSECOND");
    Parameter<Long> SYSTEMMAXJOBWALLTIME = Parameter.of("SYSTEMMAXJOBWALLTIME",
            ValueTypes.durationOr(Times.INFINITY, "a duration [[[DD:]HH:]MM:]SS, -1 or INFINITY"), Times.INFINITY,
            "6.2.1.1", "longest walltime one job may request (-1: no limit)");
    Parameter<Long> SYSTEMDEFAULTJOBWALLTIME = time("SYSTEMDEFAULTJOBWALLTIME", 10 * 86400, "11.7",
            "walltime given to jobs that do not request one");

    Parameter<LimitValue> MAXJOBPERUSERCOUNT = perUser("MAXJOBPERUSERCOUNT", LimitKind.JOB, "MAXJOB");
    Parameter<LimitValue> MAXJOBQUEUEDPERUSERCOUNT = perUser("MAXJOBQUEUEDPERUSERCOUNT", LimitKind.JOB, "MAXIJOB");
    Parameter<LimitValue> MAXNODEPERUSERCOUNT = perUser("MAXNODEPERUSERCOUNT", LimitKind.NODE, "MAXNODE");
    Parameter<LimitValue> MAXPEPERUSERCOUNT = perUser("MAXPEPERUSERCOUNT", LimitKind.PE, "MAXPE");
    Parameter<LimitValue> MAXPROCPERUSERCOUNT = perUser("MAXPROCPERUSERCOUNT", LimitKind.PROC, "MAXPROC");
    Parameter<LimitValue> MAXPSPERUSER = perUser("MAXPSPERUSER", LimitKind.PS, "MAXPS");
    Parameter<LimitValue> MAXWCPERUSER = perUser("MAXWCPERUSER", LimitKind.WC, "MAXWC");

    private static Parameter<LimitValue> perUser(String name, LimitKind kind, String attribute) {
        return ignored(name, PolicyValues.limit(kind), LimitValue.of(0), "6.2",
                "Maui 3.0 per-user limit (0: none); write USERCFG[DEFAULT] " + attribute + "=... instead");
    }
}
