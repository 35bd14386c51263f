package io.jmaui.bridge.torque;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * TORQUE's {@code nodes} resource, parsed: {@code 2:ppn=4:fast}, {@code n1+n2:ppn=2},
 * {@code 3:ppn=2+1:ppn=8:bigmem}, {@code 1:ppn=1:gpus=2}, with an optional
 * {@code #excl}/{@code #shared} suffix. Each {@code +} part asks for {@code count} nodes (or the
 * named host) with {@code ppn} processors, {@code gpus} GPUs and {@code mics} MICs each and the
 * listed properties. A leading word that is not a number is a host name when the server has such
 * a node, else a property (TORQUE reads it the same way). GPU modes after {@code gpus=}
 * ({@code exclusive_process}, {@code shared}, {@code reseterr}, ...) are pbs_server's business:
 * it re-appends them to the RunJob destination itself (wire doc 3.3), so they are skipped here.
 */
record NodeSpec(List<Part> parts, boolean exclusive) {

    /** GPU mode words pbs_server reads after {@code gpus=} (node_manager.c proplist); not properties. */
    private static final Set<String> GPU_MODES = Set.of("exclusive_thread", "exclusive", "exclusive_process",
            "default", "shared", "reseterr");

    record Part(int count, String host, int ppn, int gpus, int mics, Set<String> features) {
        Part {
            features = Set.copyOf(features);
        }
    }

    NodeSpec {
        parts = List.copyOf(parts);
    }

    int nodeCount() {
        return parts.stream().mapToInt(Part::count).sum();
    }

    int taskCount() {
        return parts.stream().mapToInt(p -> p.count() * p.ppn()).sum();
    }

    /** The ppn every part shares, or 0 when the parts differ. */
    int uniformPpn() {
        int ppn = parts.get(0).ppn();
        return parts.stream().allMatch(p -> p.ppn() == ppn) ? ppn : 0;
    }

    List<String> hosts() {
        List<String> out = new ArrayList<>();
        parts.forEach(p -> {
            if (p.host() != null) {
                out.add(p.host());
            }
        });
        return out;
    }

    /**
     * Features every part requires. A feature asked of only some parts cannot be expressed on a
     * single-request job, so it is dropped here (and reported by the caller) rather than demanded
     * of every node.
     */
    Set<String> commonFeatures() {
        Set<String> common = new LinkedHashSet<>(parts.get(0).features());
        parts.forEach(p -> common.retainAll(p.features()));
        return common;
    }

    /** Parses a node spec; empty when it is malformed (a zero or negative count, a bad ppn). */
    static Optional<NodeSpec> parse(String text, Set<String> knownHosts) {
        String s = text.strip();
        boolean exclusive = false;
        int hash = s.indexOf('#');
        if (hash >= 0) {
            exclusive = s.substring(hash + 1).equalsIgnoreCase("excl");
            s = s.substring(0, hash);
        }
        if (s.isEmpty()) {
            return Optional.empty();
        }
        List<Part> parts = new ArrayList<>();
        for (String partText : s.split("\\+", -1)) {
            String[] tokens = partText.split(":", -1);
            if (tokens[0].isEmpty()) {
                return Optional.empty();
            }
            int count = 1;
            String host = null;
            Set<String> features = new LinkedHashSet<>();
            if (tokens[0].chars().allMatch(Character::isDigit)) {
                if (tokens[0].length() > 9 || (count = Integer.parseInt(tokens[0])) <= 0) {
                    return Optional.empty();
                }
            } else if (knownHosts.contains(tokens[0])) {
                host = tokens[0];
            } else {
                features.add(tokens[0]);
            }
            int[] counts = {1, 0, 0};
            for (int i = 1; i < tokens.length; i++) {
                String t = tokens[i];
                int which = t.startsWith("ppn=") ? 0 : t.startsWith("gpus=") ? 1 : t.startsWith("mics=") ? 2 : -1;
                if (which >= 0) {
                    String v = t.substring(t.indexOf('=') + 1);
                    if (v.isEmpty() || v.length() > 6 || !v.chars().allMatch(Character::isDigit)) {
                        return Optional.empty();
                    }
                    counts[which] = Integer.parseInt(v);
                } else if (!t.isEmpty() && !t.contains("=") && !(counts[1] > 0 && GPU_MODES.contains(t.toLowerCase(java.util.Locale.ROOT)))) {
                    features.add(t);
                }
            }
            if (counts[0] <= 0) {
                return Optional.empty();
            }
            parts.add(new Part(count, host, counts[0], counts[1], counts[2], features));
        }
        return Optional.of(new NodeSpec(parts, exclusive));
    }
}
