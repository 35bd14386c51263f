package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.PreemptMode;

/**
 * A preemption journalled before its request left (guide 8.4), not yet carried out: the victim
 * has not yet left its nodes. {@code released} is set once a checkpointed victim, requeued held
 * by pbs_server, had its hold released; {@code reported} once it was reported for not vacating in
 * time.
 *
 * <p>A job stopped for breaking a limit (JOBMAXOVERRUN, RESOURCELIMITPOLICY, JOBMAXSTARTTIME) is
 * journalled the same way: {@code preemptorId} is then the parameter and {@code cause} what the
 * job did; {@code cause} is null for a preemption.
 *
 * @param preemptorQos the preemptor's QOS, null for DEFAULT
 */
public record PendingPreemption(String jobId, PreemptMode mode, String preemptorId, String preemptorQos, long sentAt,
                                boolean released, boolean reported, String cause) {

    public PendingPreemption(String jobId, PreemptMode mode, String preemptorId, String preemptorQos, long sentAt,
                             boolean released, boolean reported) {
        this(jobId, mode, preemptorId, preemptorQos, sentAt, released, reported, null);
    }

    PendingPreemption withReleased() {
        return new PendingPreemption(jobId, mode, preemptorId, preemptorQos, sentAt, true, reported, cause);
    }

    PendingPreemption withReported() {
        return new PendingPreemption(jobId, mode, preemptorId, preemptorQos, sentAt, released, true, cause);
    }
}
