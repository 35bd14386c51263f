package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.CheckNodeView;
import io.jmaui.bridge.view.NodesDiagView;
import io.jmaui.bridge.reason.NodeLoadText;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.nodes.NodeLoad;
import io.jmaui.scheduler.nodes.NodeProfiles;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.List;

/** checknode and diagnose -n from the latest iteration. */
final class NodeViews {

    private NodeViews() {
    }

    static CheckNodeView checknode(IterationReport r, MauiConfig cfg, String name) {
        Node n = r.snapshot().nodes().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElseThrow(() -> new RefusedException("cannot locate node '" + name + "'"));
        java.util.Set<String> jobs = new java.util.TreeSet<>(n.jobs());
        for (Job j : r.snapshot().jobs()) {
            if (j.state().isActive() && j.allocatedHosts().contains(name)) {
                jobs.add(j.id());
            }
        }
        for (var s : r.result().starts()) {
            if (s.hosts().contains(name)) {
                jobs.add(s.jobId());
            }
        }
        Resources held = NodeUsage.of(r).getOrDefault(name, Resources.ZERO);
        int dedicated = held.procs();
        var c = n.configured();
        NodeLoad load = NodeLoad.of(cfg);
        return new CheckNodeView(r.now(), n.name(), JobViews.nodeState(n), c.procs(), c.memMb(), c.swapMb(),
                c.diskMb(), dedicated, Math.max(0, c.procs() - dedicated), n.load(), n.partition(),
                n.features().stream().sorted().toList(), n.classes().stream().sorted().toList(), List.copyOf(jobs),
                ReservationViews.onNode(r, n), c.gpus(), held.gpus(), Math.max(0, c.gpus() - held.gpus()),
                c.gres().asMap(), held.gres().asMap(), cfg.node(name).frame().orElse(0), cfg.node(name).slot().orElse(0),
                NodeProfiles.of(cfg).nodeType(n).orElse(null), NodeLoadText.reason(cfg, n, load.verdict(n)), load.maxLoad(n),
                cfg.node(name).speed().orElse(1.0));
    }

    /**
     * diagnose -n [-t PARTITION] [NODE]: every node, those of one partition, or one node, with
     * what is free of what is configured (the resources the latest iteration holds on it), the
     * reservations on it, and why it takes no new work when its load says so.
     */
    static NodesDiagView diagnose(IterationReport r, MauiConfig cfg, String partition, List<String> names, boolean verbose) {
        java.util.Map<String, Resources> held = NodeUsage.of(r);
        java.util.Map<String, Integer> reservations = new java.util.HashMap<>();
        for (var res : r.result().reservations()) {
            new java.util.HashSet<>(res.hosts()).forEach(h -> reservations.merge(h, 1, Integer::sum));
        }
        NodeLoad load = NodeLoad.of(cfg);
        List<NodesDiagView.Row> rows = new java.util.ArrayList<>();
        for (Node n : r.snapshot().nodes()) {
            if (partition != null && !partition.equals(n.partition()) || !names.isEmpty() && !names.contains(n.name())) {
                continue;
            }
            var c = n.configured();
            Resources h = held.getOrDefault(n.name(), Resources.ZERO);
            NodeLoad.Verdict v = load.verdict(n);
            String why = v.cause() == null ? null : NodeLoadText.reason(cfg, n, v); // only what keeps work off it
            rows.add(new NodesDiagView.Row(n.name(), JobViews.nodeState(n), Math.max(0, c.procs() - h.procs()),
                    c.procs(), Math.max(0, c.memMb() - h.memMb()), c.memMb(), Math.max(0, c.diskMb() - h.diskMb()),
                    c.diskMb(), Math.max(0, c.swapMb() - h.swapMb()), c.swapMb(), cfg.node(n.name()).speed().orElse(1.0),
                    n.partition(), n.load(), reservations.getOrDefault(n.name(), 0),
                    n.classes().stream().sorted().toList(), n.features().stream().sorted().toList(),
                    why == null ? List.of() : List.of(why)));
        }
        for (String name : names) {
            if (rows.stream().noneMatch(x -> x.name().equals(name))) {
                throw new RefusedException("cannot locate node '" + name + "'"
                        + (partition == null ? "" : " in partition " + partition));
            }
        }
        return new NodesDiagView(r.now(), rows, verbose);
    }
}
