package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

/**
 * Where a start now's scan of the open nodes held later ({@link Search#heldLaterOpen}) may stop
 * before the last of them: once the candidates found so far that no other can rank ahead of hold
 * the request's tasks in their first-round shares. Under LASTAVAILABLE a start now ranks the nodes
 * it leaves before a later hold first, the soonest held again after the job first, then by
 * position ({@link PackedRank}), every one free since now; the scan asks them by position. No node
 * is held again sooner than the earliest hold made from after now ({@link Availability#laterFrom}:
 * holds are the only drops after now), nor before the job ends; so a candidate held again then is
 * one of the first in rank, behind only those found before it, and a selection taken task by task
 * ({@link HostChoice#byTask}) fills its first round from the first candidates in rank. On a machine
 * of 8,192 one-processor nodes the top job's reservation holds hundreds of idle nodes from the same
 * time, and every backfill start asked each of them.
 */
final class HeldLaterStop {

    private final Search search;
    private final Request q;
    private final AclAffinity[] acc;
    /** The least time after the job's end until a node is held again. */
    private final long least;
    /** The first-round shares of the candidates held again {@link #least} after the job. */
    private long shares;

    private HeldLaterStop(Search search, Request q, AclAffinity[] acc, long least) {
        this.search = search;
        this.q = q;
        this.acc = acc;
        this.least = least;
    }

    /**
     * The stop for a start now of q ending at {@code end}, or null where the scan asks every open
     * node held later: another policy's order, a request not taken task by task or bound to node
     * sets, tasks other requests of its job take, a sweep's groups, admin or standing reservations
     * (affinity ranks first), a job without walltime, nothing held from after now.
     */
    static HeldLaterStop of(Search search, Request q, long end, AclAffinity[] acc, boolean taken, boolean sweep) {
        Availability a = search.availability();
        if (taken || sweep || q.sets() != ResourceSets.NONE || a.reservations.any()
                || !NodeAllocationPolicies.isLastAvailable(q.policy())
                || !TaskSelection.byTask(q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode())
                || end == Times.INFINITY || a.laterFrom() == Times.INFINITY) {
            return null;
        }
        return new HeldLaterStop(search, q, acc, Math.max(0, a.laterFrom() - end));
    }

    /** Whether the scan may stop now that it found its candidate k: the first ones in rank hold q's tasks. */
    boolean found(CandidateScan scan, int k) {
        if (scan.after(k) != least) {
            return false;
        }
        int have = scan.tasks(k);
        shares += Math.min(HostChoice.firstShare(search, q, scan.index(k), have, true, acc), have);
        return shares >= q.tasks();
    }
}
