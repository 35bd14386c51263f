package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.ResourceSets;

import java.util.Objects;

/**
 * The top job's reservation as an iteration found it on an availability that was still exactly its
 * carried base (nothing held on it after the running jobs), kept in that base for the next
 * iteration: when that one is built on the base with no node built afresh, nothing held yet, and
 * the same job object asks the same plain request, the search would find the same placement
 * (every node's timeline and the aggregate are the same from the later now on, with no change
 * point between the two times, and the placement starts after the later now), so it is taken
 * without searching. The simulator's events mostly add a job to the queue or end one: the former
 * leave the top job's reservation where it was.
 */
record KeptReservation(Object job, Request request, Placement placement) {

    /** The one node allocation policy kept reservations are found with (stateless): best fit in time. */
    private static final Class<?> LAST_AVAILABLE = NodeAllocationPolicies.lastAvailable().getClass();

    /**
     * Whether {@code q} is the request this was found for in every field the search reads: a plain
     * LASTAVAILABLE request (no parts, no node sets) whose node filter follows from the job and the configuration
     * alone, both the same objects when this is asked.
     */
    boolean serves(Object job, Request q) {
        Request r = request;
        return job == this.job && q.parts().isEmpty() && r.parts().isEmpty()
                && q.sets() == ResourceSets.NONE && r.sets() == ResourceSets.NONE
                && q.tasks() == r.tasks() && q.walltime() == r.walltime() && q.nodes() == r.nodes()
                && q.tasksPerNode() == r.tasksPerNode() && q.exactNode() == r.exactNode()
                && q.dedicated() == r.dedicated() && q.accessPolicy() == r.accessPolicy()
                && q.perTask().equals(r.perTask()) && Objects.equals(q.owner(), r.owner())
                && Objects.equals(q.user(), r.user()) && q.policy().getClass() == LAST_AVAILABLE
                && r.policy().getClass() == LAST_AVAILABLE;
    }
}
