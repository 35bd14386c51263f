package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * A TORQUE node status object to a {@link Node} (wire doc 6.5).
 *
 * <p>State: {@code state} is {@code free} or a comma list; the worst member wins: down and
 * state-unknown are DOWN, offline is DRAINED, job-exclusive and busy are BUSY, reserve and
 * job-sharing are RUNNING; free is RUNNING when jobs are on the node, else IDLE. Resources:
 * {@code np} processors; memory from the MOM's {@code status} ({@code physmem}, with swap the
 * rest of {@code totmem}, and {@code availmem} as what is free); {@code gpus}, less the GPUs
 * {@code gpu_status} reports {@code gpu_state=Unavailable} (mode Prohibited: pbs_server never
 * gives them to a job, node_manager.c place_gpus_in_hostlist); {@code mics} as the generic
 * resource {@code mics}.
 */
public final class NodeMapper {

    private NodeMapper() {
    }

    public static Node map(PbsObject o, MappingProblems problems) {
        String where = "node " + o.name();
        List<String> jobs = jobIds(o.getOr("jobs", ""));
        NodeState state = state(o.getOr("state", "state-unknown"), !jobs.isEmpty(), where, problems);
        int np = 1;
        OptionalLong npValue = TorqueValues.integer(o.getOr("np", "1"));
        if (npValue.isPresent() && npValue.getAsLong() >= 0 && npValue.getAsLong() < Integer.MAX_VALUE) {
            np = (int) npValue.getAsLong();
        } else {
            problems.add(where, "np", o.getOr("np", ""), "is not a processor count");
        }
        Map<String, String> status = status(o.getOr("status", ""));
        long physmem = statusSize(status, "physmem", where, problems);
        long totmem = statusSize(status, "totmem", where, problems);
        long availmem = statusSize(status, "availmem", where, problems);
        long swap = Math.max(0, totmem - physmem);
        int gpus = Math.max(0, count(o, "gpus", where, problems) - unavailableGpus(o.getOr("gpu_status", "")));
        Gres mics = Gres.of(JobRequests.MICS, count(o, "mics", where, problems));
        Resources configured = new Resources(np, physmem, swap, 0, gpus, mics);
        Resources available = new Resources(np, Math.min(physmem, availmem > 0 ? availmem : physmem), swap, 0, gpus, mics);
        double load = 0;
        if (status.containsKey("loadave")) {
            try {
                load = Double.parseDouble(status.get("loadave"));
            } catch (NumberFormatException e) {
                problems.add(where, "status.loadave", status.get("loadave"), "is not a number");
            }
        }
        Set<String> features = new LinkedHashSet<>();
        for (String f : o.getOr("properties", "").split(",")) {
            if (!f.isBlank()) {
                features.add(f.strip());
            }
        }
        return new Node(o.name(), state, configured, available, features, "DEFAULT", Set.of(), load, jobs);
    }

    /** A device count attribute ({@code gpus}, {@code mics}); 0 when absent, reported when not a count. */
    private static int count(PbsObject o, String key, String where, MappingProblems problems) {
        String text = o.getOr(key, null);
        if (text == null) {
            return 0;
        }
        OptionalLong v = TorqueValues.integer(text);
        if (v.isEmpty() || v.getAsLong() < 0 || v.getAsLong() > 1 << 16) {
            problems.add(where, key, text, "is not a device count");
            return 0;
        }
        return (int) v.getAsLong();
    }

    /**
     * GPUs pbs_server will not allocate: {@code gpu_state=Unavailable} entries of
     * {@code gpu_status} ({@code gpu[0]=gpu_id=...;gpu_mode=Prohibited;gpu_state=Unavailable;...,gpu[1]=...},
     * process_mom_update.c).
     */
    static int unavailableGpus(String gpuStatus) {
        int n = 0;
        for (String field : gpuStatus.split("[,;]")) {
            if (field.strip().equals("gpu_state=Unavailable")) {
                n++;
            }
        }
        return n;
    }

    static NodeState state(String text, boolean hasJobs, String where, MappingProblems problems) {
        NodeState worst = null;
        for (String s : text.split(",")) {
            NodeState st = switch (s.strip()) {
                case "free" -> hasJobs ? NodeState.RUNNING : NodeState.IDLE;
                case "job-sharing", "reserve", "time-shared" -> NodeState.RUNNING;
                case "job-exclusive", "busy" -> NodeState.BUSY;
                case "offline" -> NodeState.DRAINED;
                case "down", "state-unknown" -> NodeState.DOWN;
                case "MOM-list-not-sent" -> null;
                default -> {
                    problems.add(where, "state", text, "has a state other than free, down, offline, "
                            + "job-exclusive, job-sharing, busy, reserve, state-unknown");
                    yield NodeState.UNKNOWN;
                }
            };
            if (st != null && (worst == null || st.ordinal() > worst.ordinal())) {
                worst = st;
            }
        }
        return worst == null ? NodeState.UNKNOWN : worst;
    }

    /** The job ids of {@code 0-1/12.srv,2/13.srv} (5.x+), {@code 0/12.srv, 1/12.srv} (2.5-4.2.3), in order, once each. */
    static List<String> jobIds(String text) {
        Set<String> ids = new LinkedHashSet<>();
        for (String token : text.split(",")) {
            String t = token.strip();
            int slash = t.indexOf('/');
            if (slash >= 0 && slash < t.length() - 1) {
                ids.add(t.substring(slash + 1));
            }
        }
        return new ArrayList<>(ids);
    }

    /** The MOM's {@code key=value,...} report; a value may hold spaces, so split on commas, then the first '='. */
    static Map<String, String> status(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String item : text.split(",")) {
            int eq = item.indexOf('=');
            if (eq > 0) {
                out.put(item.substring(0, eq).strip(), item.substring(eq + 1));
            }
        }
        return out;
    }

    private static long statusSize(Map<String, String> status, String key, String where, MappingProblems problems) {
        String v = status.get(key);
        if (v == null) {
            return 0;
        }
        OptionalLong mb = TorqueValues.megabytes(v);
        if (mb.isEmpty()) {
            problems.add(where, "status." + key, v, "is not a size (e.g. 24684092kb)");
        }
        return mb.orElse(0);
    }
}
