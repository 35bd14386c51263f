package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.model.PreemptMode;

import java.util.Objects;

/**
 * Preempt running job {@code jobId} (guide 8.4) so that {@code preemptorId}, of QOS
 * {@code preemptorQos} (null: DEFAULT), can have its resources: requeue, suspend or checkpoint
 * it as {@code mode} says. The preemptor starts in a later iteration, once the job has vacated.
 */
public record Preempt(String jobId, PreemptMode mode, String preemptorId, String preemptorQos) implements Decision {

    public Preempt {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(preemptorId, "preemptorId");
    }
}
