package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * Backfill chunking (guide 8.2, BFCHUNKSIZE / BFCHUNKDURATION) keeps idle resources for jobs of
 * at least {@code chunkSize} procs until {@code until}.
 */
public record BackfillChunked(int chunkSize, long until) implements Reason {

    @Override
    public String policy() {
        return "BFCHUNK";
    }

    @Override
    public String summary() {
        return "BFCHUNK size=" + chunkSize + " until=" + until;
    }
}
