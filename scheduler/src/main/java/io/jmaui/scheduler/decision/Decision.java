package io.jmaui.scheduler.decision;

/** One thing the scheduler wants done to a job. */
public sealed interface Decision permits StartJob, ModifyJob, HoldJob, Preempt, Resume, Enforce {

    String jobId();
}
