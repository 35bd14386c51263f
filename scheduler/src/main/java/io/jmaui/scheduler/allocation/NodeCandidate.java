package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;

/**
 * A node a job could use, as a {@link NodeAllocationPolicy} ranks it. No policy orders by the
 * least free amount itself (the tasks it holds stand for it), so a scan counts tasks without
 * building that amount for every node it considers.
 *
 * @param index     the node's position in the resource manager's node list (FIRSTAVAILABLE order)
 * @param tasks     how many of the job's tasks fit on it over the job's interval (0 in static ranking)
 * @param freeSince when the free space the job would use became free (LASTAVAILABLE)
 * @param idleAfter how long the space stays idle after the job ends before a reservation takes
 *                  it ({@link io.jmaui.scheduler.model.Times#INFINITY} when none does)
 * @param affinity  the job's affinity to a reservation on the node (NEUTRAL when none)
 * @param priority  the admin's node priority (NODECFG PRIORITY, 0 when unset)
 */
public record NodeCandidate(Node node, int index, int tasks, long freeSince, long idleAfter,
                            AclAffinity affinity, double priority) {
}
