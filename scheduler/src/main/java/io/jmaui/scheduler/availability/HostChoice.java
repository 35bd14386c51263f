package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * From the nodes a {@link CandidateScan} found for a request, its hosts (guide 5.2 node
 * allocation, 7.1.5 reservation affinity): once anything is held for later, the candidates are
 * ranked by affinity, then nodes the job leaves before a later hold ahead of nodes free without
 * limit, then the policy's order; then cut to the node sets, then one host per task, each node's
 * tasks that will not stay free for ever taken first. Apart from {@link Search} because both it and
 * {@link GroupedFit} (one node group at a time) end here.
 */
final class HostChoice {

    private HostChoice() {
    }

    /**
     * The hosts for q from the candidates a scan found, or null: ranked when the order depends on
     * time, cut to the node sets, then one host per task.
     */
    static List<String> choose(Search search, Request q, CandidateScan scan, boolean dynamic, boolean startsNow,
                               AclAffinity[] acc, Map<Integer, Resources> taken) {
        Availability a = search.availability();
        NodeFit fit = search.fit;
        NodeOrders orders = search.orders;
        if (!scan.enough()) {
            return null;
        }
        NodeAllocationPolicy policy = q.policy();
        if (dynamic && taken == null && q.sets() == ResourceSets.NONE
                && TaskSelection.byTask(q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode())) {
            // LASTAVAILABLE's keys, or a static order's (MINRESOURCE, ...): null ranks through records below
            boolean last = NodeAllocationPolicies.isLastAvailable(policy);
            int[] place = last ? null : orders.staticRanked(policy);
            int[] order = last ? scan.rankedLastAvailable() : place == null ? null : scan.rankedByPlace(place);
            if (order != null) {
                return byTask(search, q, order.length, order, scan.indexColumn(), scan.tasksColumn(), startsNow, acc,
                        scan.start(), scan.end());
            }
        }
        List<NodeCandidate> cands = scan.candidates();
        ResourceSets.Shape shape = new ResourceSets.Shape(q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        if (!dynamic) {
            cands = q.sets().select(cands, shape);
            return cands == null ? null : TaskSelection.select(cands, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        }
        if (!(NodeAllocationPolicies.isLastAvailable(policy) && PackedRank.sort(cands))) {
            cands.sort(orders.rankOrder(policy));
        }
        cands = q.sets().select(cands, shape);
        if (cands == null) {
            return null;
        }
        int[] first = new int[cands.size()];
        for (int k = 0; k < first.length; k++) {
            NodeCandidate c = cands.get(k);
            if (!startsNow || a.laterHold.get(c.index()) || a.reservations.at(c.index()) != null) {
                int always;
                if (taken != null && taken.containsKey(c.index())) {
                    Resources forever = fit.minFree(c.index(), a.now(), Times.INFINITY, acc).minus(taken.get(c.index()));
                    always = fit.tasksFit(c.index(), q, forever, a.now(), Times.INFINITY);
                } else {
                    always = fit.tasksFitOver(c.index(), q, a.now(), Times.INFINITY, acc); // the same count, no Resources
                }
                first[k] = Math.max(0, c.tasks() - always);
            }
        }
        return TaskSelection.select(cands, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode(), first);
    }

    /**
     * {@link #choose} for a plain LASTAVAILABLE request taken task by task (every job reservation's
     * search), or one under a static order ranked by time (a start now under MINRESOURCE while
     * something is held later), from the first {@code n} candidates given by node position and
     * tasks, taken in rank {@code order} (null: as given, {@link RankedRows} merges them in order),
     * without a record per candidate: the same ranking ({@link PackedRank}), the same rounds as
     * {@link TaskSelection#selectByTask}. A
     * node with no procs free now and no reservation on it holds none of the request's tasks from
     * now on, so its first round is all its tasks without reading its timeline. The first round
     * reads a candidate's share only when it gets to it: a job reservation on Lublin is mostly
     * filled by the nodes busy now, ranked first, long before the last of some 230 candidates, and
     * a first round that ends short has read them all for the second.
     */
    static List<String> byTask(Search search, Request q, int n, int[] order, int[] index, int[] tasks, boolean startsNow,
                               AclAffinity[] acc, long t, long end) {
        Availability a = search.availability();
        int[] take = new int[n];
        int remaining = q.tasks();
        for (int k = 0; k < n && remaining > 0; k++) {
            int c = order == null ? k : order[k];
            int have = tasks[c];
            take[k] = Math.min(Math.min(firstShare(search, q, index[c], have, startsNow, acc), have), remaining);
            remaining -= take[k];
        }
        for (int k = 0; k < n && remaining > 0; k++) {
            int more = Math.min(tasks[order == null ? k : order[k]] - take[k], remaining);
            take[k] += more;
            remaining -= more;
        }
        if (remaining > 0) {
            return null;
        }
        String[] out = new String[q.tasks()];
        int[] nodes = new int[Math.min(n, q.tasks())];
        int[] counts = new int[nodes.length];
        int used = 0;
        int at = 0;
        for (int k = 0; k < n; k++) {
            if (take[k] > 0) {
                int i = index[order == null ? k : order[k]];
                Arrays.fill(out, at, at + take[k], a.name(i));
                at += take[k];
                nodes[used] = i;
                counts[used++] = take[k];
            }
        }
        return chosen(a, q, out, nodes, counts, used, t, end, null, null, 0);
    }

    /**
     * The first-round share of a candidate on node i holding {@code have} of q's tasks: those
     * that will not stay free for ever, taken before any node's tasks that will. A node with no
     * procs free now and no reservation on it holds none of q's tasks from now on.
     */
    static int firstShare(Search search, Request q, int i, int have, boolean startsNow, AclAffinity[] acc) {
        Availability a = search.availability();
        boolean reserved = a.reservations.at(i) != null;
        if (startsNow && !a.laterHold.get(i) && !reserved) {
            return 0;
        }
        int always = q.perTask().procs() > 0 && !reserved && !a.freeNow.get(i) ? 0
                : search.fit.tasksFitOver(i, q, a.now(), Times.INFINITY, acc);
        return Math.max(0, have - always);
    }

    /**
     * The hosts {@code out} (one per task) taken from the first {@code used} of {@code nodes},
     * {@code counts} tasks each, for q over [t, end): recorded as the availability's last fitted
     * choice, with the marks of the pass that chose it ({@link SelectionWalk}, null: none) and the
     * choice whose first {@code shared} nodes and counts are these (null: none), whose node bits
     * may serve to work out these ones ({@link FittedWords}).
     */
    static List<String> chosen(Availability a, Request q, String[] out, int[] nodes, int[] counts, int used, long t,
                               long end, SelectionWalk walk, Fitted was, int shared) {
        // immutable: the placement made of it keeps this very list (FixedList.copyOf gives it back), so
        // the commit right after ({@link Fitted#serves}) and the carried search that keeps it find
        // these hosts by identity instead of comparing some 220 names twice per job reservation;
        // out is the caller's fresh array, handed over, and a FixedList is the class the start and
        // the running job keep the hosts in (FixedList: why)
        List<String> hosts = FixedList.handedOver(out);
        int[] at = nodes.length == used ? nodes : Arrays.copyOf(nodes, used);
        int[] tasks = counts.length == used ? counts : Arrays.copyOf(counts, used);
        a.fitted = new Fitted(hosts, at, tasks, t, end, q.perTask(), q.accessPolicy(), a.holdsMade(), walk,
                new FittedWords(was, shared));
        return hosts;
    }
}
