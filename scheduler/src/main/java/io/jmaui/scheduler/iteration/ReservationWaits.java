package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.iteration.ReservationWait.Status;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Optional;

/**
 * Why a job that may run only inside a reservation (ADVRES, QOS USERESERVED) waits: the
 * reservation it names is not in force, or refuses it (that reservation's own refusal, naming its
 * ACL), or none admits it, or what the reservations it may use hold has no room for it now. A
 * cluster-wide "insufficient resources: needs 1 procs, 4 free" would hide all of these.
 */
final class ReservationWaits {

    private ReservationWaits() {
    }

    static Reason of(IterationState st, Job j, String asked) {
        List<Reservation> candidates = new ArrayList<>();
        for (Reservation r : st.placed) {
            if (asked.isEmpty() || r.isNamed(asked)) {
                candidates.add(r);
            }
        }
        String source = j.advres() != null ? "ADVRES" : "QOS " + j.credentials().qos() + " " + QosFlag.USERESERVED;
        if (candidates.isEmpty()) {
            return new ReservationWait(asked, source, Status.MISSING, j.procs(), 0);
        }
        Set<String> hostsAdmitted = new HashSet<>();
        boolean admitted = false;
        for (Reservation r : candidates) {
            if (st.policies.reservations().access(j, r).isPresent()) {
                admitted = true;
                hostsAdmitted.addAll(r.hosts());
            }
        }
        if (admitted) {
            long procs = 0;
            for (Node n : st.snapshot.nodes()) {
                procs += hostsAdmitted.contains(n.name()) ? n.configured().procs() : 0;
            }
            return procs < j.procs() ? new ReservationWait(asked, source, Status.TOO_SMALL, j.procs(), procs)
                    : new ReservationWait(asked, source, Status.FULL, j.procs(), procs);
        }
        if (!asked.isEmpty()) {
            List<String> hosts = candidates.stream().flatMap(r -> r.hosts().stream()).distinct().toList();
            Optional<? extends Reason> why = st.policies.reservations().refusal(j, candidates, hosts, st.now,
                    Times.plus(st.now, st.planned(j)));
            if (why.isPresent()) {
                return why.get();
            }
        }
        return new ReservationWait(asked, source, Status.NONE_ADMITS, j.procs(), 0);
    }
}
