package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.NodeConfig;
import io.jmaui.scheduler.config.NodePriorityFunction;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Each node's allocation priority for NODEALLOCATIONPOLICY PRIORITY (guide 5.2.2.4): its NODECFG
 * PRIORITYF evaluated at the start of the iteration, or its PRIORITY when it has no function
 * (the guide's default function {@code PRIORITY}). Configured components (CPROCS, CMEM, CSWAP,
 * CDISK, CGPUS) are the node's; available ones (APROCS, AMEM, ASWAP, ADISK, AGPUS) what the
 * active jobs leave; JOBCOUNT the jobs on it; LOAD its load average; SPEED its PROCSPEED, else its
 * SPEED (1.0 when unset). USAGE, PREF and RESAFFINITY count 0: jmaui keeps no per-node usage
 * history, has no per-job node preferences, and orders reserved nodes by affinity itself.
 *
 * <p>{@code PRIORITYF='-CGPUS'} keeps CPU-only jobs off GPU nodes while other nodes have room
 * (GPU jobs can only use GPU nodes anyway), so a waiting GPU job does not find its node taken by
 * work that could have run elsewhere.
 */
public final class NodePriorities {

    /** Components jmaui evaluates as 0, with why. */
    private static final Map<String, String> ZERO = Map.of(
            "USAGE", "jmaui keeps no per-node usage history",
            "PREF", "jobs carry no node preferences",
            "RESAFFINITY", "reserved nodes are ordered by affinity before the function");

    private NodePriorities() {
    }

    /** Node name to priority (nodes with neither PRIORITY nor PRIORITYF are left out: 0); warnings for components counted 0. */
    public static Map<String, Double> of(MauiConfig cfg, Snapshot s, List<String> warnings) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (cfg.nodeConfigs().isEmpty()) {
            return out;
        }
        Map<String, Resources> held = null;
        Map<String, Integer> jobCount = null;
        Set<String> zeroed = new TreeSet<>();
        for (Node n : s.nodes()) {
            NodeConfig nc = cfg.node(n.name());
            double priority = nc.priority().isPresent() ? nc.priority().getAsLong() : 0;
            if (nc.priorityFunction().isEmpty()) {
                if (nc.priority().isPresent()) {
                    out.put(n.name(), priority);
                }
                continue;
            }
            NodePriorityFunction f = nc.priorityFunction().get();
            if (held == null) {
                held = new HashMap<>();
                jobCount = new HashMap<>();
                usage(s.jobs(), held, jobCount);
            }
            Resources c = n.configured();
            Resources a = c.minus(held.getOrDefault(n.name(), Resources.ZERO));
            int jobs = jobCount.getOrDefault(n.name(), 0);
            double speed = nc.procSpeed().isPresent() ? nc.procSpeed().getAsLong() : nc.speed().orElse(1.0);
            out.put(n.name(), f.evaluate(name -> switch (name) {
                case "CPROCS" -> c.procs();
                case "CMEM" -> c.memMb();
                case "CSWAP" -> c.swapMb();
                case "CDISK" -> c.diskMb();
                case "CGPUS" -> c.gpus();
                case "APROCS" -> Math.max(0, a.procs());
                case "AMEM" -> Math.max(0, a.memMb());
                case "ASWAP" -> Math.max(0, a.swapMb());
                case "ADISK" -> Math.max(0, a.diskMb());
                case "AGPUS" -> Math.max(0, a.gpus());
                case "JOBCOUNT" -> jobs;
                case "LOAD" -> n.load();
                case "PRIORITY" -> priority;
                case "SPEED" -> speed;
                default -> 0;
            }));
            f.components().stream().filter(ZERO::containsKey).forEach(zeroed::add);
        }
        zeroed.forEach(z -> warnings.add("NODECFG PRIORITYF component " + z + " counts 0: " + ZERO.get(z)));
        return out;
    }

    private static void usage(List<Job> jobs, Map<String, Resources> held, Map<String, Integer> jobCount) {
        for (Job j : jobs) {
            if (j.state().isActive()) {
                j.heldPerHost().forEach((h, r) -> {
                    held.merge(h, r, Resources::plus);
                    jobCount.merge(h, 1, Integer::sum);
                });
            }
        }
    }
}
