package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * The job may run only inside a reservation (guide 7.1.1: {@code qsub -W x=FLAGS:ADVRES[:<RESID>]},
 * or its QOS's USERESERVED[:RESID]) and none it may use has room for it now. A named reservation
 * that refuses the job is reported as that reservation's refusal instead.
 *
 * @param reservation   the reservation named; empty when any the job may use will do
 * @param source        what asked for it: {@code ADVRES}, or {@code QOS <name> USERESERVED}
 * @param status        how the job stands
 * @param procs         the procs the job needs
 * @param hostProcs     for FULL and TOO_SMALL, the procs of the hosts of the reservations that admit
 *                      the job, all together (else 0)
 */
public record ReservationWait(String reservation, String source, Status status, long procs, long hostProcs)
        implements Reason {

    /** How the reservation stands for the job. */
    public enum Status {
        /** No reservation of that name is in force (none at all when no name was given). */
        MISSING,
        /** Reservations are in force, but none admits the job. */
        NONE_ADMITS,
        /** One admits the job; what it holds has no room for the job now. */
        FULL,
        /** Those that admit the job are on hosts with fewer procs in all than the job needs: never. */
        TOO_SMALL
    }

    @Override
    public String policy() {
        return "RESERVATION";
    }

    @Override
    public String summary() {
        return "RESERVATION asked=" + (reservation.isEmpty() ? "ANY" : reservation) + " by " + source + " " + status
                + " needs " + procs + " procs";
    }
}
