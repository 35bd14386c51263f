package io.jmaui.scheduler.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A block of resources over a time interval (guide 7.1). Administrative reservations are part of
 * the snapshot because they outlive iterations; standing and job reservations are derived each
 * iteration from maui.cfg and the queue.
 *
 * @param start     epoch seconds
 * @param end       epoch seconds ({@link Times#INFINITY} for none)
 * @param hosts     hosts the reservation is locked to (empty: any host that fits)
 * @param taskCount tasks of {@code perTask} to reserve (0 with hosts: all of each host)
 * @param acl       who may use it; empty means nobody (a SYSTEM reservation that blocks everyone)
 * @param flags     Maui reservation flags, upper case (BYNAME, SPACEFLEX, ...)
 * @param tasksPerNode TPN: a node is taken only if it has room for at least this many tasks
 *                  (0: any room will do)
 */
public record Reservation(
        String id,
        ReservationType type,
        long start,
        long end,
        List<String> hosts,
        int taskCount,
        Resources perTask,
        List<AclEntry> acl,
        Set<String> flags,
        String owner,
        long priority,
        Set<String> features,
        String partition,
        int tasksPerNode) {

    public Reservation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(perTask, "perTask");
        hosts = FixedList.copyOf(hosts); // the class a job reservation's placement hands over (FixedList: why)
        acl = List.copyOf(acl);
        flags = Set.copyOf(flags);
        features = Set.copyOf(features);
        if (tasksPerNode < 0) {
            throw new IllegalArgumentException("tasksPerNode " + tasksPerNode + " < 0");
        }
    }

    /** A reservation without a TPN. */
    public Reservation(String id, ReservationType type, long start, long end, List<String> hosts, int taskCount,
                       Resources perTask, List<AclEntry> acl, Set<String> flags, String owner, long priority,
                       Set<String> features, String partition) {
        this(id, type, start, end, hosts, taskCount, perTask, acl, flags, owner, priority, features, partition, 0);
    }

    /**
     * Whether a job naming {@code name} (qsub -W x=ADVRES:name, QOS USERESERVED:name) means this
     * reservation: its id, or for a standing one ({@code name.0}, {@code name.1}) its SRCFG name.
     */
    public boolean isNamed(String name) {
        return id.equals(name) || type == ReservationType.STANDING && id.startsWith(name + ".")
                && id.indexOf('.', name.length() + 1) < 0;
    }

    /** This reservation on {@code newHosts} with {@code newTaskCount} tasks, all else kept. */
    public Reservation withHosts(List<String> newHosts, int newTaskCount) {
        return new Reservation(id, type, start, end, newHosts, newTaskCount, perTask, acl, flags, owner, priority,
                features, partition, tasksPerNode);
    }

    /** This reservation with tasks of {@code newPerTask}, all else kept. */
    public Reservation withPerTask(Resources newPerTask) {
        return new Reservation(id, type, start, end, hosts, taskCount, newPerTask, acl, flags, owner, priority,
                features, partition, tasksPerNode);
    }

    /** This reservation with TPN {@code tpn}, all else kept. */
    public Reservation withTasksPerNode(int tpn) {
        return new Reservation(id, type, start, end, hosts, taskCount, perTask, acl, flags, owner, priority,
                features, partition, tpn);
    }
}
