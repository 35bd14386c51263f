package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.PreemptMode;

/**
 * What the daemon remembers of a job's preemptions (guide 8.4), for the storm bound, the job's
 * comment and checkjob: how often it was preempted, the last time and by whom, when it was last
 * resumed, and when pbs_server last refused to preempt it. {@code lastCause} is what the job did
 * when it was last stopped for breaking a limit ({@code lastBy} then names the parameter), null
 * when it was last preempted by a job.
 */
public record PreemptionHistory(int count, long lastAt, String lastBy, String lastQos, PreemptMode lastMode,
                                long resumedAt, long refusedAt, String lastCause) {

    public static final PreemptionHistory NONE = new PreemptionHistory(0, 0, null, null, null, 0, 0, null);

    PreemptionHistory preempted(PendingPreemption p) {
        return new PreemptionHistory(count + 1, p.sentAt(), p.preemptorId(), p.preemptorQos(), p.mode(), resumedAt, refusedAt,
                p.cause());
    }

    PreemptionHistory resumed(long at) {
        return new PreemptionHistory(count, lastAt, lastBy, lastQos, lastMode, at, refusedAt, lastCause);
    }

    PreemptionHistory refused(long at) {
        return new PreemptionHistory(count, lastAt, lastBy, lastQos, lastMode, resumedAt, at, lastCause);
    }
}
