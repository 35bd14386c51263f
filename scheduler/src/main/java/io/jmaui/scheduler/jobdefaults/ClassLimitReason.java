package io.jmaui.scheduler.jobdefaults;

import io.jmaui.scheduler.model.Reason;

/**
 * A per job limit of the job's class stopped it (guide 11.6): it asks more walltime than
 * {@code CLASSCFG[c] MAX.WCLIMIT} allows, or fewer procs than {@code MIN.PROC}. It never becomes
 * eligible in that class while its request stays so.
 *
 * @param attribute  MAX.WCLIMIT or MIN.PROC
 * @param jobClass   the class whose CLASSCFG sets it
 * @param requested  what the job asks (seconds of walltime, procs)
 * @param limit      the attribute's value
 */
public record ClassLimitReason(String attribute, String jobClass, long requested, long limit) implements Reason {

    @Override
    public String policy() {
        return attribute;
    }

    /** {@code MAX.WCLIMIT class=batch 7200/3600}: requested over limit. */
    @Override
    public String summary() {
        return attribute + " class=" + jobClass + " " + requested + "/" + limit;
    }

    /** True for MIN.PROC, where the job asks too little rather than too much. */
    public boolean minimum() {
        return attribute.equals("MIN.PROC");
    }
}
