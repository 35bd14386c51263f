package io.jmaui.it.emulator;

import io.jmaui.pbs.message.PbsError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * RunJob host selection as pbs_server does it (wire doc 3.3; node_manager.c node_spec,
 * node_is_spec_acceptable): the destination, or when empty the job's {@code neednodes} (else
 * {@code procs}), read with the {@code -l nodes=} grammar — parts separated by {@code +}, each a
 * count ({@code 2:ppn=4:gpus=1}) or a host name followed by properties; {@code /digits} after a
 * name is skipped; naming a host twice accumulates slots and GPUs. A node is acceptable only if
 * up, online, has at least {@code gpus} GPUs in all, and has enough free slots, free GPUs and the
 * properties. A part without {@code gpus=} asks for none: pbs_server then gives the job no GPU,
 * whatever it asked at submission.
 */
final class Placement {

    private Placement() {
    }

    /** What one host gives a job: slots and GPUs. */
    record Ask(int slots, int gpus) {
        Ask plus(Ask o) {
            return new Ask(slots + o.slots, gpus + o.gpus);
        }
    }

    /** Slots and GPUs per host for the spec, or the refusal pbs_server would answer. */
    static Object plan(String spec, Map<String, EmuNode> nodes) {
        Map<String, Ask> plan = new LinkedHashMap<>();
        // free slots and GPUs per node, counted only for the nodes this spec looks at: a RunJob
        // naming one host must not cost a pass over every node of a 10,000-node cluster
        Map<String, Ask> free = new LinkedHashMap<>();
        for (String part : spec.split("\\+")) {
            String[] tokens = part.split(":");
            String first = tokens[0].replaceAll("/\\d+$", "");
            int ppn = 1;
            int gpus = 0;
            List<String> props = new ArrayList<>();
            for (int i = 1; i < tokens.length; i++) {
                String t = tokens[i];
                if (t.startsWith("ppn=")) {
                    ppn = Integer.parseInt(t.substring(4).replaceAll("[^0-9].*$", ""));
                } else if (t.startsWith("gpus=")) {
                    gpus = Integer.parseInt(t.substring(5).replaceAll("[^0-9].*$", ""));
                } else if (!t.contains("=") && !GPU_MODES.contains(t.toLowerCase(java.util.Locale.ROOT))) {
                    props.add(t);
                }
            }
            Ask ask = new Ask(ppn, gpus);
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
                    if (acceptable(free, e.getValue(), ask) && e.getValue().properties.containsAll(props)) {
                        take(free, plan, e.getKey(), ask);
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
                if (!node.usable() || !acceptable(free, node, ask) || !node.properties.containsAll(props)) {
                    return Refusal.of(PbsError.RESCUNAV, "REJHOST=" + first + " not available");
                }
                take(free, plan, first, ask);
            }
        }
        return plan;
    }

    /** The GPU mode words that may follow {@code gpus=} (node_manager.c proplist). */
    private static final Set<String> GPU_MODES = Set.of("exclusive_thread", "exclusive", "exclusive_process",
            "default", "shared", "reseterr");

    private static boolean acceptable(Map<String, Ask> free, EmuNode node, Ask ask) {
        Ask f = free.computeIfAbsent(node.name, n -> node.usable() ? new Ask(node.freeSlots(), node.freeGpus())
                : new Ask(0, 0));
        return node.gpus.length >= ask.gpus() && f.slots() >= ask.slots() && f.gpus() >= ask.gpus();
    }

    private static void take(Map<String, Ask> free, Map<String, Ask> plan, String host, Ask ask) {
        free.merge(host, new Ask(-ask.slots(), -ask.gpus()), Ask::plus);
        plan.merge(host, ask, Ask::plus);
    }

    /** TORQUE 6's exec_host: one entry per host with slot ranges, {@code n1/0-1+n2/3}. */
    static String execHost(Map<String, List<Integer>> slots) {
        List<String> entries = new ArrayList<>();
        slots.forEach((host, idx) -> entries.add(host + "/" + ranges(idx)));
        return String.join("+", entries);
    }

    /**
     * TORQUE's exec_gpus ({@code node03-gpu/1+node03-gpu/0}): each GPU taken, host by host in
     * placement order, goes before the first entry of the same or a later host order, as
     * node_manager.c add_gpu_to_hostlist inserts it. A spec that starts with a host name makes
     * that host order 0 and the others 1; one that starts with a count makes every host order 0
     * (save_node_for_adding with no first node). Null when no GPU was given.
     */
    static String execGpus(Map<String, List<Integer>> gpus, boolean namedFirst) {
        record Entry(String name, int order, int index) {
        }
        List<Entry> list = new ArrayList<>();
        boolean firstHost = true;
        for (Map.Entry<String, List<Integer>> e : gpus.entrySet()) {
            int order = firstHost || !namedFirst ? 0 : 1;
            firstHost = false;
            for (int index : e.getValue()) {
                Entry h = new Entry(e.getKey() + "-gpu", order, index);
                int at = 0;
                while (at < list.size() && h.order() > list.get(at).order()) {
                    at++;
                }
                list.add(at, h);
            }
        }
        if (list.isEmpty()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        list.forEach(h -> out.add(h.name() + "/" + h.index()));
        return String.join("+", out);
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

    /**
     * The slots a job asks for: {@code procs=N}, or the sum over its {@code nodes} spec of count
     * times ppn; one more with {@code software=NAME}, whose licence host a scheduler reading it as
     * Maui does adds to the RunJob host list (the anomaly check's expectation, not pbs_server's rule).
     */
    static int requestedSlots(EmuJob job) {
        return ownSlots(job) + (job.resources.containsKey("software") ? 1 : 0);
    }

    private static int ownSlots(EmuJob job) {
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

    /**
     * The GPUs a job asked for at submission: {@code gpus=} of each node spec part times its count,
     * else {@code -l gpus=} (gres {@code gpus:G}) or {@code ncpus=N:gpus=G} on each node.
     */
    static int requestedGpus(EmuJob job) {
        int total = 0;
        int nodeCount = 0;
        for (String part : job.resources.getOrDefault("nodes", "1").split("\\+")) {
            String[] t = part.split(":");
            int count = Character.isDigit(t[0].charAt(0)) ? Integer.parseInt(t[0]) : 1;
            nodeCount += count;
            for (String tok : t) {
                if (tok.startsWith("gpus=")) {
                    total += count * Integer.parseInt(tok.substring(5));
                }
            }
        }
        String gres = job.resources.getOrDefault("gres", "");
        int perNode = gres.startsWith("gpus:") ? Integer.parseInt(gres.substring(5).replaceAll("[^0-9].*$", ""))
                : Integer.parseInt(job.resources.getOrDefault("gpus", "0"));
        return total > 0 ? total : perNode * nodeCount;
    }
}
