package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;

/** Test fixtures: literal times (UTC) and ACL entries written as maui.cfg writes them. */
final class Fixtures {

    private Fixtures() {
    }

    /** Epoch seconds of a UTC wall time, e.g. {@code at("2024-01-01T10:00")} (a Monday). */
    static long at(String isoMinute) {
        return LocalDateTime.parse(isoMinute).toEpochSecond(ZoneOffset.UTC);
    }

    static final long HOUR = 3600;

    /**
     * One ACL entry in SRCFG list syntax: {@code entry(QOS, "special-")}, {@code entry(ACCOUNT, "!projectX")},
     * {@code entry(DURATION, "3600*")}, {@code entry(QOS, "normal=")}.
     */
    static AclEntry entry(AclTarget target, String text) {
        boolean excluded = text.startsWith("!");
        String v = excluded ? text.substring(1) : text;
        boolean required = v.endsWith("*");
        v = required ? v.substring(0, v.length() - 1) : v;
        AclAffinity affinity = AclAffinity.POSITIVE;
        if (v.endsWith("-")) {
            affinity = AclAffinity.NEGATIVE;
            v = v.substring(0, v.length() - 1);
        } else if (v.endsWith("=")) {
            affinity = AclAffinity.NEUTRAL;
            v = v.substring(0, v.length() - 1);
        }
        return new AclEntry(target, v, affinity, required, excluded);
    }

    /** A placed, active-forever reservation with the given ACL on the given hosts. */
    static Reservation reservation(String id, List<String> hosts, AclEntry... acl) {
        return new Reservation(id, ReservationType.STANDING, 0, Times.INFINITY, hosts, 0, Resources.ZERO, List.of(acl),
                Set.of(), null, 0, Set.of(), null);
    }

    static Reservation during(Reservation r, long start, long end) {
        return new Reservation(r.id(), r.type(), start, end, r.hosts(), r.taskCount(), r.perTask(), r.acl(), r.flags(),
                r.owner(), r.priority(), r.features(), r.partition());
    }

    static Reservation withFlags(Reservation r, String... flags) {
        return new Reservation(r.id(), r.type(), r.start(), r.end(), r.hosts(), r.taskCount(), r.perTask(), r.acl(),
                Set.of(flags), r.owner(), r.priority(), r.features(), r.partition());
    }

    static Reservation ownedBy(Reservation r, String owner) {
        return new Reservation(r.id(), r.type(), r.start(), r.end(), r.hosts(), r.taskCount(), r.perTask(), r.acl(),
                r.flags(), owner, r.priority(), r.features(), r.partition());
    }
}
