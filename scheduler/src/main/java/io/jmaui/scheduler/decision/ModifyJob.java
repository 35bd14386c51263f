package io.jmaui.scheduler.decision;

import java.util.Map;

/** Set attributes on a job (e.g. TORQUE {@code comment}), keyed by wire attribute name. */
public record ModifyJob(String jobId, Map<String, String> attributes) implements Decision {

    public ModifyJob {
        attributes = Map.copyOf(attributes);
    }
}
