package io.jmaui.bridge.allocation;

/**
 * The cycles of one chargeable reservation instance since its last WITHDRAWAL (guide 6.4: "When
 * the resources are idle, the resources will be charged to the reservation's charge account").
 *
 * @param procs      processors the reservation dedicates
 * @param activeSecs processor-seconds jobs used inside it since {@code since}
 * @param idleSecs   processor-seconds it held idle since {@code since}
 * @param since      start of the period not yet charged
 * @param lastSeen   when the cycles were last counted
 */
record ReservationCharge(String id, String account, int procs, int nodes, long end, double activeSecs,
                         double idleSecs, long since, long lastSeen) {

    /** The period up to {@code now} added: {@code activeProcs} of {@code procs} in use since {@link #lastSeen}. */
    ReservationCharge counted(long now, int activeProcs) {
        long dt = Math.max(0, now - lastSeen);
        int active = Math.min(activeProcs, procs);
        return new ReservationCharge(id, account, procs, nodes, end, activeSecs + (double) active * dt,
                idleSecs + (double) (procs - active) * dt, since, now);
    }

    ReservationCharge flushed(long now) {
        return new ReservationCharge(id, account, procs, nodes, end, 0, 0, now, now);
    }
}
