package io.jmaui.scheduler.iteration;

/**
 * The little an iteration hands to the next one besides the snapshot.
 *
 * @param lastIteration     when the previous iteration ran: fairshare charges the running jobs
 *                          from then to now (0: first iteration, nothing is charged)
 * @param chunkBlockedSince when backfill chunking (BFCHUNKSIZE, guide 8.2) was activated by a
 *                          large job blocked in backfill; 0 when inactive
 */
public record CarryOver(long lastIteration, long chunkBlockedSince) {

    public static final CarryOver NONE = new CarryOver(0, 0);
}
