package io.jmaui.scheduler.model;

import java.util.Map;
import java.util.Objects;

/**
 * A Maui class: a TORQUE execution queue. Its PBS {@code Priority} is the class priority unless
 * maui.cfg's CLASSCFG sets PRIORITY (guide 5.1.2, CRED component).
 *
 * @param priority           the queue's PBS {@code Priority} attribute (0 when unset)
 * @param maxWalltime        {@code resources_max.walltime}, seconds (0 = no limit)
 * @param defaultWalltime    {@code resources_default.walltime}, seconds (0 = none)
 * @param resourcesMax       other {@code resources_max.*} values, as the server sent them
 * @param resourcesDefault   other {@code resources_default.*} values
 */
public record JobClass(
        String name,
        long priority,
        boolean execution,
        boolean enabled,
        boolean started,
        long maxWalltime,
        long defaultWalltime,
        Map<String, String> resourcesMax,
        Map<String, String> resourcesDefault) {

    public JobClass {
        Objects.requireNonNull(name, "name");
        resourcesMax = Map.copyOf(resourcesMax);
        resourcesDefault = Map.copyOf(resourcesDefault);
    }

    /** An enabled, started execution queue with the given priority and no limits. */
    public static JobClass of(String name, long priority) {
        return new JobClass(name, priority, true, true, true, 0, 0, Map.of(), Map.of());
    }
}
