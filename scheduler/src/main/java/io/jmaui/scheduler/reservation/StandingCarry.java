package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The standing reservations in force ({@link Reservations#inForce} without admin reservations) as
 * the last call under the same maui.cfg and zone built them, given again while nothing they were
 * built from changed. Resolving every SRCFG HOSTLIST against every node name and the windows from
 * {@code now} at each iteration was a tenth of a simulation under a policy with one standing
 * reservation, although SRCFG is fixed under a config and the node names rarely change.
 *
 * <p>A cache, checked at each use, never state: the entry holds while {@code now} lies in
 * {@code [from, until)} (same local day, no window of the list ended: {@link StandingWindows#stableUntil})
 * and the nodes read the same, name by name in order; when some request reads more of a node than
 * its name (a FLOATING one: state, partition, features and, for its size, configured resources; a
 * node-locked one of partial nodes: configured resources), those must read the same too. Anything
 * else is built by the plain path, but for the blocks' HOSTLISTs resolved against the nodes
 * ({@link StandingReservations#hostLists}), which the entry keeps while its nodes read the same,
 * whatever the time. One immutable entry behind a volatile field: calls under one
 * config from several threads at worst build it twice.
 *
 * <p>When a window ends the same local day (18:00 of a PERIOD=DAY block) and every request is
 * node-locked on whole nodes, the next entry is this one less the reservations ended
 * ({@link Entry#endsOnly}): the plain path would give the same windows less those.
 */
final class StandingCarry {

    /**
     * The nodes as the requests read them; {@code configured}, {@code floating}, {@code partitions}
     * and {@code features} are null when every request was node-locked on whole nodes, which
     * reads node names only.
     */
    private record Entry(ZoneId zone, long from, long until, long midnight, boolean ends, String[] names,
                         Resources[] configured, boolean[] floating, String[] partitions, Set<?>[] features,
                         List<Reservation> inForce, Node[] seen, List<List<String>> hostLists, Object[] read) {

        boolean holds(List<Node> nodes, long now, ZoneId in) {
            return now >= from && now < until && zone.equals(in) && sameNodes(nodes);
        }

        /**
         * Whether the list at {@code now} is this entry's less the reservations ended by then: later
         * the same local day ({@code midnight}: the next one after {@code from}), in the same zone, on
         * nodes that read the same, when {@code ends} (every request node-locked on whole nodes, which
         * {@link Requests#dedicated} leaves as they are, and no INFINITY period, whose window starts at
         * {@code now}). The same day gives the same periods and so the same windows, of which
         * {@link StandingWindows#of} keeps those not ended.
         */
        boolean endsOnly(List<Node> nodes, long now, ZoneId in) {
            return ends && now >= from && now < midnight && zone.equals(in) && sameNodes(nodes);
        }

        /**
         * This entry at {@code now} (see {@link #endsOnly}): the reservations not ended, until the
         * first of them ends or midnight ({@link StandingWindows#stableUntil} over the same windows).
         */
        Entry endedBy(long now) {
            List<Reservation> left = new ArrayList<>(inForce.size());
            long next = midnight;
            for (Reservation r : inForce) {
                if (r.end() > now) {
                    left.add(r);
                    next = Math.min(next, r.end());
                }
            }
            return new Entry(zone, now, next, midnight, true, names, configured, floating, partitions, features,
                    Collections.unmodifiableList(left), seen, hostLists, read);
        }

        /**
         * Whether {@code nodes} read as the entry's. {@code seen} holds, per position, a node found
         * to read as the entry's (immutable: the same object reads the same): most nodes are the
         * same objects from one iteration to the next, and comparing 256 names at each was 0.8 % of
         * a Lublin run under one SRCFG. Written by concurrent callers at worst with two such nodes,
         * either of which is one. {@code read} holds the last list found so (the snapshot's
         * list, immutable: {@link Reservations#inForceCarried} passes no other), one slot written
         * alike.
         */
        boolean sameNodes(List<Node> nodes) {
            if (nodes == read[0]) {
                // the very list found to read the same (a snapshot's, immutable): the simulator hands the
                // same one at every event that changed no node, and the walk below was half a percent
                // of an HPC2N run under one SRCFG
                return true;
            }
            if (nodes.size() != names.length) {
                return false;
            }
            // a list made from the last one found to read the same (the simulator's, NodeList.with): it holds
            // the same nodes but where the two differ, and only those are read (a walk of every node per event)
            int[] changed = read[0] instanceof NodeList was && nodes instanceof NodeList listed
                    ? was.differences(listed) : null;
            if (changed != null) {
                for (int i : changed) {
                    if (!reads(i, nodes.get(i))) {
                        return false;
                    }
                }
            } else {
                for (int i = 0; i < names.length; i++) {
                    if (!reads(i, nodes.get(i))) {
                        return false;
                    }
                }
            }
            read[0] = nodes;
            return true;
        }

        /** Whether node {@code n} at position i reads as the entry's node there; kept in {@code seen} when it does. */
        private boolean reads(int i, Node n) {
            if (n == seen[i]) {
                return true;
            }
            if (!names[i].equals(n.name())) {
                return false;
            }
            if (configured != null && !(configured[i].equals(n.configured()) && floating[i] == Requests.floatingState(n)
                    && partitions[i].equals(n.partition()) && features[i].equals(n.features()))) {
                return false;
            }
            seen[i] = n;
            return true;
        }
    }

    private final List<StandingSpec> specs;
    private volatile Entry last;

    private StandingCarry(List<StandingSpec> specs) {
        this.specs = specs;
    }

    private static final Derived<StandingCarry> CARRY = Derived.of(c -> new StandingCarry(StandingConfigs.specs(c)));

    /** The carry of {@code cfg}'s SRCFG blocks, one per config (an entry holds for the zone it was built in). */
    static StandingCarry of(MauiConfig cfg) {
        return cfg.derived(CARRY);
    }

    /**
     * What {@link Reservations#inForce} gives for a snapshot of {@code nodes} (its list, immutable) without admin
     * reservations at {@code now}, SRCFG times read in {@code zone}.
     */
    List<Reservation> inForce(List<Node> nodes, long now, ZoneId zone) {
        if (specs.isEmpty()) {
            // no SRCFG: nothing is in force, and comparing every node's name with the entry's at every
            // iteration was 2 % of a warm Lublin run under the default policy
            return List.of();
        }
        Entry e = last;
        if (e != null && e.holds(nodes, now, zone)) {
            return e.inForce;
        }
        if (e != null && e.endsOnly(nodes, now, zone)) {
            // a window ended (18:00 of a PERIOD=DAY block): the rebuild, half of them, ran code the JIT
            // leaves cold at a hundred calls a run, a percent of a simulation under one SRCFG
            Entry ended = e.endedBy(now);
            last = ended;
            return ended.inForce;
        }
        // the HOSTLISTs resolved against the same nodes stand past a window's end or midnight, which
        // rebuild the rest: resolving them again at each was a third of the rebuild, most of it code the
        // JIT leaves cold at a hundred calls a run
        List<List<String>> hostLists = e != null && e.sameNodes(nodes) ? e.hostLists
                : StandingReservations.hostLists(specs, nodes);
        List<ReservationRequest> requests = StandingReservations.requests(specs, hostLists, nodes, now, zone);
        // loops, not streams: cold code at a hundred calls a run, where a stream's machinery runs interpreted
        List<ReservationRequest> dedicated = Requests.dedicated(requests);
        List<Reservation> built = new ArrayList<>(dedicated.size());
        for (ReservationRequest q : dedicated) {
            built.add(Requests.forPlacer(q, nodes));
        }
        List<Reservation> out = Collections.unmodifiableList(built);
        long until = Long.MAX_VALUE;
        boolean infinite = false;
        for (StandingSpec s : specs) {
            until = Math.min(until, StandingWindows.stableUntil(s.period(), s.days(), s.startOffset(), s.effectiveEnd(),
                    s.depth(), zone, now));
            infinite |= s.period() == StandingWindows.Period.INFINITY;
        }
        long midnight = LocalDateTime.ofInstant(Instant.ofEpochSecond(now), zone).toLocalDate().plusDays(1)
                .atStartOfDay(zone).toEpochSecond();
        last = entry(zone, requests, nodes, now, until, midnight, infinite, out, hostLists);
        return out;
    }

    private static Entry entry(ZoneId zone, List<ReservationRequest> requests, List<Node> nodes, long now, long until,
                               long midnight, boolean infinite, List<Reservation> out, List<List<String>> hostLists) {
        int size = nodes.size();
        String[] names = new String[size];
        for (int i = 0; i < size; i++) {
            names[i] = nodes.get(i).name();
        }
        boolean lockedWhole = true;
        for (ReservationRequest q : requests) {
            lockedWhole &= q.placement() == Placement.LOCKED && q.wholeNodeTasks();
        }
        if (lockedWhole) {
            return new Entry(zone, now, until, midnight, !infinite, names, null, null, null, null, out,
                    nodes.toArray(new Node[0]), hostLists, new Object[] {nodes});
        }
        Resources[] configured = new Resources[size];
        boolean[] floating = new boolean[size];
        String[] partitions = new String[size];
        Set<?>[] features = new Set<?>[size];
        for (int i = 0; i < size; i++) {
            Node n = nodes.get(i);
            configured[i] = n.configured();
            floating[i] = Requests.floatingState(n);
            partitions[i] = Objects.requireNonNull(n.partition());
            features[i] = n.features();
        }
        return new Entry(zone, now, until, midnight, false, names, configured, floating, partitions, features, out,
                nodes.toArray(new Node[0]), hostLists, new Object[] {nodes});
    }
}
