package io.jmaui.bridge.torque;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;

/**
 * One status object as pbs_server sent it: its name and attributes keyed by wire name, or by
 * {@code name.resource} for resource entries ({@code Resource_List.walltime}).
 *
 * <p>The attributes are handed over, not copied: the object keeps a read-only view of the map it
 * is given, and the caller no longer changes it. A poll builds one map per job, and copying
 * 100,000 of them cost as much as the rest of the mapping.
 */
public record PbsObject(String name, Map<String, String> attributes) {

    public PbsObject {
        attributes = Collections.unmodifiableMap(attributes);
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(attributes.get(key));
    }

    public String getOr(String key, String fallback) {
        return attributes.getOrDefault(key, fallback);
    }
}
