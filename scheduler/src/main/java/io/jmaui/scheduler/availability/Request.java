package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.ResourceSets;
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
 * @param accessPolicy the job's own node access policy (NACCESSPOLICY, {@code qsub -n}); null for
 *                   none: each node's applies
 * @param sets       the node sets the request must fall into (guide 8.3), {@link ResourceSets#NONE}
 *                   for none
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
        List<Request> parts,
        NodeAccessPolicy accessPolicy,
        ResourceSets sets) {

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

    /** A request with further parts, under each node's access policy, in no node set. */
    public Request(String owner, String user, int tasks, Resources perTask, long walltime, int nodes, int tasksPerNode,
                   boolean exactNode, Predicate<Node> nodeFilter, Function<Reservation, Optional<AclAffinity>> access,
                   NodeAllocationPolicy policy, boolean dedicated, List<Request> parts) {
        this(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, policy,
                dedicated, parts, null, ResourceSets.NONE);
    }

    public Request {
        parts = parts == null ? List.of() : List.copyOf(parts);
        sets = sets == null ? ResourceSets.NONE : sets;
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
        // most requests have no parts: no stream for them (a stream per job reservation was 0.5 % of a
        // simulation with four of them)
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access, p,
                dedicated, parts.isEmpty() ? parts : parts.stream().map(x -> x.withPolicy(p)).toList(), accessPolicy, sets);
    }

    /** This request (parts included) with another reservation access function. */
    public Request withAccess(Function<Reservation, Optional<AclAffinity>> a) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, a, policy,
                dedicated, parts.isEmpty() ? parts : parts.stream().map(x -> x.withAccess(a)).toList(), accessPolicy, sets);
    }

    /** This request under its own node access policy {@code p} (null: none). */
    public Request withAccessPolicy(NodeAccessPolicy p) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access,
                policy, dedicated, parts, p, sets);
    }

    /**
     * This request (parts included) for {@code seconds} only: what is free for that long, as a
     * preemptible backfill job asks (BACKFILLPOLICY PREEMPT, guide 8.4), which may run into what
     * is reserved later because it is preempted when that comes; or as long as it runs on nodes of
     * a given speed (USEMACHINESPEED, {@link MachineSpeeds}).
     */
    public Request withWalltime(long seconds) {
        return new Request(owner, user, tasks, perTask, seconds, nodes, tasksPerNode, exactNode, nodeFilter, access,
                policy, dedicated, parts.stream().map(x -> x.withWalltime(seconds)).toList(), accessPolicy, sets);
    }

    /** This request bound to node sets {@code s} ({@link ResourceSets#NONE}: none). */
    public Request withSets(ResourceSets s) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter, access,
                policy, dedicated, parts, accessPolicy, s);
    }

    /** This request with its node filter narrowed by {@code and} (parts included). */
    public Request narrowed(Predicate<Node> and) {
        return new Request(owner, user, tasks, perTask, walltime, nodes, tasksPerNode, exactNode, nodeFilter.and(and),
                access, policy, dedicated, parts.stream().map(x -> x.narrowed(and)).toList(), accessPolicy, sets);
    }
}
