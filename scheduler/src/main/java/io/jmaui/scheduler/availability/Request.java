package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What a job (or a floating reservation) asks of the availability: {@code tasks} tasks of
 * {@code perTask} each for {@code walltime} seconds, on nodes passing {@code nodeFilter}.
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
        boolean dedicated) {

    /** A request that shares nodes as NODEACCESSPOLICY says. */
    public Request(String owner, String user, int tasks, Resources perTask, long walltime, int nodes, int tasksPerNode,
                   boolean exactNode, Predicate<Node> nodeFilter, Function<Reservation, Optional<AclAffinity>> access,
                   NodeAllocationPolicy policy) {
        this(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, policy, false);
    }

    public Request {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(perTask, "perTask");
        Objects.requireNonNull(nodeFilter, "nodeFilter");
        Objects.requireNonNull(access, "access");
        Objects.requireNonNull(policy, "policy");
    }

    /** Access function refusing every reservation. */
    public static Optional<AclAffinity> noAccess(Reservation r) {
        return Optional.empty();
    }

    /** Total procs asked for. */
    public long procs() {
        return (long) tasks * perTask.procs();
    }

    public Request withPolicy(NodeAllocationPolicy p) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, p,
                dedicated);
    }
}
