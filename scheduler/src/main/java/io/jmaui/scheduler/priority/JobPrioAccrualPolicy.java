package io.jmaui.scheduler.priority;

/**
 * JOBPRIOACCRUALPOLICY (appendix F, guide 5.1.2.4.1): from when a job accrues queue-time based
 * priority (QUEUETIME, XFACTOR, TARGETQUEUETIME, TARGETXFACTOR).
 *
 * <p>Whether a job currently meets the queue or run policies is decided by the throttling stage,
 * which keeps {@code Job.systemQueueTime} (reset to <i>now</i> while a job is blocked); prioritisation
 * only chooses which clock to read.
 */
public enum JobPrioAccrualPolicy {
    /** Queue time counts from submission, whatever the policies say. */
    ALWAYS,
    /** Queue time counts while the job meets the queue policies (e.g. MAXIJOB): the default. */
    QUEUEPOLICY,
    /** Queue time counts only while the job meets all queue and run policies. */
    FULLPOLICY;

    /** Epoch seconds from which {@code job} accrues queue time under this policy. */
    long queueTimeOrigin(io.jmaui.scheduler.model.Job job) {
        return this == ALWAYS ? job.submitTime() : job.effectiveQueueTime();
    }
}
