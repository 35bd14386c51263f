package io.jmaui.scheduler.iteration;

import java.util.Set;

/**
 * RESERVATIONDEPTH[X] with RESERVATIONQOSLIST[X] (guide 8.2, 7.1.4): up to {@code depth} job
 * reservations for idle jobs whose QOS is in {@code qos} (empty: any QOS, Maui's ALL).
 */
record ReservationGroup(int depth, Set<String> qos) {

    ReservationGroup {
        qos = Set.copyOf(qos);
    }

    boolean admits(String jobQos) {
        return qos.isEmpty() || (jobQos != null && qos.contains(jobQos));
    }
}
