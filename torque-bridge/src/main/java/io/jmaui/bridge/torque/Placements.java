package io.jmaui.bridge.torque;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.NodeSetRequest;
import io.jmaui.scheduler.model.PlacementRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Where a job asks to be placed beyond its resources (guide 13.3), from its extension string and
 * TORQUE's own attributes:
 * <ul>
 *   <li>{@code x=NACCESSPOLICY:SINGLEJOB} (SHARED, SINGLEUSER, SINGLEJOB, SINGLETASK), else
 *   {@code qsub -n} ({@code node_exclusive = True}), which TORQUE runs alone on its nodes:
 *   SINGLEJOB;</li>
 *   <li>{@code x=PARTITION:math[:physics]...}: the partitions it may run in;</li>
 *   <li>{@code x=NODESET:ONEOF:FEATURE[:switchA,switchB]} (Maui's {@code <SETSELECTION>:<SETTYPE>[:<SETLIST>]}):
 *   its own node set;</li>
 *   <li>{@code x=NALLOCPOLICY:MINRESOURCE} (any NODEALLOCATIONPOLICY word): how its nodes are
 *   chosen, in place of the system's policy.</li>
 * </ul>
 * A value that is none of these is reported (the problem names the expected form) and left out.
 */
final class Placements {

    static final List<String> ACCESS = List.of("SHARED", "SINGLEUSER", "SINGLEJOB", "SINGLETASK");
    static final List<String> SET_POLICIES = List.of("ONEOF", "ANYOF", "FIRSTOF");
    static final List<String> SET_ATTRIBUTES = List.of("FEATURE", "MEMORY", "PROCSPEED", "NETWORK");

    /** TORQUE's job attribute for {@code qsub -n}. */
    static final String NODE_EXCLUSIVE = "node_exclusive";

    private Placements() {
    }

    static PlacementRequest of(RmExtension x, String nodeExclusive, Consumer<String> problem) {
        PlacementRequest p = PlacementRequest.NONE;
        Optional<String> access = x.value("NACCESSPOLICY");
        if (access.isPresent()) {
            String w = access.get().strip().toUpperCase(Locale.ROOT);
            if (ACCESS.contains(w)) {
                p = p.withAccessPolicy(w);
            } else {
                problem.accept("NACCESSPOLICY \"" + access.get() + "\" is not one of " + String.join(", ", ACCESS));
            }
        }
        if (p.accessPolicy() == null && nodeExclusive != null && Boolean.TRUE.equals(TorqueValues.bool(nodeExclusive))) {
            p = p.withAccessPolicy("SINGLEJOB");
        }
        Optional<String> partition = x.value("PARTITION");
        if (partition.isPresent()) {
            List<String> names = new ArrayList<>();
            for (String s : partition.get().split("[:,|\\s]+")) {
                if (!s.isBlank()) {
                    names.add(s.strip());
                }
            }
            if (names.isEmpty()) {
                problem.accept("PARTITION \"" + partition.get() + "\" names no partition (PARTITION:<name>[:<name>]...)");
            } else {
                p = p.withPartitions(names);
            }
        }
        Optional<String> set = x.value("NODESET");
        if (set.isPresent()) {
            NodeSetRequest r = nodeSet(set.get());
            if (r == null) {
                problem.accept("NODESET \"" + set.get() + "\" is not <" + String.join("|", SET_POLICIES) + ">:<"
                        + String.join("|", SET_ATTRIBUTES) + ">[:<value>[,<value>]...]");
            } else {
                p = p.withNodeSet(r);
            }
        }
        Optional<String> alloc = x.value("NALLOCPOLICY");
        if (alloc.isPresent()) {
            try {
                NodeAllocationPolicies.Lookup l = NodeAllocationPolicies.of(alloc.get());
                p = p.withAllocationPolicy(alloc.get().strip().toUpperCase(Locale.ROOT));
                if (l.warning() != null) {
                    problem.accept("NALLOCPOLICY: " + l.warning().replace("NODEALLOCATIONPOLICY ", ""));
                }
            } catch (IllegalArgumentException e) {
                problem.accept("NALLOCPOLICY \"" + alloc.get() + "\" is not one of "
                        + String.join(", ", NodeAllocationPolicies.names()));
            }
        }
        return p.isNone() ? PlacementRequest.NONE : p;
    }

    /** {@code ONEOF:FEATURE:switchA,switchB}, or null when it is not that form. */
    static NodeSetRequest nodeSet(String text) {
        String[] parts = text.strip().split(":", 3);
        String policy = parts[0].strip().toUpperCase(Locale.ROOT);
        if (!SET_POLICIES.contains(policy)) {
            return null;
        }
        String attribute = null;
        if (parts.length > 1 && !parts[1].isBlank()) {
            attribute = parts[1].strip().toUpperCase(Locale.ROOT);
            if (!SET_ATTRIBUTES.contains(attribute)) {
                return null;
            }
        }
        List<String> values = new ArrayList<>();
        if (parts.length > 2) {
            for (String v : parts[2].split("[:,|\\s]+")) {
                if (!v.isBlank()) {
                    values.add(v.strip());
                }
            }
        }
        return new NodeSetRequest(policy, attribute, values);
    }
}
