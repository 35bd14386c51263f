package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * RunJob host selection as pbs_server does it (wire doc 3.3): the destination, or when empty the
 * job's {@code neednodes} (else {@code procs}), read with the {@code -l nodes=} grammar — parts
 * separated by {@code +}, each a count ({@code 2:ppn=4}) or a host name followed by properties;
 * {@code /digits} after a name is skipped; naming a host twice accumulates slots. A node is
 * acceptable only if up, online and with enough free slots and the properties.
 */
final class Placement {

    private Placement() {
    }

    /** Slots per host for the spec, or the refusal pbs_server would answer. */
    static Object plan(String spec, Map<String, EmuNode> nodes) {
        Map<String, Integer> plan = new LinkedHashMap<>();
        // free slots per node, counted only for the nodes this spec looks at: a RunJob naming one
        // host must not cost a pass over every node of a 10,000-node cluster
        Map<String, Integer> free = new LinkedHashMap<>();
        for (String part : spec.split("\\+")) {
            String[] tokens = part.split(":");
            String first = tokens[0].replaceAll("/\\d+$", "");
            int ppn = 1;
            List<String> props = new ArrayList<>();
            for (int i = 1; i < tokens.length; i++) {
                String t = tokens[i];
                if (t.startsWith("ppn=")) {
                    ppn = Integer.parseInt(t.substring(4).replaceAll("[^0-9].*$", ""));
                } else if (!t.contains("=")) {
                    props.add(t);
                }
            }
            if (first.isEmpty()) {
                return Refusal.of(PbsError.UNKNODE, null);
            }
            if (Character.isDigit(first.charAt(0))) {
                int count = Integer.parseInt(first.replaceAll("[^0-9].*$", ""));
                int found = 0;
                for (var e : nodes.entrySet()) {
                    if (found == count) {
                        break;
                    }
                    if (free(free, e.getValue()) >= ppn && e.getValue().properties.containsAll(props)) {
                        free.merge(e.getKey(), -ppn, Integer::sum);
                        plan.merge(e.getKey(), ppn, Integer::sum);
                        found++;
                    }
                }
                if (found < count) {
                    return Refusal.of(PbsError.RESCUNAV, "Not enough nodes available");
                }
            } else {
                EmuNode node = nodes.get(first);
                if (node == null) {
                    return new Refusal(PbsError.UNKNODE, PbsError.UNKNODE.text());
                }
                if (!node.usable() || free(free, node) < ppn || !node.properties.containsAll(props)) {
                    return Refusal.of(PbsError.RESCUNAV, "REJHOST=" + first + " not available");
                }
                free.merge(first, -ppn, Integer::sum);
                plan.merge(first, ppn, Integer::sum);
            }
        }
        return plan;
    }

    private static int free(Map<String, Integer> free, EmuNode node) {
        return free.computeIfAbsent(node.name, n -> node.usable() ? node.freeSlots() : 0);
    }

    /** TORQUE 6's exec_host: one entry per host with slot ranges, {@code n1/0-1+n2/3}. */
    static String execHost(Map<String, List<Integer>> slots) {
        List<String> entries = new ArrayList<>();
        slots.forEach((host, idx) -> entries.add(host + "/" + ranges(idx)));
        return String.join("+", entries);
    }

    static String ranges(List<Integer> idx) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < idx.size()) {
            int j = i;
            while (j + 1 < idx.size() && idx.get(j + 1) == idx.get(j) + 1) {
                j++;
            }
            out.add(i == j ? Integer.toString(idx.get(i)) : idx.get(i) + "-" + idx.get(j));
            i = j + 1;
        }
        return String.join(",", out);
    }

    static Set<String> hostsOf(String execHost) {
        Set<String> hosts = new java.util.LinkedHashSet<>();
        for (String e : execHost.split("\\+")) {
            hosts.add(e.substring(0, e.indexOf('/')));
        }
        return hosts;
    }

    /** The slots a job asks for: {@code procs=N}, or the sum over its {@code nodes} spec of count times ppn. */
    static int requestedSlots(EmuJob job) {
        if (job.resources.containsKey("procs")) {
            return Integer.parseInt(job.resources.get("procs"));
        }
        int total = 0;
        for (String part : job.resources.getOrDefault("nodes", "1").split("\\+")) {
            String[] t = part.split(":");
            int count = Character.isDigit(t[0].charAt(0)) ? Integer.parseInt(t[0]) : 1;
            int ppn = 1;
            for (String tok : t) {
                if (tok.startsWith("ppn=")) {
                    ppn = Integer.parseInt(tok.substring(4));
                }
            }
            total += count * ppn;
        }
        return total;
    }
}
