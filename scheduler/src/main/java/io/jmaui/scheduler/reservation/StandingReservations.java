package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Standing reservations (guide 7.1.5 "Configuring Standing Reservations", SRCFG): each SRCFG block
 * becomes one reservation per active window, DEPTH periods ahead ({@link StandingWindows}), named
 * {@code <name>.<k>} for period k as Maui names them. Recomputed from maui.cfg every iteration, so
 * the reservations roll at each period boundary without state.
 *
 * <p>Resources: RESOURCES is one task (default PROCS=-1, a whole node); HOSTLIST without TASKCOUNT
 * locks the reservation on every listed host; TASKCOUNT makes it float over the candidate hosts
 * (HOSTLIST, NODEFEATURES, PARTITION, TPN) and the engine places it ({@link ReservationRequest}).
 * A block with neither HOSTLIST nor TASKCOUNT reserves nothing (Maui: "does not specify requested
 * resources").
 */
public final class StandingReservations {

    private StandingReservations() {
    }

    /**
     * The standing reservations in force from {@code now}: one per SRCFG block and active window,
     * DEPTH periods ahead, in block-name order then period order, as the engine's placer reads them
     * ({@link ReservationRequest#asReservation()}): node-locked ones carry their hosts, floating ones
     * their task count and, when HOSTLIST restricts them, the HOSTLIST hosts; floating whole-node
     * tasks are given as the largest candidate node's processors (the placer reads ZERO as one). Times are UTC wall
     * clock; see {@link #instances(MauiConfig, List, long, ZoneId)}.
     */
    public static List<Reservation> instances(MauiConfig cfg, List<Node> nodes, long now) {
        return instances(cfg, nodes, now, ZoneOffset.UTC);
    }

    /** {@link #instances(MauiConfig, List, long)} with STARTTIME, ENDTIME and DAYS read in {@code zone} (Maui uses local time). */
    public static List<Reservation> instances(MauiConfig cfg, List<Node> nodes, long now, ZoneId zone) {
        return requests(cfg, nodes, now, zone).stream().map(q -> Requests.forPlacer(q, nodes)).toList();
    }

    /** The placement requests behind {@link #instances}: what the engine must place and how. UTC. */
    public static List<ReservationRequest> requests(MauiConfig cfg, List<Node> nodes, long now) {
        return requests(cfg, nodes, now, ZoneOffset.UTC);
    }

    /** {@link #requests(MauiConfig, List, long)} in {@code zone}. */
    public static List<ReservationRequest> requests(MauiConfig cfg, List<Node> nodes, long now, ZoneId zone) {
        return Requests.dedicated(requests(StandingConfigs.specs(cfg), nodes, now, zone));
    }

    /**
     * What jmaui does not honour in the SRCFG blocks: flags accepted without effect, CHARGEACCOUNT
     * and TRIGGER, blocks that reserve nothing, HOSTLIST expressions that name no node.
     */
    public static List<String> warnings(MauiConfig cfg, List<Node> nodes) {
        return StandingConfigs.warnings(cfg, nodes);
    }

    /**
     * Tasks held by the reservations placed last iteration, carried into this iteration's requests so
     * the engine keeps them and tops up (guide: "the scheduler will attempt to add resources each
     * iteration until it is fully populated"). A previous reservation matches a FLOATING request when
     * it is the same period of the same standing reservation (same name before the last dot, same
     * end; the index shifts at the roll) or, for admin ones, has the same id. Held hosts that are no
     * longer candidates are dropped.
     */
    public static List<ReservationRequest> carryOver(List<ReservationRequest> requests, List<Reservation> previous) {
        List<ReservationRequest> out = new ArrayList<>();
        for (ReservationRequest q : requests) {
            Reservation now = q.reservation();
            Reservation prev = q.placement() == Placement.LOCKED ? null : previous.stream()
                    .filter(p -> samePeriod(p, now)).findFirst().orElse(null);
            if (prev == null) {
                out.add(q);
                continue;
            }
            out.add(q.withHeld(stillUsable(prev, new HashSet<>(q.candidates()), now.taskCount())));
        }
        return out;
    }

    /** The requests for the given blocks, in block order then period order; times in {@code zone}. */
    static List<ReservationRequest> requests(List<StandingSpec> specs, List<Node> nodes, long now, ZoneId zone) {
        if (specs.isEmpty()) {
            return List.of(); // no SRCFG: nothing to resolve at every iteration
        }
        return requests(specs, hostLists(specs, nodes), nodes, now, zone);
    }

    /**
     * Each block's HOSTLIST resolved against the nodes, in block order (empty for a block that
     * reserves nothing): all that {@link #requests} reads of the nodes' names alone, so it stands
     * while the names are the same in the same order ({@link StandingCarry}). Immutable.
     */
    static List<List<String>> hostLists(List<StandingSpec> specs, List<Node> nodes) {
        List<List<String>> out = new ArrayList<>(specs.size());
        for (StandingSpec s : specs) {
            out.add(s.taskCount() <= 0 && s.hostList().isEmpty() ? List.of()
                    : List.copyOf(HostLists.resolve(s.hostList(), nodes).hosts()));
        }
        return List.copyOf(out);
    }

    /** {@link #requests(List, List, long, ZoneId)} with each block's HOSTLIST resolved already ({@link #hostLists} of these nodes' names). */
    static List<ReservationRequest> requests(List<StandingSpec> specs, List<List<String>> hostLists, List<Node> nodes,
                                             long now, ZoneId zone) {
        List<ReservationRequest> out = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            StandingSpec s = specs.get(i);
            if (s.taskCount() <= 0 && s.hostList().isEmpty()) {
                continue;
            }
            List<String> hosts = hostLists.get(i);
            if (s.taskCount() <= 0 && hosts.isEmpty()) {
                continue;
            }
            // a block locked on whole nodes (no TASKCOUNT, whole-node tasks) reads no node of its list:
            // a set of its names and a map were half its requests, rebuilt each time its windows roll
            Map<String, Node> byName = s.taskCount() <= 0 && Requests.wholeNode(s.perTask()) ? Map.of()
                    : Requests.byName(nodes, hosts);
            for (StandingWindows.Window w : StandingWindows.of(s.period(), s.days(), s.startOffset(), s.effectiveEnd(),
                    s.depth(), zone, now)) {
                Reservation r = new Reservation(s.name() + "." + w.index(), ReservationType.STANDING, w.start(), w.end(),
                        List.of(), Math.max(s.taskCount(), 0), s.perTask(), s.acl(), s.flags(), s.owner(), s.priority(),
                        s.features(), s.partition());
                out.add(Requests.of(r, hosts, true, s.tasksPerNode(), s.shared(), nodes, byName));
            }
        }
        return out;
    }

    static List<ReservationRequest> requests(List<StandingSpec> specs, List<Node> nodes, long now) {
        return requests(specs, nodes, now, ZoneOffset.UTC);
    }

    /**
     * The hosts, one per task, that the same reservation period ({@link #carryOver}'s matching)
     * held in {@code previous} and that {@code now} may still use, at most its task count; empty
     * for a reservation locked to whole hosts, placed for the first time, or SPACEFLEX (which
     * lets the engine re-place it freely).
     */
    static List<String> held(Reservation now, List<Reservation> previous) {
        if ((!now.hosts().isEmpty() && now.taskCount() == 0) || now.flags().contains("SPACEFLEX")) {
            return List.of();
        }
        Reservation prev = previous.stream().filter(p -> samePeriod(p, now)).findFirst().orElse(null);
        return prev == null ? List.of() : stillUsable(prev, now.hosts().isEmpty() ? null : new HashSet<>(now.hosts()),
                now.taskCount());
    }

    /** The hosts {@code prev} held that are in {@code allowed} (null: any), at most {@code tasks} of them. */
    private static List<String> stillUsable(Reservation prev, Set<String> allowed, int tasks) {
        List<String> held = new ArrayList<>();
        for (String h : prev.hosts()) {
            if ((allowed == null || allowed.contains(h)) && held.size() < Math.max(tasks, 0)) {
                held.add(h);
            }
        }
        return held;
    }

    private static boolean samePeriod(Reservation prev, Reservation now) {
        if (prev.type() != now.type() || prev.end() != now.end()) {
            return false;
        }
        return now.type() == ReservationType.STANDING ? base(prev.id()).equals(base(now.id())) : prev.id().equals(now.id());
    }

    private static String base(String id) {
        int dot = id.lastIndexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }
}
