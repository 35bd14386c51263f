package io.jmaui.bridge.torque;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
     * The RunJob destination for a start: {@code n1:ppn=2:gpus=1+n2:ppn=1}, one part per host in
     * order of first appearance, with the procs of its tasks as {@code ppn} and their GPUs and
     * MICs as {@code gpus=}/{@code mics=}: pbs_server allocates GPUs only when the destination asks
     * for them (node_manager.c node_spec; without {@code :gpus=} a GPU job runs without one, as
     * it did on a live TORQUE 6.1.3). Never slot ranges: pbs_server's RunJob parser stops at the
     * {@code -} of {@code n1/0-3} and silently gives one slot (wire doc 3.3).
     */
    public static String runJobDestination(StartJob s) {
        Map<String, long[]> perHost = new LinkedHashMap<>();
        for (int k = 0; k < s.hosts().size(); k++) {
            Resources t = s.task(k);
            long[] sum = perHost.computeIfAbsent(s.hosts().get(k), h -> new long[3]);
            sum[0] += t.procs();
            sum[1] += t.gpus();
            sum[2] += t.gres().get(JobRequests.MICS);
        }
        StringBuilder sb = new StringBuilder();
        perHost.forEach((host, sum) -> {
            if (sb.length() > 0) {
                sb.append('+');
            }
            sb.append(host).append(":ppn=").append(Math.max(1, sum[0]));
            if (sum[1] > 0) {
                sb.append(":gpus=").append(sum[1]);
            }
            if (sum[2] > 0) {
                sb.append(":mics=").append(sum[2]);
            }
        });
        return sb.toString();
    }

    /** The destination for hosts given one per one-proc task: {@code n1:ppn=2+n2:ppn=1}. */
    public static String runJobDestination(List<String> hostPerTask) {
        return runJobDestination(new StartJob("", hostPerTask, false));
    }
}
