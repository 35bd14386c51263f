package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.model.PreemptMode;

import java.util.Objects;

/**
 * Stop running job {@code jobId} because it broke a limit (guides 10.4, 11.7): {@code policy} is
 * the parameter that says so (JOBMAXOVERRUN, RESOURCELIMITPOLICY, JOBMAXSTARTTIME), {@code detail}
 * what the job did, as users read it in its comment and checkjob; {@code action} is how: cancelled,
 * requeued, suspended or checkpointed. Carried out and journalled as a preemption is.
 */
public record Enforce(String jobId, PreemptMode action, String policy, String detail) implements Decision {

    public Enforce {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(detail, "detail");
    }
}
