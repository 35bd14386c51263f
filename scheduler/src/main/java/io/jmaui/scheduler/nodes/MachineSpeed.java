package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * USEMACHINESPEED (guide 5.2, appendix F: "job wallclock limits should be scaled by the machine
 * speed of the node(s) they are running on"): a running job's limit is divided by the slowest
 * NODECFG SPEED among its nodes, as Maui divides WCLIMIT. Planning only, and only ever shorter:
 * pbs_mom still ends the job at its own walltime, so a node slower than 1.0 cannot make it run
 * longer than that.
 */
public final class MachineSpeed {

    private final Map<String, Double> speeds;

    private MachineSpeed(Map<String, Double> speeds) {
        this.speeds = speeds;
    }

    /** The speeds of {@code nodes}, or null when USEMACHINESPEED is off or no node is faster than 1.0. */
    public static MachineSpeed of(MauiConfig cfg, List<Node> nodes) {
        if (!cfg.get(Parameters.USEMACHINESPEED)) {
            return null;
        }
        NodeProfiles profiles = NodeProfiles.of(cfg);
        Map<String, Double> speeds = new HashMap<>();
        for (Node n : nodes) {
            double s = profiles.speed(n);
            if (s > 1.0) {
                speeds.put(n.name(), s);
            }
        }
        return speeds.isEmpty() ? null : new MachineSpeed(speeds);
    }

    /** Each node's speed above 1.0 by name (the others run at 1.0). */
    public Map<String, Double> speeds() {
        return speeds;
    }

    /** {@code walltime} scaled by the slowest of {@code hosts} (a host not listed runs at 1.0). */
    public long scaled(long walltime, List<String> hosts) {
        if (walltime <= 0 || walltime == Times.INFINITY || hosts.isEmpty()) {
            return walltime;
        }
        double min = Double.MAX_VALUE;
        for (String h : hosts) {
            min = Math.min(min, speeds.getOrDefault(h, 1.0));
        }
        return min <= 1.0 ? walltime : Math.max(1, (long) (walltime / min));
    }
}
