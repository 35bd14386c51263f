package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.partition.JobPartitions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The summary's start estimates ({@link Summarize}), one search per kind of request: jobs that
 * ask the availability the same thing get the same earliest start, and the summary reads only
 * the start. In a queue of 100,000 jobs most of the first {@link Iteration#ESTIMATE_DEPTH} idle
 * jobs repeat a few shapes, each search scanning every node at its first candidate time. Nothing
 * is held while the summary runs, so an answer stays true for the rest of it.
 *
 * <p>The kind is everything of the job the request's search reads ({@link JobRequests#request}):
 * its tasks, per-task resources, nodes and ppn, walltime, allocation policy, the node filter's
 * inputs (features, class; EXACTPROC reads ppn and procs), its partitions, which admin and standing
 * reservations admit it and how, and its user where who holds a node matters (SINGLEUSER). A job
 * whose request holds more (a host list, a placement or ADVRES request, a QOS that shapes placement,
 * whole nodes, node sets, further requests) is searched on its own.
 */
final class SharedEstimates {

    /** What a request's search reads beside the availability: requests of one kind get one answer. */
    private record Kind(int tasks, Resources perTask, long walltime, int nodes, int tasksPerNode, int ppn,
                        NodeAllocationPolicy policy, Set<String> features, String jobClass, String user,
                        JobPartitions partitions, List<Optional<AclAffinity>> access) {
    }

    private final IterationState st;
    private final boolean usersMatter;
    private final Map<Kind, Optional<Placement>> found = new HashMap<>();
    /** How many estimates an earlier search of their kind answered (read by tests). */
    int shared;

    SharedEstimates(IterationState st) {
        this.st = st;
        this.usersMatter = st.access.singleUser() || st.settings.nodeAccessPolicy() == NodeAccessPolicy.SINGLEUSER;
    }

    /**
     * {@code st.availability.earliest(q, st.now)} for job j's request q, or, for a job of a kind
     * searched before in this summary, that search's answer: the same start (its hosts are the
     * other job's).
     */
    Optional<Placement> earliest(Job j, Request q) {
        Kind k = kind(j, q);
        if (k == null) {
            return st.availability.earliest(q, st.now);
        }
        Optional<Placement> e = found.get(k);
        if (e == null) {
            e = st.availability.earliest(q, st.now);
            found.put(k, e);
        } else {
            shared++;
        }
        return e;
    }

    /** Job j's kind, null when its request reads more of it than the kind holds. */
    private Kind kind(Job j, Request q) {
        if (!j.requestedHosts().isEmpty() || !j.placement().isNone() || j.advres() != null || j.dedicatedNodes()
                || j.isMultiReq() || st.qos.of(j).shapesPlacement() || q.dedicated() || !q.parts().isEmpty()
                || q.sets() != ResourceSets.NONE || q.accessPolicy() != null) {
            return null;
        }
        List<Optional<AclAffinity>> access = new ArrayList<>(st.placed.size());
        for (Reservation r : st.placed) {
            access.add(q.access().apply(r));
        }
        return new Kind(q.tasks(), q.perTask(), q.walltime(), q.nodes(), q.tasksPerNode(), j.tasksPerNode(),
                q.policy(), j.features(),
                j.credentials().jobClass(), usersMatter ? j.credentials().user() : null, st.partitions.forJob(j),
                access);
    }
}
