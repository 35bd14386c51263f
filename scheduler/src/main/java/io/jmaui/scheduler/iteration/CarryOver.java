package io.jmaui.scheduler.iteration;

/**
 * The little an iteration hands to the next one besides the snapshot.
 *
 * @param chunkBlockedSince when backfill chunking (BFCHUNKSIZE, guide 8.2) was activated by a
 *                          large job blocked in backfill; 0 when inactive
 */
public record CarryOver(long chunkBlockedSince) {

    public static final CarryOver NONE = new CarryOver(0);
}
