package io.jmaui.bridge.reason;

import io.jmaui.scheduler.model.PreemptMode;

/** How users read a preemption or limit action, in qstat comments and checkjob alike (guides 8.4, 10.4). */
public final class PreemptText {

    private PreemptText() {
    }

    /** What was done to the job: {@code requeued}, {@code suspended}, ... */
    public static String done(PreemptMode mode) {
        return switch (mode) {
            case REQUEUE -> "requeued";
            case SUSPEND -> "suspended";
            case CHECKPOINT -> "checkpointed and requeued";
            case CANCEL -> "cancelled";
        };
    }

    /** The preemptor as users read it: {@code 12.srv (QOS urgent)}. */
    public static String by(String preemptor, String qos) {
        return preemptor + " (QOS " + (qos == null ? "DEFAULT" : qos) + ")";
    }
}
