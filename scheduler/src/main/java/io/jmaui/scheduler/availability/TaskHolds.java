package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Resources;

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
                a.aggregate.beginCommit(true);
                for (int k = 0; k < f.nodes().length; k++) {
                    a.reserveAt(f.nodes()[k], s, e, perTask.times(f.counts()[k]), user, jobAccess);
                }
                a.aggregate.endCommit(s, e);
            }
            fittedCommits++;
            return;
        }
        if (taskCount == null) {
            taskCount = new int[a.size()];
        }
        int[] order = new int[hostsPerTask.size()];
        int distinct = 0;
        for (String h : hostsPerTask) {
            int i = a.position(h);
            if (i >= 0 && taskCount[i]++ == 0) {
                order[distinct++] = i;
            }
        }
        a.aggregate.beginCommit(false);
        for (int k = 0; k < distinct; k++) {
            int i = order[k];
            int c = taskCount[i];
            taskCount[i] = 0;
            a.reserveAt(i, s, e, perTask.times(c), user, jobAccess);
        }
        a.aggregate.endCommit(s, e);
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
