package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One job's access to the admin and standing reservations in force, as the reservation source
 * tells it: its affinity for each ({@link #apply}, what a job's {@link io.jmaui.scheduler.availability.Request}
 * carries) and whether it may use one ({@link #test}). A class, not a lambda capturing the job:
 * in C1 code, which a simulation's early runs mostly execute, a capturing lambda is made through
 * a method handle, some 70-130 ns against 6 for an object, and one is made per job asked at every
 * event.
 */
final class JobReservationAccess implements Function<Reservation, Optional<AclAffinity>>, Predicate<Reservation> {

    private final ReservationSource source;
    private final Job job;

    JobReservationAccess(ReservationSource source, Job job) {
        this.source = source;
        this.job = job;
    }

    @Override
    public Optional<AclAffinity> apply(Reservation r) {
        return source.access(job, r);
    }

    @Override
    public boolean test(Reservation r) {
        return source.access(job, r).isPresent();
    }
}
