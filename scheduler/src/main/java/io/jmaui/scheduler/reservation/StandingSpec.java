package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.Resources;

import java.time.DayOfWeek;
import java.util.List;
import java.util.Set;

/**
 * One SRCFG block in the form the instance logic needs (guide 7.1.5 attribute table). Built from the
 * config's {@code StandingReservationConfig}; {@code perTask} {@link Resources#ZERO} is RESOURCES
 * PROCS=-1 (a task is a whole node); {@code endOffset} -1 means the period's end (24:00:00 or
 * 7:00:00:00).
 */
record StandingSpec(
        String name,
        boolean shared,
        List<AclEntry> acl,
        Set<DayOfWeek> days,
        int depth,
        long startOffset,
        long endOffset,
        Set<String> flags,
        List<String> hostList,
        Set<String> features,
        String owner,
        String partition,
        StandingWindows.Period period,
        long priority,
        Resources perTask,
        int taskCount,
        int tasksPerNode) {

    StandingSpec {
        acl = List.copyOf(acl);
        days = Set.copyOf(days);
        flags = Set.copyOf(flags);
        hostList = List.copyOf(hostList);
        features = Set.copyOf(features);
    }

    long effectiveEnd() {
        if (endOffset >= 0) {
            return endOffset;
        }
        return period == StandingWindows.Period.WEEK ? 7 * 86400L : 86400L;
    }
}
