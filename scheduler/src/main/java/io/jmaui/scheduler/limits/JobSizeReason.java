package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.Reason;

/**
 * A system job limit stopped the job (guide 6.2.1 "System Job Limits"): the job alone asks for
 * more than any single job may, e.g. {@code SYSTEMMAXPROCPERJOB 512/256}. It never becomes
 * eligible while its request stays so.
 *
 * @param parameter the maui.cfg parameter: SYSTEMMAXPROCPERJOB, SYSTEMMAXPROCSECONDPERJOB,
 *                  SYSTEMMAXJOBWALLTIME
 * @param requested what the job asks for (procs, proc-seconds, seconds)
 * @param limit     the parameter's value
 */
public record JobSizeReason(String parameter, long requested, long limit) implements Reason {

    @Override
    public String policy() {
        return parameter;
    }

    /** {@code SYSTEMMAXPROCPERJOB 512/256}: requested over limit. */
    @Override
    public String summary() {
        return parameter + " " + requested + "/" + limit;
    }
}
