package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What a job (or a floating reservation) asks of the availability: {@code tasks} tasks of
 * {@code perTask} each for {@code walltime} seconds, on nodes passing {@code nodeFilter}. A
 * multi-req job (ENABLEMULTIREQJOBS) brings its further requests as {@code parts}, placed at the
 * same time on the room the earlier ones leave; a placement lists the hosts of this request's
 * tasks, then each part's.
 *
 * @param owner      job or reservation id, recorded with every amount reserved
 * @param user       the job's user (NODEACCESSPOLICY SINGLEUSER), may be null
 * @param nodes      N of {@code nodes=N:ppn=P} (0 when not given)
 * @param tasksPerNode P of {@code nodes=N:ppn=P} (0 when not given)
 * @param exactNode  JOBNODEMATCHPOLICY EXACTNODE
 * @param access     which admin/standing reservations the request may use, and with which
 *                   affinity (empty: refused)
 * @param dedicated  the job takes whole idle nodes and shares them with no other job (QOS
 *                   DEDICATED, guide 7.3), whatever NODEACCESSPOLICY says
 * @param parts      the further requests of a multi-req job (same owner, walltime, access,
 *                   policy and dedication; their own tasks, resources and node filter); empty for
 *                   one request
 */
public record Request(
        String owner,
        String user,
        int tasks,
        Resources perTask,
        long walltime,
        int nodes,
        int tasksPerNode,
        boolean exactNode,
        Predicate<Node> nodeFilter,
        Function<Reservation, Optional<AclAffinity>> access,
        NodeAllocationPolicy policy,
        boolean dedicated,
        List<Request> parts) {

    /** A single request that shares nodes as NODEACCESSPOLICY says. */
    public Request(String owner, String user, int tasks, Resources perTask, long walltime, int nodes, int tasksPerNode,
                   boolean exactNode, Predicate<Node> nodeFilter, Function<Reservation, Optional<AclAffinity>> access,
                   NodeAllocationPolicy policy) {
        this(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, policy, false);
    }

    /** A single request. */
    public Request(String owner, String user, int tasks, Resources perTask, long walltime, int nodes, int tasksPerNode,
                   boolean exactNode, Predicate<Node> nodeFilter, Function<Reservation, Optional<AclAffinity>> access,
                   NodeAllocationPolicy policy, boolean dedicated) {
        this(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, policy,
                dedicated, List.of());
    }

    public Request {
        parts = parts == null ? List.of() : List.copyOf(parts);
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(perTask, "perTask");
        Objects.requireNonNull(nodeFilter, "nodeFilter");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(policy, "policy");
    }

    /** This request and its parts, in placement order. */
    List<Request> all() {
        if (parts.isEmpty()) {
            return List.of(this);
        }
        List<Request> out = new ArrayList<>(parts.size() + 1);
        out.add(this);
        out.addAll(parts);
        return out;
    }

    /** Total tasks, parts included. */
    public int totalTasks() {
        int t = tasks;
        for (Request p : parts) {
            t += p.tasks;
        }
        return t;
    }

    /** Access function refusing every reservation. */
    public static Optional<AclAffinity> noAccess(Reservation r) {
        return Optional.empty();
    }

    /** Total procs asked for, parts included. */
    public long procs() {
        long p = (long) tasks * perTask.procs();
        for (Request part : parts) {
            p += part.procs();
        }
        return p;
    }

    public Request withPolicy(NodeAllocationPolicy p) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, p,
                dedicated, parts.stream().map(x -> x.withPolicy(p)).toList());
    }

    /** This request (parts included) with another reservation access function. */
    public Request withAccess(Function<Reservation, Optional<AclAffinity>> a) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, a, policy,
                dedicated, parts.stream().map(x -> x.withAccess(a)).toList());
    }
}
