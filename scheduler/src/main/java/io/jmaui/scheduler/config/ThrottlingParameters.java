package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.time;

import io.jmaui.scheduler.model.Times;

/**
 * Guide 6.2, throttling policies that are not *CFG attributes: the system job limits (the largest
 * single job). Maui 3.0's per-credential limits (MAXJOBPERUSERCOUNT, ...) are read as *CFG[DEFAULT]
 * attributes, see {@link OldThrottlingParameters}.
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
}
