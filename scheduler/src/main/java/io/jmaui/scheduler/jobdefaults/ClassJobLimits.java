package io.jmaui.scheduler.jobdefaults;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Times;

/**
 * CLASSCFG MAX.WCLIMIT and MIN.PROC (guide 11.6), checked for each idle job against its class
 * (over CLASSCFG[DEFAULT]). A job that asked no walltime is checked with the one it is given
 * (DEFAULT.WCLIMIT, the queue's {@code resources_default.walltime}, else SYSTEMDEFAULTJOBWALLTIME).
 */
public final class ClassJobLimits {

    private final ClassRules.Cache rules;
    private final long systemDefaultWalltime;

    public ClassJobLimits(MauiConfig cfg) {
        this.rules = new ClassRules.Cache(cfg);
        this.systemDefaultWalltime = cfg.get(Parameters.SYSTEMDEFAULTJOBWALLTIME);
    }

    /**
     * The first per job limit of its class the job breaks, MAX.WCLIMIT before MIN.PROC; null if none.
     *
     * @param walltime the job's walltime with its class or queue default, {@link Times#INFINITY} for none
     */
    public Reason check(Job j, long walltime) {
        ClassRules r = rules.of(j.credentials().jobClass());
        if (r == ClassRules.NONE) {
            return null;
        }
        if (walltime <= 0 || walltime == Times.INFINITY) {
            walltime = systemDefaultWalltime;
        }
        if (r.maxWalltime() > 0 && walltime > r.maxWalltime()) {
            return new ClassLimitReason("MAX.WCLIMIT", j.credentials().jobClass(), walltime, r.maxWalltime());
        }
        if (r.minProcs() > 0 && j.procs() < r.minProcs()) {
            return new ClassLimitReason("MIN.PROC", j.credentials().jobClass(), j.procs(), r.minProcs());
        }
        return null;
    }
}
