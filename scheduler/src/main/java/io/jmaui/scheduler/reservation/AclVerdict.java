package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclAffinity;

import java.util.Objects;
import java.util.Optional;

/**
 * What one reservation (or a stack of reservations on one node) says about one job: admitted or
 * not, with the job's affinity for the reserved resources when admitted and the refusal when not.
 *
 * <p>{@link #preference()} is the per-node value the allocator sorts by (higher first): reserved
 * resources a job has positive affinity for are used first, unreserved ones next, those with
 * negative affinity only as a last resort (guide 7.1.5.2.4).
 *
 * @param affinity POSITIVE, NEUTRAL or NEGATIVE when allowed; NEUTRAL when refused
 * @param reason   present exactly when refused
 */
public record AclVerdict(boolean allowed, AclAffinity affinity, Optional<ReservationRefusal> reason) {

    /** No reservation in the way: allowed, neutral (an unreserved node). */
    public static final AclVerdict UNRESERVED = new AclVerdict(true, AclAffinity.NEUTRAL, Optional.empty());

    public AclVerdict {
        Objects.requireNonNull(affinity, "affinity");
        Objects.requireNonNull(reason, "reason");
        if (allowed == reason.isPresent()) {
            throw new IllegalArgumentException("a verdict has a reason exactly when it refuses");
        }
    }

    private static final AclVerdict POSITIVE = new AclVerdict(true, AclAffinity.POSITIVE, Optional.empty());
    private static final AclVerdict NEGATIVE = new AclVerdict(true, AclAffinity.NEGATIVE, Optional.empty());

    static AclVerdict allow(AclAffinity affinity) {
        return switch (affinity) {
            case POSITIVE -> POSITIVE;
            case NEUTRAL -> UNRESERVED;
            case NEGATIVE -> NEGATIVE;
        };
    }

    static AclVerdict refuse(ReservationRefusal why) {
        return new AclVerdict(false, AclAffinity.NEUTRAL, Optional.of(why));
    }

    /**
     * Node preference for an admitted job: +1 positive affinity (use first), 0 neutral or
     * unreserved, -1 negative affinity (last resort). {@link Integer#MIN_VALUE} when refused: the
     * node's reserved resources are not usable by the job at all.
     */
    public int preference() {
        if (!allowed) {
            return Integer.MIN_VALUE;
        }
        return switch (affinity) {
            case POSITIVE -> 1;
            case NEUTRAL -> 0;
            case NEGATIVE -> -1;
        };
    }
}
