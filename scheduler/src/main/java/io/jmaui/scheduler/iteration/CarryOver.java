package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.AvailabilityBase;
import io.jmaui.scheduler.model.Reservation;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The little an iteration hands to the next one besides the snapshot.
 *
 * @param lastIteration     when the previous iteration ran: fairshare charges the running jobs
 *                          from then to now (0: first iteration, nothing is charged)
 * @param chunkBlockedSince when backfill chunking (BFCHUNKSIZE, guide 8.2) was activated by a
 *                          large job blocked in backfill; 0 when inactive
 * @param placed            the admin and standing reservations as that iteration placed them, one
 *                          host per task: a floating one keeps its nodes where they still have room
 * @param violatingSince    since when each running job has used more than it asked for without a
 *                          break (RESOURCELIMITPOLICY EXTENDEDVIOLATION, guide 10.4); the daemon keeps
 *                          it in its checkpoint, so a restarted daemon goes on measuring
 * @param availability      what that iteration's availability held for the nodes and running jobs
 *                          ({@link AvailabilityBase}), null for none: the next one copies it for
 *                          what did not change instead of holding every running job again. A cache,
 *                          checked against the next snapshot before any use, so it is no part of
 *                          the carry-over's value (equality), and nothing checkpoints it
 */
public record CarryOver(long lastIteration, long chunkBlockedSince, List<Reservation> placed,
                        Map<String, Long> violatingSince, AvailabilityBase availability) {

    public static final CarryOver NONE = new CarryOver(0, 0);

    public CarryOver {
        placed = placed == null ? List.of() : List.copyOf(placed);
        // an empty map (most iterations') as Map.of() without copying its entries out (C1 code at every event)
        violatingSince = violatingSince == null || violatingSince.isEmpty() ? Map.of() : Map.copyOf(violatingSince);
    }

    /** Nothing of the availability to carry. */
    public CarryOver(long lastIteration, long chunkBlockedSince, List<Reservation> placed,
                     Map<String, Long> violatingSince) {
        this(lastIteration, chunkBlockedSince, placed, violatingSince, null);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CarryOver c && lastIteration == c.lastIteration && chunkBlockedSince == c.chunkBlockedSince
                && placed.equals(c.placed) && violatingSince.equals(c.violatingSince);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lastIteration, chunkBlockedSince, placed, violatingSince);
    }

    @Override
    public String toString() {
        return "CarryOver[lastIteration=" + lastIteration + ", chunkBlockedSince=" + chunkBlockedSince + ", placed="
                + placed + ", violatingSince=" + violatingSince + "]";
    }

    /** Nothing measured for RESOURCELIMITPOLICY. */
    public CarryOver(long lastIteration, long chunkBlockedSince, List<Reservation> placed) {
        this(lastIteration, chunkBlockedSince, placed, Map.of());
    }

    /** Nothing placed to carry. */
    public CarryOver(long lastIteration, long chunkBlockedSince) {
        this(lastIteration, chunkBlockedSince, List.of());
    }
}
