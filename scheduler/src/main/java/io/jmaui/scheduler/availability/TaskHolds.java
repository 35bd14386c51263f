package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Resources;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * How a job's tasks become holds on its nodes: a list of one host per task (what a placement and
 * a running job's allocation give) turned into one hold per distinct node of that node's tasks,
 * whole nodes for a dedicated job, request by request for a multi-req one. Every running job is
 * committed at every iteration, so tasks are counted by node position, not in a map; a job
 * reservation committed right after its search takes the positions the search found ({@link Fitted}).
 */
final class TaskHolds {

    private final Availability a;
    /** Tasks per node of the job being committed; all zero between calls. */
    private int[] taskCount;
    /**
     * The distinct nodes of the job being committed, in the order its tasks first name them: kept
     * from call to call, as a new array per call was the build's largest allocation on a cluster of
     * 16-processor nodes (a job of 1,000 nodes is 16,000 tasks, held again whenever a job beside it
     * on one of its nodes starts or ends).
     */
    private int[] order = new int[16];
    /**
     * The node of each task of the last commit by host names (-1: no such node), {@code tasks} of
     * them, -1 after a commit that did not look them up: what {@link #lastTaskNodes} gives a caller
     * that holds the same tasks again ({@link #commitAt}) without looking each host up by name.
     */
    private int[] taskNodes = new int[16];
    private int tasks = -1;
    /** How many commits were of a placement as it was found ({@link Fitted}): read by tests. */
    long fittedCommits;
    /** How many of those were held from a later time in one pass ({@link Availability#holdLater}): read by tests. */
    long laterCommits;

    TaskHolds(Availability a) {
        this.a = a;
    }

    /** One hold per distinct host, in the order the hosts first appear, of that host's tasks. */
    void commit(List<String> hostsPerTask, Resources perTask, long s, long e, String user,
                NodeAccessPolicy jobAccess) {
        Fitted f = a.fitted;
        if (f != null && f.serves(a, hostsPerTask, perTask, s, e, jobAccess)) {
            if (a.holdLater(f, s, e, perTask, user, jobAccess)) {
                laterCommits++;
            } else {
                // the positions serve under a standing reservation too (every start of an HPC2N run under
                // one SRCFG looked its hosts up by name), the clamp taking nothing off only without one
                a.aggregate.beginCommit(!a.reservations.any());
                for (int k = 0; k < f.nodes().length; k++) {
                    a.reserveAt(f.nodes()[k], s, e, perTask.times(f.counts()[k]), user, jobAccess);
                }
                a.aggregate.endCommit(s, e);
            }
            fittedCommits++;
            tasks = -1;
            return;
        }
        int n = hostsPerTask.size();
        if (taskNodes.length < n) {
            taskNodes = new int[Math.max(n, taskNodes.length * 2)];
        }
        int t = 0;
        for (String h : hostsPerTask) {
            taskNodes[t++] = a.position(h);
        }
        tasks = n;
        commitAt(taskNodes, n, perTask, s, e, user, jobAccess);
    }

    /** The node of each task of the last commit by host names, or null when the last commit did not look them up. */
    int[] lastTaskNodes() {
        return tasks < 0 ? null : Arrays.copyOf(taskNodes, tasks);
    }

    /**
     * {@link #commit(List, Resources, long, long, String, NodeAccessPolicy)} of {@code n} tasks
     * whose nodes are given by position (-1: none): a running job held again by the positions its
     * hosts had at its last hold, on the same nodes.
     */
    void commitAt(int[] nodeOfTask, int n, Resources perTask, long s, long e, String user, NodeAccessPolicy jobAccess) {
        int distinct = gather(nodeOfTask, n, null);
        a.aggregate.beginCommit(false);
        holdGathered(distinct, perTask, s, e, user, jobAccess);
        a.aggregate.endCommit(s, e);
    }

    /**
     * Holds a running job again on the nodes of {@code only} alone, each task's node given by
     * position, and gives the aggregate nothing: the caller keeps the job's releases from its last
     * hold, which the same usable nodes of the same size make the same. The timelines of its other
     * nodes, copied from the carried base, hold it already.
     */
    void recommitOn(int[] nodeOfTask, boolean[] only, Resources perTask, long s, long e, String user,
                    NodeAccessPolicy jobAccess) {
        int distinct = gather(nodeOfTask, nodeOfTask.length, only);
        a.aggregate.beginCommit(false);
        holdGathered(distinct, perTask, s, e, user, jobAccess);
        a.aggregate.dropCommit();
    }

    /** The distinct nodes of the tasks (of {@code only}, null: all) into {@link #order} and their tasks into {@link #taskCount}: how many. */
    private int gather(int[] nodeOfTask, int n, boolean[] only) {
        if (taskCount == null) {
            taskCount = new int[a.size()];
        }
        if (order.length < n) {
            order = new int[Math.max(n, order.length * 2)];
        }
        int distinct = 0;
        for (int t = 0; t < n; t++) {
            int i = nodeOfTask[t];
            if (i >= 0 && (only == null || only[i]) && taskCount[i]++ == 0) {
                order[distinct++] = i;
            }
        }
        return distinct;
    }

    /** One hold per gathered node of its tasks' amount, in {@link #order}; the counts back to zero. */
    private void holdGathered(int distinct, Resources perTask, long s, long e, String user, NodeAccessPolicy jobAccess) {
        Resources amount = null; // a job's nodes mostly take as many tasks each: one product for them all
        int amountFor = 0;
        for (int k = 0; k < distinct; k++) {
            int i = order[k];
            int c = taskCount[i];
            taskCount[i] = 0;
            if (c != amountFor) {
                amount = perTask.times(c);
                amountFor = c;
            }
            a.reserveAt(i, s, e, amount, user, jobAccess);
        }
    }

    /** A placement found for {@code q}: whole nodes for a dedicated request, else its tasks' hosts, then each part's. */
    void commit(Request q, Placement p) {
        if (q.dedicated()) {
            commitWhole(p.hosts(), p.start(), p.end(), q.user());
            return;
        }
        if (q.parts().isEmpty()) {
            commit(p.hosts(), q.perTask(), p.start(), p.end(), q.user(), q.accessPolicy());
            return;
        }
        int from = 0;
        for (Request part : q.all()) {
            int to = Math.min(p.hosts().size(), from + part.tasks());
            commit(p.hosts().subList(from, to), part.perTask(), p.start(), p.end(), q.user(), q.accessPolicy());
            from = to;
        }
    }

    /** Tasks with one host and one amount each, summed per host: a multi-req job's tasks differ request by request. */
    void commitTasks(List<String> hostsPerTask, List<Resources> taskResources, long s, long e, String user,
                     NodeAccessPolicy jobAccess) {
        Map<String, Resources> perHost = new LinkedHashMap<>();
        for (int k = 0; k < hostsPerTask.size(); k++) {
            perHost.merge(hostsPerTask.get(k), taskResources.get(k), Resources::plus);
        }
        perHost.forEach((h, amount) -> a.reserve(h, s, e, amount, user, jobAccess));
    }

    /** Every resource of each distinct host: a job that shares its nodes with none (QOS DEDICATED). */
    void commitWhole(List<String> hostsPerTask, long s, long e, String user) {
        for (String h : new LinkedHashSet<>(hostsPerTask)) {
            int i = a.position(h);
            if (i >= 0) {
                a.reserve(h, s, e, a.nodes().get(i).configured(), user);
            }
        }
    }
}
