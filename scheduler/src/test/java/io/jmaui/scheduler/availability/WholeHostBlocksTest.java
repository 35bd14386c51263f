package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A reservation locked on whole hosts (SRCFG HOSTLIST without TASKCOUNT) is placed with the
 * aggregate taking the hosts free all over its interval in one change ({@link ReservationPlacer}):
 * the availability is left as the plain path leaves it, each host's block held on its own, the
 * aggregate clamped host by host. Hosts busy for part of the interval, hosts listed twice or
 * unknown, reservations in force now or from later on; enough placements hold both free and busy
 * hosts for the comparison to mean something.
 */
class WholeHostBlocksTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void wholeHostBlocks_leaveWhatTheBlocksOneByOneLeave() {
        int mixed = 0;
        int allFree = 0;
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 3 + rnd.nextInt(20);
            List<Node> nodes = CarriedSearchesTest.nodes(rnd, n);
            List<Job> running = AvailabilityBaseTest.running(rnd, nodes, rnd.nextInt(n + 1), 8000, NOW);
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            Availability fast = Availability.of(nodes, running, NOW, setup);
            Availability plain = Availability.of(nodes, running, NOW, setup);
            List<Reservation> placedBefore = new ArrayList<>();
            for (int step = 0; step < 3; step++) {
                String where = "seed " + seed + " step " + step;
                long start = NOW + (rnd.nextBoolean() ? -600 : rnd.nextInt(6_000));
                long end = start + 600 + rnd.nextInt(20_000);
                List<String> hosts = new ArrayList<>();
                for (int h = 1 + rnd.nextInt(5); h > 0; h--) {
                    hosts.add(rnd.nextInt(8) == 0 ? "unknown" : "n" + rnd.nextInt(n));
                }
                Reservation r = new Reservation("day." + step, ReservationType.STANDING, start, end, hosts, 0,
                        Resources.procs(1), List.of(), Set.of(), "other", 0, Set.of(), null);
                int[] free = freeAllOver(plain, hosts, Math.max(start, NOW), end);
                List<String> placed = fast.place(r);
                List<String> plainPlaced = oneByOne(plain, r);
                assertEquals(plainPlaced, placed, where + ": hosts");
                FittedCommitTest.same(fast, plain, where);
                allFree += free[0] > 0 && free[1] == 0 ? 1 : 0;
                mixed += free[0] > 0 && free[1] > 0 ? 1 : 0;
                placedBefore.add(r);
                // a reservation placed again with the very same host list (the standing one at every
                // event): its hosts as the index resolved them before ({@link NodeIndex#hosts})
                Reservation again = placedBefore.get(rnd.nextInt(placedBefore.size()));
                assertEquals(oneByOne(plain, again), fast.place(again), where + ": hosts placed again");
                FittedCommitTest.same(fast, plain, where + ", placed again");
            }
        }
        assertTrue(mixed > 20, mixed + " placements held free and busy hosts together");
        assertTrue(allFree > 20, allFree + " placements held free hosts alone");
    }

    /** The plain path: each listed host once, its block held on its own (aggregate clamped host by host). */
    private static List<String> oneByOne(Availability a, Reservation r) {
        int owner = a.reservations.owners.size();
        a.reservations.owner(r);
        long s = Math.max(r.start(), a.now());
        BitSet taken = new BitSet();
        List<String> out = new ArrayList<>();
        for (String h : r.hosts()) {
            int i = a.position(h);
            if (i >= 0 && !taken.get(i)) {
                taken.set(i);
                a.addBlock(i, owner, s, r.end(), a.nodes().get(i).configured());
                out.add(h);
            }
        }
        return out;
    }

    /**
     * Of the known {@code hosts}, how many are free all over [s, e) (those the aggregate takes in
     * one change) and how many are not (clamped), before the blocks.
     */
    private static int[] freeAllOver(Availability a, List<String> hosts, long s, long e) {
        int[] out = new int[2];
        for (String h : hosts) {
            int i = a.position(h);
            if (i >= 0 && a.usable(i)) {
                out[a.timeline(i).minProcsOver(s, e) >= a.nodes().get(i).configured().procs() ? 0 : 1]++;
            }
        }
        return out;
    }
}
