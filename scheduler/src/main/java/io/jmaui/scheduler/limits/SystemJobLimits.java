package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Times;

/**
 * System job limits (guide 6.2.1 "System Job Limits", appendix F): the largest single job
 * allowed. SYSTEMMAXPROCPERJOB caps a job's procs, SYSTEMMAXPROCSECONDPERJOB its
 * {@code procs * walltime}, SYSTEMMAXJOBWALLTIME its walltime. A value of 0 or below (Maui's
 * default -1) is no limit. Neither soft nor hard: a job over one can never run as it is, unless
 * its QOS lifts the limit (IGNSYSMAXPROC, IGNSYSMAXPS, IGNSYSMAXTIME).
 */
record SystemJobLimits(long maxProcs, long maxProcSeconds, long maxWalltime) {

    SystemJobLimits(Long maxProcs, Long maxProcSeconds, Long maxWalltime) {
        this(orNone(maxProcs), orNone(maxProcSeconds), orNone(maxWalltime));
    }

    /** Whether any of the three can stop a job: set, and not INFINITY (their default). */
    boolean any() {
        return set(maxProcs) || set(maxProcSeconds) || set(maxWalltime);
    }

    private static boolean set(long v) {
        return v > 0 && v < Times.INFINITY;
    }

    /** The first system job limit the job exceeds, in the order procs, proc-seconds, walltime; null if none. */
    JobSizeReason check(Job j, JobSizing sizing, QosExemptions ex) {
        if (maxProcs > 0 && j.procs() > maxProcs && !ex.ignoresSystemProcs()) {
            return new JobSizeReason("SYSTEMMAXPROCPERJOB", j.procs(), maxProcs);
        }
        long ps = maxProcSeconds > 0 ? sizing.procSeconds(j) : 0;
        if (maxProcSeconds > 0 && ps > maxProcSeconds && !ex.ignoresSystemProcSeconds()) {
            return new JobSizeReason("SYSTEMMAXPROCSECONDPERJOB", ps, maxProcSeconds);
        }
        long walltime = maxWalltime > 0 ? sizing.walltime(j) : 0;
        if (maxWalltime > 0 && walltime > maxWalltime && !ex.ignoresSystemWalltime()) {
            return new JobSizeReason("SYSTEMMAXJOBWALLTIME", walltime, maxWalltime);
        }
        return null;
    }

    private static long orNone(Long v) {
        return v == null ? -1 : v;
    }
}
