/**
 * Advance reservations (guide 7.1): administrative reservations ({@link
 * io.jmaui.scheduler.reservation.AdminReservations}, setres/releaseres), standing reservations from
 * SRCFG ({@link io.jmaui.scheduler.reservation.StandingReservations}) and reservation ACLs
 * ({@link io.jmaui.scheduler.reservation.ReservationAccess}).
 *
 * <pre>
 *  maui.cfg SRCFG ──StandingReservations.requests(cfg, nodes, now)──┐
 *  snapshot admin ──AdminReservations.request(r, nodes)─────────────┤
 *                                                                   ├─ carryOver(requests, last placed)
 *                                                                   v
 *                                   engine: place LOCKED as given, FLOATING from candidates
 *                                           into Availability (ReservationRequest says how)
 *                                                                   │
 *  idle job ──ReservationAccess.evaluateAll(job, stackedOn(host))───┘──> admitted? preference()
 *                                                                        or ReservationRefusal (Reason)
 * </pre>
 * Nothing here keeps state between iterations: standing windows are recomputed from {@code now},
 * admin reservations come in with the snapshot, placements come back through {@code carryOver}.
 */
package io.jmaui.scheduler.reservation;
