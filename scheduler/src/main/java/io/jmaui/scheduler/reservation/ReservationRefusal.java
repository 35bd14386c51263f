package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.ReservationType;

import java.util.List;
import java.util.Objects;

/**
 * A reservation refused a job: policy {@code RESERVATION}, the reservation id, the cause and, when
 * one access list decided it, that list and the job's value for it. The edge (checkjob, the qstat
 * comment) turns this into a sentence; {@link #summary()} is the key=value form for logs and tests,
 * e.g. {@code RESERVATION special.0 REQUIRED DURATION job=7200 acl=3600}.
 *
 * @param reservationId the refusing reservation, e.g. {@code interactive.0}
 * @param type          what made it (an admin's setres, a standing reservation)
 * @param cause         why
 * @param target        the access list that decided it (null for SYSTEM, BYNAME and NO_MATCH)
 * @param jobValue      the job's value for {@code target} (credential name, walltime or overlap
 *                      in seconds); null when the job has none. For NO_MATCH the job's values for
 *                      each list of the ACL, {@code TARGET=value} joined by commas
 * @param aclValues     the list's values the job was compared with (empty for SYSTEM, BYNAME)
 */
public record ReservationRefusal(
        String reservationId,
        ReservationType type,
        RefusalCause cause,
        AclTarget target,
        String jobValue,
        List<String> aclValues) implements Reason {

    public static final String POLICY = "RESERVATION";

    public ReservationRefusal {
        Objects.requireNonNull(reservationId, "reservationId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(cause, "cause");
        aclValues = List.copyOf(aclValues);
    }

    @Override
    public String policy() {
        return POLICY;
    }

    @Override
    public String summary() {
        StringBuilder s = new StringBuilder(POLICY).append(' ').append(reservationId).append(' ').append(cause);
        if (target != null || jobValue != null) {
            s.append(' ').append(target == null ? "" : target + " ").append("job=").append(jobValue == null ? "NONE" : jobValue);
        }
        if (!aclValues.isEmpty()) {
            s.append(" acl=").append(String.join(",", aclValues));
        }
        return s.toString();
    }
}
