package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The top job's reservation taken from the last iteration is the one a fresh search finds, event
 * after event, whatever started, ended, overran or was held before it; and the reuse is taken
 * often enough for the comparison to mean something.
 */
class KeptReservationTest {

    static final long NOW = AvailabilityBaseTest.NOW;
    static final Object CFG = AvailabilityBaseTest.CFG;

    @Test
    void keptReservation_isTheFreshSearch_eventAfterEvent() {
        int kept = 0;
        int searches = 0;
        int later = 0;
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                Node n = Node.idle("n" + i, 1 + rnd.nextInt(4));
                nodes.add(i % 2 == 0 ? n.withFeatures(Set.of("ib")) : n);
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            List<Job> waiting = new ArrayList<>();
            for (int k = 0; k < 3; k++) {
                waiting.add(waiting(rnd, k));
            }
            List<Job> running = new ArrayList<>();
            for (int i = 0; i < nodes.size(); i++) { // a busy machine: the top job waits for most of it
                if (rnd.nextInt(4) != 0) {
                    running.add(Job.builder("r" + i).procs(1).walltime(3600L * (1 + rnd.nextInt(8)))
                            .running(NOW, List.of("n" + i)).build());
                }
            }
            AvailabilityBase base = null;
            long now = NOW;
            Job top = waiting.get(0);
            for (int event = 0; event < 60; event++) {
                now += rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(rnd.nextBoolean() ? 60 : 900);
                if (rnd.nextInt(3) == 0) {
                    AvailabilityBaseTest.change(rnd, nodes, running, now, event);
                }
                if (seed % 4 != 0) { // most histories end jobs by their walltime, as a simulation does; some overrun
                    long t = now;
                    running.removeIf(j -> j.walltime() > 0 && j.startTime() + j.walltime() <= t);
                }
                if (rnd.nextInt(5) == 0) {
                    top = waiting.get(rnd.nextInt(waiting.size()));
                }
                if (rnd.nextInt(10) == 0) {
                    int k = waiting.indexOf(top);
                    // the job changed (another object): at times only in the feature it asks for
                    Set<String> other = top.features().isEmpty() ? Set.of("ib") : Set.of();
                    top = rnd.nextBoolean() ? waiting(rnd, k) : top.toBuilder().features(other).build();
                    waiting.set(k, top);
                }
                Availability full = Availability.of(nodes, running, now, setup);
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                KeptReservation before = base == null ? null : base.reservation;
                if (rnd.nextInt(6) == 0) {
                    String host = "n" + rnd.nextInt(nodes.size());
                    full.reserve(host, now, now + 3600, Resources.procs(1), null);
                    carried.reserve(host, now, now + 3600, Resources.procs(1), null);
                }
                int asked = rnd.nextInt(5) == 0 ? 2 : 1; // at times a second job's, after the first is held
                for (int s = 1; s <= asked; s++) {
                    Request q = request(top);
                    Optional<Placement> fresh = full.earliest(q, now);
                    Optional<Placement> got = carried.earliestReservation(top, request(top));
                    searches++;
                    later += fresh.isPresent() && fresh.get().start() > now ? 1 : 0;
                    String where = "seed " + seed + " event " + event;
                    assertEquals(fresh.isPresent(), got.isPresent(), where);
                    if (fresh.isPresent()) {
                        assertEquals(fresh.get().start(), got.get().start(), where + " start");
                        assertEquals(fresh.get().end(), got.get().end(), where + " end");
                        assertEquals(fresh.get().hosts(), got.get().hosts(), where + " hosts");
                        if (s == 1 && before != null && carried.base().reservation == before) {
                            kept++;
                        }
                        full.commit(q, fresh.get());
                        carried.commit(q, got.get());
                    }
                }
                base = carried.base();
            }
        }
        assertTrue(kept > later / 8, "the reuse is exercised: " + kept + " of " + searches + " later " + later);
    }

    /** A waiting job of 24 to 60 procs, in tasks of 1 or 2 procs. */
    private static Job waiting(SplittableRandom rnd, int k) {
        int per = rnd.nextInt(4) == 0 ? 2 : 1;
        return Job.builder("w" + k).tasks((24 + rnd.nextInt(37)) / per).perTask(Resources.procs(per))
                .walltime(600L * (1 + rnd.nextInt(12))).build();
    }

    /** The request the iteration asks for the job's reservation: anew each time, as st.request does. */
    private static Request request(Job j) {
        return new Request(j.id(), "alice", j.tasks(), j.perTask(), j.walltime(), 0, 0, false, NodeFilter.forJob(j),
                Request::noAccess, NodeAllocationPolicies.lastAvailable());
    }
}
