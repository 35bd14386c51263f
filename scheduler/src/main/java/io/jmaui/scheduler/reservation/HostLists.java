package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.config.HostExpressions;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
            boolean any = false;
            for (Node n : nodes) {
                if (matches(expr, n.name())) {
                    hosts.add(n.name());
                    any = true;
                }
            }
            if (!any) {
                unmatched.add(expr);
            }
        }
        return new Resolution(new ArrayList<>(hosts), unmatched);
    }

    static boolean matches(String expression, String host) {
        return expression.equals(host) || HostExpressions.matches(expression, host);
    }
}
