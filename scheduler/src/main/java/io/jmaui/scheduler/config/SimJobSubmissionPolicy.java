package io.jmaui.scheduler.config;

/**
 * SIMJOBSUBMISSIONPOLICY (guide 16, appendix F): NORMAL submits each trace job at its recorded
 * submission time; CONSTANTJOBDEPTH keeps SIMINITIALQUEUEDEPTH jobs idle, CONSTANTPSDEPTH keeps
 * SIMINITIALQUEUEDEPTH processor-seconds idle, each submitting the next trace job when short.
 */
public enum SimJobSubmissionPolicy {
    NORMAL,
    CONSTANTJOBDEPTH,
    CONSTANTPSDEPTH
}
