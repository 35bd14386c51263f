package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.Optional;

/**
 * Stand-in until the reservation policy is wired: the snapshot's admin reservations only, and a
 * plain ACL reading (guide 7.1.5): an excluded ({@code !}) match refuses, a required ({@code *})
 * entry must match, otherwise any match admits with that entry's affinity.
 */
final class SnapshotReservations implements ReservationSource {

    @Override
    public List<Reservation> reservations(Snapshot s, long now) {
        return s.reservations().stream().filter(r -> r.type() != ReservationType.JOB && r.end() > now).toList();
    }

    @Override
    public Optional<AclAffinity> access(Job job, Reservation r) {
        AclAffinity found = null;
        for (AclEntry e : r.acl()) {
            boolean match = matches(job, e);
            if (match && e.excluded()) {
                return Optional.empty();
            }
            if (!match && e.required()) {
                return Optional.empty();
            }
            if (match && found == null) {
                found = e.affinity();
            }
        }
        return Optional.ofNullable(found);
    }

    private static boolean matches(Job j, AclEntry e) {
        return switch (e.target()) {
            case USER -> e.value().equals(j.credentials().user());
            case GROUP -> e.value().equals(j.credentials().group());
            case ACCOUNT -> e.value().equals(j.credentials().account());
            case CLASS -> e.value().equals(j.credentials().jobClass());
            case QOS -> e.value().equals(j.credentials().qos());
            case JOBATTR -> j.features().contains(e.value());
            case DURATION -> j.walltime() > 0 && j.walltime() <= Long.parseLong(e.value());
        };
    }
}
