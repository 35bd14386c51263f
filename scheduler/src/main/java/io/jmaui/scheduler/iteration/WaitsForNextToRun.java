package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * Job {@code jobId}, of QOS {@code qos} with NTR (next to run, guide 7.3), waits for resources:
 * this job would fit, but no job starts ahead of it.
 */
public record WaitsForNextToRun(String qos, String jobId) implements Reason {

    @Override
    public String policy() {
        return "QOS";
    }

    @Override
    public String summary() {
        return "QOS " + qos + " NTR: job " + jobId + " runs next";
    }
}
