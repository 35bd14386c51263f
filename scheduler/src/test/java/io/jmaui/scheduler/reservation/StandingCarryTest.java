package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * {@link Reservations#inForceCarried} gives what the plain {@link Reservations#inForce} gives, on
 * random SRCFG blocks (locked and floating, whole and partial nodes, DAY, WEEK and INFINITY
 * periods, FORCE, SHARED, features, partitions, TPN) over random sequences of node lists (states,
 * sizes, features, partitions and names changing, nodes added, dropped and reordered) and times
 * (forward across midnights and window ends, the same time again, backward), in zones with and
 * without daylight saving (Havana moves its clocks at midnight), now and then changing under one maui.cfg;
 * now and then a maui.cfg without SRCFG.
 */
class StandingCarryTest {

    private static final String[] ZONES = {"UTC", "Europe/Stockholm", "America/Havana"};
    private static final String[] HOSTLISTS = {"n1,n2", "n1,n2,n3,n4", "n[3-6]", "n1,n9", "n0[1-4]$", "n2,n1,n2"};

    @Test
    void carriedRequestsAreThePlainOnes() {
        Random random = new Random(17);
        for (int scenario = 0; scenario < 200; scenario++) {
            MauiConfig c = config(random);
            ZoneId zone = ZoneId.of(ZONES[random.nextInt(ZONES.length)]);
            // near a daylight-saving change now and then (both move in March, back in October and November)
            long now = LocalDateTime.of(2024, random.nextBoolean() ? 3 : 10, 1, random.nextInt(24), 0)
                    .plusDays(random.nextInt(40)).toEpochSecond(ZoneOffset.UTC);
            List<Node> nodes = nodes(random, 2 + random.nextInt(8));
            for (int step = 0; step < 50; step++) {
                List<Reservation> admin = random.nextInt(15) == 0 ? List.of(admin(now)) : List.of();
                Snapshot s = new Snapshot(List.of(), nodes, List.of(), admin, List.of());
                String where = "scenario " + scenario + " step " + step + " at " + now + " in " + zone;
                List<Reservation> carried = Reservations.inForceCarried(c, s, now, zone);
                assertEquals(Reservations.inForce(c, s, now, zone), carried, where);
                if (admin.isEmpty()) {
                    assertSame(carried, Reservations.inForceCarried(c, s, now, zone), "the same call again: " + where);
                }
                nodes = change(random, s.nodes());
                now = later(random, now);
                if (random.nextInt(20) == 0) {
                    zone = ZoneId.of(ZONES[random.nextInt(ZONES.length)]); // another daemon's zone, the same maui.cfg
                }
            }
        }
    }

    private static MauiConfig config(Random random) {
        List<String> lines = new ArrayList<>();
        int blocks = random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(3); // now and then no SRCFG at all
        for (int b = 0; b < blocks; b++) {
            String name = "SRCFG[" + (char) ('a' + b) + "]";
            StringBuilder line = new StringBuilder(name).append(" USERLIST=u1");
            if (random.nextInt(4) > 0) {
                line.append(" HOSTLIST=").append(HOSTLISTS[random.nextInt(HOSTLISTS.length)]);
            }
            if (random.nextBoolean()) {
                line.append(" TASKCOUNT=").append(1 + random.nextInt(5));
            }
            if (random.nextBoolean()) {
                line.append(" RESOURCES=PROCS:").append(1 + random.nextInt(2));
            }
            switch (random.nextInt(3)) {
                case 0 -> line.append(" PERIOD=DAY").append(random.nextBoolean() ? " STARTTIME=8:00:00 ENDTIME=18:00:00" : "")
                        .append(random.nextBoolean() ? " DAYS=MON,WED,FRI" : "");
                case 1 -> line.append(" PERIOD=WEEK").append(random.nextBoolean() ? " STARTTIME=1:08:00:00 ENDTIME=5:17:00:00" : "");
                default -> line.append(" PERIOD=INFINITY");
            }
            if (random.nextBoolean()) {
                line.append(" DEPTH=").append(1 + random.nextInt(3));
            }
            String[] extras = {" FLAGS=FORCE", " FLAGS=SPACEFLEX", " ACCESS=SHARED", " NODEFEATURES=fast", " PARTITION=OLD", " TPN=2"};
            for (String extra : extras) {
                if (random.nextInt(6) == 0) {
                    line.append(extra);
                }
            }
            lines.add(line.toString());
        }
        return cfg(lines.toArray(String[]::new));
    }

    private static List<Node> nodes(Random random, int count) {
        List<Node> out = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            out.add(node(random, "n" + i));
        }
        return out;
    }

    private static Node node(Random random, String name) {
        int procs = 1 + random.nextInt(4);
        NodeState state = NodeState.values()[random.nextInt(NodeState.values().length)];
        Set<String> features = random.nextBoolean() ? Set.of("fast") : Set.of();
        String partition = random.nextInt(3) == 0 ? "OLD" : "DEFAULT";
        return new Node(name, state, Resources.procs(procs), Resources.procs(procs), features, partition, Set.of(), 0.0,
                List.of());
    }

    /**
     * Mostly nothing or one node's state, now and then its size, features, partition or name, or the
     * list itself. A node replaced goes, half the time, into a list made from the snapshot's
     * ({@link NodeList#with}, as the simulator's), which the carry compares at that position alone.
     */
    private static List<Node> change(Random random, List<Node> nodes) {
        List<Node> out = new ArrayList<>(nodes);
        int i = random.nextInt(out.size());
        Node n = out.get(i);
        Node set = switch (random.nextInt(12)) {
            case 0, 1, 2 -> null; // same nodes, new list
            case 3, 4, 5, 6 -> n.withState(NodeState.values()[random.nextInt(NodeState.values().length)]);
            case 7 -> n.withConfigured(Resources.procs(1 + random.nextInt(4)));
            case 8 -> n.withFeatures(n.features().isEmpty() ? Set.of("fast") : Set.of());
            case 9 -> new Node(n.name(), n.state(), n.configured(), n.available(), n.features(),
                    n.partition().equals("OLD") ? "DEFAULT" : "OLD", n.classes(), n.load(), n.jobs());
            case 10 -> node(random, "n" + (1 + random.nextInt(10)));
            default -> {
                if (random.nextBoolean() && out.size() > 1) {
                    out.remove(i);
                } else if (random.nextBoolean()) {
                    out.add(node(random, "n" + (1 + random.nextInt(10))));
                } else {
                    Collections.swap(out, i, random.nextInt(out.size()));
                }
                yield null;
            }
        };
        if (set != null && nodes instanceof NodeList shared && random.nextBoolean()) {
            return shared.with(new int[] {i}, 1, new Object[] {set});
        }
        if (set != null) {
            out.set(i, set);
        }
        return out;
    }

    /** Mostly forward by up to half a day, now and then the same time again or back. */
    private static long later(Random random, long now) {
        return switch (random.nextInt(10)) {
            case 0 -> now;
            case 1 -> now - random.nextInt(7_200);
            case 2 -> now + 1;
            default -> now + random.nextInt(43_200);
        };
    }

    private static Reservation admin(long now) {
        return new Reservation("admin.1", ReservationType.ADMIN, now, now + 7_200, List.of("n1"), 0, Resources.ZERO,
                List.of(), Set.of(), null, 0, Set.of(), null);
    }
}
