package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.Reservation;

import java.util.List;
import java.util.Objects;

/**
 * What the engine must place for one reservation this iteration (guide 7.1.5 "Resources",
 * "Resource Allocation Behavior"). The {@link #reservation()} carries id, time, ACL, flags, owner
 * and the task shape; this record adds where the tasks may go.
 *
 * <p><b>LOCKED</b> ({@code HOSTLIST} without {@code TASKCOUNT}, or with {@code FLAGS=FORCE}, or
 * whose hosts hold no more than {@code TASKCOUNT} tasks; an admin hostlist without task count): {@code reservation().hosts()} is final, one entry per host. On each
 * host the engine books, over {@code [start, end)}, the whole configured node when
 * {@link #wholeNodeTasks()} (then {@code taskCount} is 0), otherwise {@code taskCount} tasks of
 * {@code perTask} spread over the hosts by configured capacity (as many as fit on each, HOSTLIST
 * order). It ignores node state, running jobs and other reservations: locked reservations stack.
 *
 * <p><b>FLOATING</b> ({@code TASKCOUNT > 0}, without HOSTLIST or with more HOSTLIST resources than needed): the engine books up to {@code reservation().taskCount()}
 * tasks of {@code perTask} (of one whole node each when {@link #wholeNodeTasks()}):
 * <ol>
 *   <li>hosts only from {@link #candidates()}, already filtered for partition, node features and
 *       state (IDLE, RUNNING or BUSY; any state under FORCE) and ordered: HOSTLIST hosts first in
 *       HOSTLIST order, then the rest in snapshot order. When {@link #hostsOnly()} (SRCFG HOSTLIST)
 *       no host outside the HOSTLIST is a candidate;</li>
 *   <li>first re-book the tasks in {@link #held()} (the hosts the same reservation held last
 *       iteration, one entry per task, see {@link StandingReservations#carryOver}) that are still
 *       free, unless the flags contain SPACEFLEX, which lets the engine re-place freely;</li>
 *   <li>then add tasks on further candidates in NODEALLOCATIONPOLICY order, stable on candidate
 *       order, where a task is free over the whole {@code [start, end)}: not used by active jobs
 *       (remaining walltime), job reservations, or (unless {@link #shared()}) admin and standing
 *       reservations already booked; a host is taken only if it holds at least
 *       {@link #tasksPerNode()} such tasks (TPN; 0 = no minimum);</li>
 *   <li>the placed reservation reports its hosts one entry per task; fewer than
 *       {@code taskCount} is a partial reservation, kept and topped up next iteration.</li>
 * </ol>
 * Place requests in descending {@code reservation().priority()}, then in list order.
 *
 * @param placement      LOCKED or FLOATING
 * @param candidates     FLOATING: hosts that may take tasks, in preference order (empty for LOCKED)
 * @param hostsOnly      FLOATING: only HOSTLIST hosts are candidates (SRCFG); false lets an admin
 *                       reservation's task count spill beyond its hostlist
 * @param wholeNodeTasks RESOURCES PROCS=-1 (the default): a task is one whole node
 * @param tasksPerNode   TPN: minimum tasks on each host taken (0 = none)
 * @param shared         ACCESS=SHARED (or FORCE): may overlap other admin and standing reservations
 * @param held           FLOATING: tasks held last iteration, one host entry per task
 */
public record ReservationRequest(
        Reservation reservation,
        Placement placement,
        List<String> candidates,
        boolean hostsOnly,
        boolean wholeNodeTasks,
        int tasksPerNode,
        boolean shared,
        List<String> held) {

    public ReservationRequest {
        Objects.requireNonNull(reservation, "reservation");
        Objects.requireNonNull(placement, "placement");
        candidates = List.copyOf(candidates);
        held = List.copyOf(held);
    }

    /** The same request with the tasks held last iteration. */
    public ReservationRequest withHeld(List<String> heldTasks) {
        return new ReservationRequest(reservation, placement, candidates, hostsOnly, wholeNodeTasks, tasksPerNode,
                shared, heldTasks);
    }

    /**
     * The reservation as {@code Availability.place(Reservation)} reads it: LOCKED as is; FLOATING
     * with its candidates as hosts when only they may be used ({@link #hostsOnly()}), else no hosts;
     * with its TPN. A {@code perTask} of {@link io.jmaui.scheduler.model.Resources#ZERO} means whole-node tasks.
     */
    public Reservation asReservation() {
        Reservation r = placement == Placement.LOCKED || !hostsOnly ? reservation
                : Requests.copy(reservation, candidates, reservation.taskCount());
        return r.tasksPerNode() == tasksPerNode ? r : r.withTasksPerNode(tasksPerNode);
    }

    /** True when the flags let the engine move the reservation's tasks between iterations (SPACEFLEX). */
    public boolean spaceFlex() {
        return reservation.flags().contains("SPACEFLEX");
    }
}
