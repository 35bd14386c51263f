package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.Optional;

/**
 * Seam to admin and standing reservations (guide 7.1): the reservations in force this iteration
 * and whether a job's credentials admit it to one (with its affinity), empty when refused.
 */
interface ReservationSource {

    List<Reservation> reservations(Snapshot s, long now);

    /**
     * True when every reservation in force at {@code now} is locked on whole listed hosts (hosts
     * given, no task count): placed the same way at every iteration, it leaves the next one
     * nothing to carry.
     */
    default boolean lockedOnWholeHosts(Snapshot s, long now) {
        for (Reservation r : reservations(s, now)) {
            if (r.hosts().isEmpty() || r.taskCount() > 0) {
                return false;
            }
        }
        return true;
    }

    Optional<AclAffinity> access(Job job, Reservation r);

    /**
     * Why {@code placed} reservations keep the job off {@code hosts} over [from, to): the first
     * that covers one of them and refuses the job, empty when none does.
     */
    Optional<? extends Reason> refusal(Job job, List<Reservation> placed, List<String> hosts, long from, long to);
}
