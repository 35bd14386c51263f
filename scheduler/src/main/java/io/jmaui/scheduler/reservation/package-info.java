/**
 * Advance reservations (guide 7.1): administrative reservations ({@link
 * io.jmaui.scheduler.reservation.AdminReservations}, setres/releaseres), standing reservations from
 * SRCFG ({@link io.jmaui.scheduler.reservation.StandingReservations}) and reservation ACLs
 * ({@link io.jmaui.scheduler.reservation.ReservationAccess}); {@link
 * io.jmaui.scheduler.reservation.Reservations} is what the engine calls.
 *
 * <pre>
 *  snapshot admin ──AdminReservations.request──┐
 *  maui.cfg SRCFG ──StandingReservations────────┤  (windows DEPTH periods ahead of now, HOSTLIST
 *                                               │   resolved, LOCKED or FLOATING, DEDICATED keeps
 *                                               v   floating ones off other locked hosts)
 *                       Reservations.inForce(cfg, snapshot, now) ──> engine: Availability.place(r)
 *                                                                         │
 *  idle job ──Reservations.access(job, r) = ReservationAccess.evaluate ───┘──> affinity, or refused
 *                                                                              (ReservationRefusal)
 * </pre>
 * Nothing here keeps state between iterations: standing windows are recomputed from {@code now},
 * admin reservations come in with the snapshot, placements may come back through
 * {@link io.jmaui.scheduler.reservation.StandingReservations#carryOver}. The engine's call,
 * {@link io.jmaui.scheduler.reservation.Reservations#inForceCarried}, gives the standing ones as
 * the last iteration built them while the nodes and windows they were built from read the same (a
 * cache per maui.cfg, checked at each call).
 */
package io.jmaui.scheduler.reservation;
