package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.model.Reservation;

import java.util.List;

/**
 * Stage 4 (guide 7.1.2, 7.1.3): the time-space availability from the running jobs' walltime
 * limits, then every admin and standing reservation in force placed in it, before any job starts.
 * Floating reservations get their hosts here.
 */
final class MapAvailability implements Stage {

    @Override
    public void apply(IterationState st) {
        st.availability = Availability.of(st.snapshot.nodes(), st.snapshot.jobs(), st.now,
                st.settings.nodeAccessPolicy(), st.settings.nodePriorities());
        for (Reservation r : st.policies.reservations().reservations(st.snapshot, st.now)) {
            List<String> hosts = st.availability.place(r);
            st.standing.add(r.hosts().isEmpty() ? withHosts(r, hosts) : r);
        }
    }

    private static Reservation withHosts(Reservation r, List<String> hosts) {
        return new Reservation(r.id(), r.type(), r.start(), r.end(), hosts, r.taskCount(), r.perTask(), r.acl(),
                r.flags(), r.owner(), r.priority(), r.features(), r.partition());
    }
}
