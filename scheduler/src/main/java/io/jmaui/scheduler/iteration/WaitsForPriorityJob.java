package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * With BACKFILLPOLICY NONE (guide 8.2) no job starts ahead of a higher-priority job waiting for
 * resources: this job would fit, but {@code jobId} comes first.
 */
public record WaitsForPriorityJob(String jobId) implements Reason {

    @Override
    public String policy() {
        return "BACKFILL";
    }

    @Override
    public String summary() {
        return "BACKFILL NONE waits for job " + jobId;
    }
}
