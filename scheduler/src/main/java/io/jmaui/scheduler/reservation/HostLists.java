package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Resolves a HOSTLIST (names and host expressions, guide 7.1.5 example 2 and 5) against the
 * snapshot's nodes: hosts in HOSTLIST order (each expression's matches in node order), each once.
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
        if (expression.equals(host)) {
            return true;
        }
        String e = expression.startsWith("^") ? expression.substring(1) : expression;
        e = e.endsWith("$") ? e.substring(0, e.length() - 1) : e;
        try {
            return Pattern.compile(e).matcher(host).matches();
        } catch (PatternSyntaxException x) {
            return false;
        }
    }
}
