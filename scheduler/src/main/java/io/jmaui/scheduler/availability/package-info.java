/**
 * Time-space availability (design.md "Availability in time and space"): the one structure that
 * answers "what is free on which node over which interval" for admin and standing reservations
 * (guide 7.1), job reservations (7.1, RESERVATIONDEPTH), the priority pass and backfill (8.2),
 * backfill windows (showbf) and start estimates (showstart, 15.5).
 *
 * <pre>
 *   Availability.of(nodes, running jobs, now)     AvailabilityBuild: NodeColumns (each node as it
 *                                                 comes), NodeTimelines (one Timeline per node, its
 *                                                 non-proc amounts in SideColumns) + the Aggregate
 *                                                 Timeline over all
 *     .place(admin / standing reservation)        ReservationPlacer: ACL-guarded ReservationBlocks
 *     .startNow(request) / .earliest(request, t)  NodeSetChoice (NODESETDELAY, machine speeds)
 *                                                 -> Search: aggregate sweep, FitSweep bound, then a
 *                                                 CandidateScan asking NodeFit node by node, and
 *                                                 HostChoice ranking and picking the hosts
 *     .commit(request, placement)                 TaskHolds: job starts and job reservations
 *     .windows(request)                           WindowFinder: largest node-time rectangles
 * </pre>
 *
 * Iteration-local and mutable; the iteration as a whole stays a pure function. What the running
 * jobs made of it ({@link io.jmaui.scheduler.availability.AvailabilityBase}) is handed to the next
 * iteration through its carry-over, immutable: the next build copies the timelines of the nodes
 * whose node and running jobs are the same objects, shares them until it holds more on them, and
 * holds again only the rest.
 */
package io.jmaui.scheduler.availability;
