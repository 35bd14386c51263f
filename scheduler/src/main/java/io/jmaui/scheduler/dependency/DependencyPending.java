package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/** A dependency is not met yet (guide 11.5): e.g. {@code afterok} on a job still queued or running. */
public record DependencyPending(String type, String jobId) implements Reason {

    @Override
    public String policy() {
        return "DEPEND";
    }

    @Override
    public String summary() {
        return "DEPEND " + type + ":" + jobId;
    }
}
