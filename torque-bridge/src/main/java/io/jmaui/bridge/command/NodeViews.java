package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.CheckNodeView;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.List;

/** checknode from the latest iteration. */
final class NodeViews {

    private NodeViews() {
    }

    static CheckNodeView checknode(IterationReport r, io.jmaui.scheduler.config.MauiConfig cfg, String name) {
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
        return new CheckNodeView(r.now(), n.name(), JobViews.nodeState(n), c.procs(), c.memMb(), c.swapMb(),
                c.diskMb(), dedicated, Math.max(0, c.procs() - dedicated), n.load(), n.partition(),
                n.features().stream().sorted().toList(), n.classes().stream().sorted().toList(), List.copyOf(jobs),
                ReservationViews.onNode(r, n), c.gpus(), held.gpus(), Math.max(0, c.gpus() - held.gpus()),
                c.gres().asMap(), held.gres().asMap(), cfg.node(name).frame().orElse(0), cfg.node(name).slot().orElse(0),
                cfg.node(name).nodeType().orElse(null));
    }
}
