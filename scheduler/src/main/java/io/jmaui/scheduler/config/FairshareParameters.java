package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.ParameterDefs.ignored;
import static io.jmaui.scheduler.config.ParameterDefs.inapplicable;
import static io.jmaui.scheduler.config.ParameterDefs.time;

/**
 * Guide 6.3, fairshare: the usage metric and the windows it is tracked in. Targets are per
 * credential ({@code USERCFG[x] FSTARGET=...}), weights are in {@link PriorityParameters}.
 */
interface FairshareParameters {

    Parameter<FsPolicy> FSPOLICY = Parameter.of("FSPOLICY", PolicyValues.fsPolicy(), FsPolicy.NONE, "6.3.2.1",
            "usage metric tracked for fairshare; a trailing % makes the factor a ratio to the target");
    Parameter<Long> FSINTERVAL = time("FSINTERVAL", 24 * 3600, "6.3.2.2", "length of one fairshare window");
    Parameter<Integer> FSDEPTH = Parameter.of("FSDEPTH", ValueTypes.intRange(1, 32), 7, "6.3.2.2",
            "number of windows that make up current usage (Maui allows at most 32)");
    Parameter<Double> FSDECAY = Parameter.of("FSDECAY", ValueTypes.doubleRange(0, 1, true, "a number above 0 and at most 1"), 1.0,
            "6.3.2.2", "weight factor per window of age: window N counts FSDECAY^N (1: no decay)");
    Parameter<String> FSCONFIGFILE = ignored("FSCONFIGFILE", ValueTypes.string(), "fs.cfg", "6.3",
            "old fairshare file; the *CFG parameters replace it");
    Parameter<String> FSENFORCEMENT = inapplicable("FSENFORCEMENT", ValueTypes.string(), null, "6.3.3.2",
            "how fairshare caps block jobs",
            "Maui 3.3 lists the name but never reads a value, and the guide defines none; a fairshare cap "
                    + "(FSTARGET=N^ or N%) always blocks, in Maui and in jmaui");
}
