package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Administrative reservations (guide 7.1.2, 7.1.5.3): created with setres, kept until their end
 * time passes or releaseres removes them. Every method takes the current list and returns a new
 * one; nothing is stored here (the bridge persists the list and hands it back in the snapshot).
 *
 * <p>A reservation with no ACL is a SYSTEM reservation: it blocks every job. The task shape
 * {@code perTask} null (or {@link Resources#ZERO}) means a task is one whole node. With a hostlist
 * and no task count the reservation is node-locked on every listed host; with a task count it floats,
 * taking the listed hosts first and, if they are too few, others ({@link #request}).
 */
public final class AdminReservations {

    private static final Set<String> OWNER_KINDS = Set.of("USER", "GROUP", "ACCOUNT", "ACCT", "CLASS", "QOS");

    private AdminReservations() {
    }

    /**
     * Validates {@code spec} and adds the reservation to {@code existing}.
     *
     * @throws InvalidReservationException listing every problem (bad times, no hosts and no tasks, a
     *                                     host expression naming no node, a duplicate id, an unknown
     *                                     flag, a malformed owner or ACL entry)
     */
    public static AdminChange create(List<Reservation> existing, AdminReservationSpec spec, List<Node> nodes, long now) {
        List<String> problems = new ArrayList<>();
        long end = endOf(spec, now, problems);
        if (spec.hostExpressions().isEmpty() && spec.taskCount() == 0) {
            problems.add("a reservation needs a hostlist and/or a task count");
        }
        if (spec.taskCount() < 0) {
            problems.add("taskcount " + spec.taskCount() + " is negative");
        }
        Resources perTask = spec.perTask() == null ? Resources.ZERO : spec.perTask();
        if (perTask.procs() < 0 || perTask.memMb() < 0 || perTask.swapMb() < 0 || perTask.diskMb() < 0 || perTask.gpus() < 0) {
            problems.add("task resources " + perTask + " must not be negative");
        }
        HostLists.Resolution hosts = HostLists.resolve(spec.hostExpressions(), nodes);
        for (String expr : hosts.unmatched()) {
            problems.add("hostlist: \"" + expr + "\" matches no node");
        }
        Set<String> flags = spec.flags().stream().map(f -> f.toUpperCase(Locale.ROOT)).collect(Collectors.toSet());
        problems.addAll(ReservationFlags.unknown("flags", flags));
        checkOwner(spec.owner(), problems);
        checkAcl(spec.acl(), problems);
        String id = spec.id() == null ? nextId(existing) : spec.id();
        if (id.isBlank() || id.chars().anyMatch(Character::isWhitespace)) {
            problems.add("id \"" + id + "\" must be one word");
        }
        if (existing.stream().anyMatch(r -> r.id().equals(id))) {
            problems.add("id \"" + id + "\" is already a reservation");
        }
        if (!problems.isEmpty()) {
            throw new InvalidReservationException(problems);
        }
        Reservation r = new Reservation(id, ReservationType.ADMIN, spec.start(), end, hosts.hosts(), spec.taskCount(),
                perTask, spec.acl(), flags, spec.owner(), 0, spec.features(), spec.partition());
        List<Reservation> out = new ArrayList<>(existing);
        out.add(r);
        return new AdminChange(out, r, ReservationFlags.unsupported("reservation " + id, flags));
    }

    /**
     * Removes admin reservation {@code id} (releaseres).
     *
     * @throws InvalidReservationException when there is no admin reservation with that id (standing
     *                                     reservations come from maui.cfg and cannot be released)
     */
    public static AdminChange release(List<Reservation> existing, String id) {
        Reservation found = existing.stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new InvalidReservationException(List.of("no reservation \"" + id + "\"")));
        if (found.type() != ReservationType.ADMIN) {
            throw new InvalidReservationException(List.of("reservation \"" + id + "\" is a " + found.type()
                    + " reservation; only administrative reservations can be released"));
        }
        List<Reservation> out = new ArrayList<>(existing);
        out.remove(found);
        return new AdminChange(out, found, List.of());
    }

    /** The reservations still visible at {@code now} (end after now), by start time then id (showres). */
    public static List<Reservation> list(List<Reservation> existing, long now) {
        return existing.stream().filter(r -> r.end() > now)
                .sorted(Comparator.comparingLong(Reservation::start).thenComparing(Reservation::id))
                .toList();
    }

    /** {@code existing} without the reservations whose active time has ended ("automatically removed"). */
    public static List<Reservation> expire(List<Reservation> existing, long now) {
        return existing.stream().filter(r -> inForce(r, now)).toList();
    }

    /** Whether {@code r} has not ended by {@code now}: what {@link #expire} keeps. */
    public static boolean inForce(Reservation r, long now) {
        return r.end() > now;
    }

    /**
     * The placement request for an admin reservation this iteration: LOCKED on its hosts when it has
     * hosts and no task count (or FORCE), otherwise FLOATING with its hosts as preferred candidates
     * and any eligible node after them.
     */
    public static ReservationRequest request(Reservation r, List<Node> nodes) {
        return Requests.of(r, r.hosts(), false, 0, false, nodes, Requests.byName(nodes, r.hosts()));
    }

    private static long endOf(AdminReservationSpec spec, long now, List<String> problems) {
        if (spec.start() < 0) {
            problems.add("start " + spec.start() + " is negative");
        }
        if (spec.end() != 0 && spec.duration() != 0) {
            problems.add("give an end time or a duration, not both (end " + spec.end() + ", duration "
                    + spec.duration() + ")");
            return spec.end();
        }
        if (spec.end() == 0 && spec.duration() <= 0) {
            problems.add("duration " + spec.duration() + " must be positive (or give an end time)");
            return spec.start();
        }
        long end = spec.end() != 0 ? spec.end() : Times.plus(spec.start(), spec.duration());
        if (end <= spec.start()) {
            problems.add("end " + end + " is not after start " + spec.start());
        } else if (end <= now) {
            problems.add("end " + end + " has already passed (now " + now + ")");
        }
        return end;
    }

    private static void checkOwner(String owner, List<String> problems) {
        if (owner == null) {
            return;
        }
        int colon = owner.indexOf(':');
        if (colon <= 0 || colon == owner.length() - 1
                || !OWNER_KINDS.contains(owner.substring(0, colon).toUpperCase(Locale.ROOT))) {
            problems.add("owner \"" + owner + "\" is not <CREDTYPE>:<CREDID> with CREDTYPE one of USER, GROUP, ACCOUNT, CLASS, QOS");
        }
    }

    private static void checkAcl(List<AclEntry> acl, List<String> problems) {
        for (AclEntry e : acl) {
            if (e.value() == null || e.value().isBlank()) {
                problems.add("ACL entry " + e.target() + " has no value");
            } else if (e.target() == AclTarget.DURATION && !e.value().equalsIgnoreCase("INFINITY")
                    && !e.value().chars().allMatch(Character::isDigit)) {
                problems.add("ACL entry DURATION \"" + e.value() + "\" is not a number of seconds");
            }
        }
    }

    private static String nextId(List<Reservation> existing) {
        int max = 0;
        for (Reservation r : existing) {
            if (r.id().startsWith("SYSTEM.")) {
                try {
                    max = Math.max(max, Integer.parseInt(r.id().substring(7)));
                } catch (NumberFormatException ignored) {
                    // an admin-chosen id such as SYSTEM.maint does not take part in numbering
                }
            }
        }
        return "SYSTEM." + (max + 1);
    }
}
