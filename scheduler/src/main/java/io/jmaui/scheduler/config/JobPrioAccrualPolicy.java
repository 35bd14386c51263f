package io.jmaui.scheduler.config;

/** JOBPRIOACCRUALPOLICY (guide 5.1.2.4.1, appendix F): when a job's queue time starts to count. ALWAYS from submission, FULLPOLICY only while it meets every queue and run policy, QUEUEPOLICY while it meets the idle (queue) policies. */
public enum JobPrioAccrualPolicy {
    ALWAYS,
    FULLPOLICY,
    QUEUEPOLICY
}
