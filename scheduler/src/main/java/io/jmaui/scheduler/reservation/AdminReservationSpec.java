package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.Resources;

import java.util.List;
import java.util.Set;

/**
 * What an administrator asks for (setres, guide 7.1.2 and 7.1.5 "Reservation Attributes"): an active
 * time as start/end or start/duration, a hostlist and/or a task count of {@code perTask} tasks, an
 * ACL (empty: a SYSTEM reservation), flags and an owner. Checked by {@link AdminReservations#create}.
 *
 * @param id              reservation id, or null to have one generated ({@code SYSTEM.<n>})
 * @param start           epoch seconds
 * @param end             epoch seconds, or 0 when {@code duration} is given
 * @param duration        seconds, or 0 when {@code end} is given
 * @param hostExpressions host names and host expressions ({@code node0[1-9]}); empty for none
 * @param taskCount       tasks to reserve (0: one whole-node task per listed host)
 * @param perTask         one task's resources; null means a task is a whole node (PROCS=-1)
 * @param owner           {@code <CREDTYPE>:<CREDID>}, e.g. {@code USER:john}, or null
 */
public record AdminReservationSpec(
        String id,
        long start,
        long end,
        long duration,
        List<String> hostExpressions,
        int taskCount,
        Resources perTask,
        List<AclEntry> acl,
        Set<String> flags,
        String owner,
        Set<String> features,
        String partition) {

    public AdminReservationSpec {
        hostExpressions = List.copyOf(hostExpressions);
        acl = List.copyOf(acl);
        flags = Set.copyOf(flags);
        features = Set.copyOf(features);
    }

    /** The same request owned by {@code newOwner} ({@code USER:alice}). */
    public AdminReservationSpec ownedBy(String newOwner) {
        return new AdminReservationSpec(id, start, end, duration, hostExpressions, taskCount, perTask, acl, flags,
                newOwner, features, partition);
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Fluent builder; defaults: generated id, no hosts, no tasks, whole-node tasks, SYSTEM (no ACL). */
    public static final class Builder {
        private String id;
        private long start;
        private long end;
        private long duration;
        private List<String> hosts = List.of();
        private int taskCount;
        private Resources perTask;
        private List<AclEntry> acl = List.of();
        private Set<String> flags = Set.of();
        private String owner;
        private Set<String> features = Set.of();
        private String partition;

        private Builder() {
        }

        public Builder id(String v) { id = v; return this; }
        public Builder start(long v) { start = v; return this; }
        public Builder end(long v) { end = v; return this; }
        public Builder duration(long seconds) { duration = seconds; return this; }
        public Builder hosts(String... expressions) { hosts = List.of(expressions); return this; }
        public Builder taskCount(int v) { taskCount = v; return this; }
        public Builder perTask(Resources v) { perTask = v; return this; }
        public Builder acl(AclEntry... entries) { acl = List.of(entries); return this; }
        public Builder flags(String... v) { flags = Set.of(v); return this; }
        public Builder owner(String v) { owner = v; return this; }
        public Builder features(String... v) { features = Set.of(v); return this; }
        public Builder partition(String v) { partition = v; return this; }

        public AdminReservationSpec build() {
            return new AdminReservationSpec(id, start, end, duration, hosts, taskCount, perTask, acl, flags, owner,
                    features, partition);
        }
    }
}
