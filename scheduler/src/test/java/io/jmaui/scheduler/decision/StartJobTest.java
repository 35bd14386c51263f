package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The hosts a placement chose go on to the start, the running job's view and a job reservation
 * as that very list, one class at every length (FixedList: why).
 */
class StartJobTest {

    @Test
    void chosenHosts_keptAsOneListFromPlacementToRunningJob() {
        for (int n = 1; n <= 5; n++) {
            String[] chosen = new String[n];
            for (int k = 0; k < n; k++) {
                chosen[k] = "n" + (k / 2);
            }
            List<String> hosts = FixedList.handedOver(chosen);
            Placement p = new Placement(0, 10, hosts);
            StartJob s = new StartJob("j", p.hosts(), false);
            Job view = Job.builder("j").tasks(n).running(0, s.hosts()).build();
            Reservation r = new Reservation("j", ReservationType.JOB, 0, 10, p.hosts(), n, Resources.procs(1), List.of(),
                    Set.of(), "u", 0, Set.of(), null);
            assertSame(hosts, p.hosts());
            assertSame(hosts, s.hosts());
            assertSame(hosts, view.allocatedHosts());
            assertSame(hosts, r.hosts());
            // lists from elsewhere (a trace, the resource manager) become the same class
            assertEquals(FixedList.class, new StartJob("j", List.of(chosen), false).hosts().getClass());
            assertEquals(FixedList.class, Job.builder("j").running(0, new ArrayList<>(List.of(chosen))).build()
                    .allocatedHosts().getClass());
            assertEquals(List.of(chosen), view.allocatedHosts());
        }
        assertEquals(FixedList.class, Job.builder("j").build().allocatedHosts().getClass());
    }
}
