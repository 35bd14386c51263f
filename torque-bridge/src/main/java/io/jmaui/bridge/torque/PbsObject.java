package io.jmaui.bridge.torque;

import java.util.Map;
import java.util.Optional;

/**
 * One status object as pbs_server sent it: its name and attributes keyed by wire name, or by
 * {@code name.resource} for resource entries ({@code Resource_List.walltime}).
 */
public record PbsObject(String name, Map<String, String> attributes) {

    public PbsObject {
        attributes = Map.copyOf(attributes);
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(attributes.get(key));
    }

    public String getOr(String key, String fallback) {
        return attributes.getOrDefault(key, fallback);
    }
}
