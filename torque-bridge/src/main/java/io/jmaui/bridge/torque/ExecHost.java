package io.jmaui.bridge.torque;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * TORQUE's {@code exec_host}: {@code n1/0+n1/1+n2/0} (2.5-4.5, one entry per slot) or
 * {@code n1/0-1+n2/0,2-5} (5.0-6.1, one entry per host with slot ranges), read as one host name
 * per allocated slot (wire doc 6.4). Soft node definitions make this the only truth about how
 * many distinct hosts a running job holds.
 */
public final class ExecHost {

    private static final int MAX_SLOTS_PER_ENTRY = 1 << 16;

    private ExecHost() {
    }

    static Optional<List<String>> slots(String text) {
        return slots(text, Map.of());
    }

    /**
     * The slots' hosts, each name the one string of {@code knownHosts} (name to itself) when it is
     * a known node's: 10,000 running jobs of 16 slots then hold no host names of their own.
     */
    static Optional<List<String>> slots(String text, Map<String, String> knownHosts) {
        List<String> hosts = new ArrayList<>();
        String host = null;
        for (String entry : text.strip().split("\\+")) {
            int slash = entry.indexOf('/');
            if (slash <= 0) {
                return Optional.empty();
            }
            // TORQUE 4 writes a host once per slot: the previous entry's name is looked up once
            if (host == null || host.length() != slash || !entry.startsWith(host)) {
                host = entry.substring(0, slash);
                host = knownHosts.getOrDefault(host, host);
            }
            for (String range : entry.substring(slash + 1).split(",")) {
                int dash = range.indexOf('-');
                try {
                    int from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash));
                    int to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1));
                    if (from < 0 || to < from || to - from >= MAX_SLOTS_PER_ENTRY) {
                        return Optional.empty();
                    }
                    for (int i = from; i <= to; i++) {
                        hosts.add(host);
                    }
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(hosts);
    }

    /**
     * The RunJob destination for hosts given one per task: {@code n1:ppn=2+n2:ppn=1}, hosts in
     * order of first appearance. Never slot ranges: pbs_server's RunJob parser stops at the
     * {@code -} of {@code n1/0-3} and silently gives one slot (wire doc 3.3).
     */
    public static String runJobDestination(List<String> hostPerTask) {
        java.util.Map<String, Integer> perHost = new java.util.LinkedHashMap<>();
        hostPerTask.forEach(h -> perHost.merge(h, 1, Integer::sum));
        StringBuilder sb = new StringBuilder();
        perHost.forEach((host, n) -> {
            if (sb.length() > 0) {
                sb.append('+');
            }
            sb.append(host).append(":ppn=").append(n);
        });
        return sb.toString();
    }
}
