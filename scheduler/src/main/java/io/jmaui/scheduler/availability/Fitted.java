package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Resources;

import java.util.List;

/**
 * The hosts a search chose for a request on an {@link Availability} ({@link HostChoice#byTask}),
 * with their node positions and tasks per node, the interval and request they fit and the hold
 * count then. Every job reservation is committed right after its search, host by host: a commit
 * of these very hosts, task for task, for the same amount and interval, with nothing
 * held since, takes the positions as they are instead of looking each host's name up, and takes
 * the aggregate's share without reading each node's timeline for its clamp at zero
 * ({@link Aggregate#hold}): each node was found to hold its tasks over the interval, so it has at
 * least that much free there and the clamp takes nothing off, but where an admin or standing
 * reservation lies (a request may count one's room as its own, which a node's timeline does not
 * show: the clamp is read node by node there, as the plain commit reads it). Only for a request
 * whose access policy is the commit's. {@code walk}: where the pass that chose these hosts over a
 * carried search's rows stood ({@link RankedSelection}), null for any other choice; {@code words}:
 * the nodes' bits as the later commit holds them, worked out once for this choice and the copies
 * found again ({@link #at}).
 */
record Fitted(List<String> hosts, int[] nodes, int[] counts, long start, long end, Resources perTask,
              NodeAccessPolicy access, long holds, SelectionWalk walk, FittedWords words) {

    /** Whether a commit of {@code hostsPerTask} on {@code a} is this placement, found on {@code a} as it stands. */
    boolean serves(Availability a, List<String> hostsPerTask, Resources amount, long s, long e, NodeAccessPolicy jobAccess) {
        // the hosts compared last: the same names, mostly the very String objects
        return a.holdsMade() == holds && s == start && e == end && access == jobAccess && amount.equals(perTask)
                && hostsPerTask.equals(hosts);
    }

    /** The same placement, found again on an availability at its hold count {@code now} (a carried search's answer). */
    Fitted at(long now) {
        return at(now, walk);
    }

    /** The same placement, chosen again over other rows by a pass that stood at {@code walk}'s marks. */
    Fitted at(long now, SelectionWalk walk) {
        return new Fitted(hosts, nodes, counts, start, end, perTask, access, now, walk, words);
    }
}
