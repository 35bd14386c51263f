package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.HostExpressions;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Resolves a HOSTLIST (names and host expressions, guide 7.1.5 example 2 and 5) against the
 * snapshot's nodes: hosts in HOSTLIST order (each expression's matches in node order), each once.
 * Names, ranges ({@code node0[1-9]}) and regular expressions ({@code node0[1-4]$}) are read by the
 * config's {@link HostExpressions}.
 */
final class HostLists {

    /** @param hosts resolved host names; {@code unmatched} the expressions that named no node */
    record Resolution(List<String> hosts, List<String> unmatched) {
        Resolution {
            hosts = List.copyOf(hosts);
            unmatched = List.copyOf(unmatched);
        }
    }

    private HostLists() {
    }

    static Resolution resolve(List<String> expressions, List<Node> nodes) {
        Set<String> hosts = new LinkedHashSet<>();
        List<String> unmatched = new ArrayList<>();
        for (String expr : expressions) {
            List<String> found = new ArrayList<>();
            Optional<List<String>> names = HostExpressions.expand(expr);
            if (names.isPresent()) {
                // the named nodes in node order, each once: a pass over the nodes asking a small set,
                // rather than a map of every node's position built at each iteration
                Set<String> named = new HashSet<>(names.get());
                Set<String> seen = new HashSet<>();
                for (Node n : nodes) {
                    if (named.contains(n.name()) && seen.add(n.name())) {
                        found.add(n.name());
                    }
                }
            } else {
                for (Node n : nodes) {
                    if (HostExpressions.matches(expr, n.name())) {
                        found.add(n.name());
                    }
                }
            }
            if (found.isEmpty()) {
                unmatched.add(expr);
            }
            hosts.addAll(found);
        }
        return new Resolution(new ArrayList<>(hosts), unmatched);
    }
}
