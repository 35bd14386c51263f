package io.jmaui.scheduler.reservation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reservation flags (guide 7.1.5 "Flags", SRCFG FLAGS). jmaui honours BYNAME (a job must request the
 * reservation by name, {@code qsub -W x=ADVRES:<name>}, and meet its ACL), SPACEFLEX (a
 * floating reservation may move between iterations) and FORCE (reserve the HOSTLIST hosts whatever
 * their state and other reservations). OWNERPREEMPT, PREEMPTEE, SINGLEUSE, TIMEFLEX and BESTEFFORT
 * are accepted and kept on the reservation but have no effect yet: each gives a warning.
 */
final class ReservationFlags {

    static final Set<String> SUPPORTED = Set.of("BYNAME", "SPACEFLEX", "FORCE");
    static final Set<String> KNOWN = Set.of("BYNAME", "SPACEFLEX", "FORCE", "OWNERPREEMPT", "PREEMPTEE",
            "SINGLEUSE", "TIMEFLEX", "BESTEFFORT");

    private ReservationFlags() {
    }

    /** Problems for flags Maui does not know, naming the valid ones. */
    static List<String> unknown(String where, Set<String> flags) {
        List<String> out = new ArrayList<>();
        for (String f : new TreeSet<>(flags)) {
            if (!KNOWN.contains(f)) {
                out.add(where + ": flag \"" + f + "\" is not one of " + String.join(", ", new TreeSet<>(KNOWN)));
            }
        }
        return out;
    }

    /** Warnings for known flags jmaui keeps but does not act on. */
    static List<String> unsupported(String where, Set<String> flags) {
        List<String> out = new ArrayList<>();
        for (String f : new TreeSet<>(flags)) {
            if (KNOWN.contains(f) && !SUPPORTED.contains(f)) {
                out.add(where + ": flag " + f + " is accepted but not implemented (no effect)");
            }
        }
        return out;
    }
}
