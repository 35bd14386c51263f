package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.partition.JobPartitions;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How one iteration turns a job into what it asks of the availability ({@link Request}), and
 * what of a job decides whether its verdicts may be shared with jobs alike ({@link RefusalCache},
 * {@link FitCache}): its QOS flags, the reservations it must run in or may use, its partitions
 * and node sets. Reads the iteration's settings and policies; holds nothing of its own.
 */
final class JobRequests {

    private final IterationState st;
    /**
     * {@link #dedicated} and {@link #partitionsOpen} as the availability's setup and the refusal
     * cache take them: objects of classes, not method references bound at every iteration, which
     * C1 code (a simulation's early runs) makes through a method handle.
     */
    final Predicate<Job> dedicatedJobs = new Predicate<>() {
        @Override
        public boolean test(Job j) {
            return dedicated(j);
        }
    };
    final Function<Job, Object> partitionsOpenTo = new Function<>() {
        @Override
        public Object apply(Job j) {
            return partitionsOpen(j);
        }
    };

    JobRequests(IterationState st) {
        this.st = st;
    }

    /**
     * What the job asks of the availability. Its QOS shapes it (guide 7.3): DEDICATED takes whole
     * idle nodes, USERESERVED[:RESID] only the hosts of the reservations it may use (or of RESID),
     * IGNHOSTLIST drops the job's host list; the job's own ADVRES[:RESID] (guide 7.1.1) narrows it
     * as USERESERVED does.
     */
    Request request(Job j) {
        long w = st.planned(j);
        Function<Reservation, Optional<AclAffinity>> access = new JobReservationAccess(st.policies.reservations(), j);
        QosFlags f = st.qos.of(j);
        Job shaped = f.has(QosFlag.IGNHOSTLIST) && !j.requestedHosts().isEmpty()
                ? j.toBuilder().requestedHosts(List.of()).build() : j;
        Predicate<Node> reserved = null;
        String asked = reservationAsked(j, f);
        if (asked != null) {
            Set<String> hosts = reservedHostsFor(j, asked.isEmpty() ? null : asked);
            reserved = n -> hosts.contains(n.name());
        }
        boolean dedicated = dedicated(j);
        // ENABLEMULTINODEJOBS FALSE: all tasks on one node (nodes=1:ppn=tasks)
        JobPartitions in = st.partitions.forJob(j);
        Request q = new Request(j.id(), j.credentials().user(), j.tasks(), j.perTask(), w == Times.INFINITY ? 0 : w,
                st.multiNode ? j.nodes() : 1, st.multiNode ? j.tasksPerNode() : j.tasks(), st.settings.exactNode(),
                only(NodeFilter.forJob(shaped, st.settings.exactProc()), reserved), access,
                NodeAllocationPolicies.forJob(j, st.allocation), dedicated,
                parts(shaped, w, access, reserved, dedicated), AccessPolicies.of(j),
                f.has(QosFlag.SPAN) ? st.nodeSets.forJob(j) : st.partitions.scope(in, st.nodeSets.forJob(j)));
        // every part of the job keeps to the partitions it may use, all inside one of them unless its
        // QOS has SPAN (guide 7.2: it may use several at once; node sets still bind it)
        return in.bound() ? q.narrowed(n -> in.allowed().contains(n.partition())) : q;
    }

    /** A multi-req job's further requests, each with its own tasks, resources and features. */
    private List<Request> parts(Job j, long w, Function<Reservation, Optional<AclAffinity>> access,
                                Predicate<Node> reserved, boolean dedicated) {
        if (!j.isMultiReq()) {
            return List.of();
        }
        List<Request> parts = new ArrayList<>(j.extraReqs().size());
        for (Req q : j.extraReqs()) {
            parts.add(new Request(j.id(), j.credentials().user(), q.tasks(), q.perTask(), w == Times.INFINITY ? 0 : w,
                    q.nodes(), q.tasksPerNode(), st.settings.exactNode(),
                    only(NodeFilter.forReq(j, q, st.settings.exactProc()), reserved), access,
                    NodeAllocationPolicies.forJob(j, st.allocation), dedicated));
        }
        return parts;
    }

    /** {@code filter}, narrowed to the USERESERVED hosts when there are any (null: no narrowing). */
    private static Predicate<Node> only(Predicate<Node> filter, Predicate<Node> reserved) {
        return reserved == null ? filter : filter.and(reserved);
    }

    /** The hosts of the admin and standing reservations in force that admit the job (only {@code name} when given). */
    private Set<String> reservedHostsFor(Job j, String name) {
        Set<String> hosts = new HashSet<>();
        for (Reservation r : st.placed) {
            if ((name == null || r.isNamed(name)) && st.policies.reservations().access(j, r).isPresent()) {
                hosts.addAll(r.hosts());
            }
        }
        return hosts;
    }

    /**
     * The reservation the job must run in: its own ADVRES (qsub -W x=ADVRES[:RESID]) before its
     * QOS's USERESERVED[:RESID]; empty when any it may use will do, null when it need not.
     */
    String reservationAsked(Job j) {
        return reservationAsked(j, st.qos.of(j));
    }

    private static String reservationAsked(Job j, QosFlags f) {
        boolean useReserved = f.has(QosFlag.USERESERVED);
        if (j.advres() != null && (!j.advres().isEmpty() || !useReserved)) {
            return j.advres();
        }
        if (useReserved) {
            return f.reservation() == null ? "" : f.reservation();
        }
        return null;
    }

    /**
     * Whether the job takes whole nodes and shares them with no other job: its QOS has DEDICATED
     * (guide 7.3), or the job asked for it (NACCESSPOLICY SINGLEJOB, guide 13.3).
     */
    boolean dedicated(Job j) {
        return j.dedicatedNodes() || st.qos.of(j).has(QosFlag.DEDICATED);
    }

    /** The partitions the job may use, and whether at once (QOS SPAN): jobs alike in this may share cached verdicts. */
    Object partitionsOpen(Job j) {
        return st.qos.of(j).has(QosFlag.SPAN) ? List.of("SPAN", st.partitions.forJob(j).allowed()) : st.partitions.forJob(j).allowed();
    }

    /**
     * The kind of job {@code j} (request {@code q}, reservations {@code access} open to it) for the
     * {@link FitCache}, null when its fits may not be shared: a job whose refusals may not be
     * cached, or a request with node sets, further parts or whole nodes, whose verdict needs more
     * than counting tasks over nodes alike.
     */
    FitCache.Key fitKind(Job j, Request q, long access) {
        if (access < 0 || q.sets() != ResourceSets.NONE || !q.parts().isEmpty() || q.dedicated()) {
            return null;
        }
        return FitCache.key(j, access, partitionsOpen(j), q.accessPolicy(), q.policy().name());
    }

    /**
     * Whether the job's refusals may be cached and reused for jobs of its shape: nothing but its
     * size changes where it may go, and it does not wait for a node set (a larger job that no set
     * can hold may start across sets where this one waits).
     */
    boolean cacheable(Job j) {
        return RefusalCache.simple(j) && j.advres() == null && !j.dedicatedNodes() && !st.qos.of(j).shapesPlacement()
                && !st.nodeSets.waits(j);
    }
}
