package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * The job's QOS has NOBF (guide 7.3: "job cannot be considered for backfill"): it would fit, but
 * starting it now would start it ahead of the higher-priority job {@code jobId}, which waits.
 */
public record QosNoBackfill(String qos, String jobId) implements Reason {

    @Override
    public String policy() {
        return "QOS";
    }

    @Override
    public String summary() {
        return "QOS " + qos + " NOBF waits for job " + jobId;
    }
}
