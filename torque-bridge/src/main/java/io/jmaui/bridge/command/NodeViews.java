package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.CheckNodeView;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import java.util.List;

/** checknode from the latest iteration. */
final class NodeViews {

    private NodeViews() {
    }

    static CheckNodeView checknode(IterationReport r, io.jmaui.scheduler.config.MauiConfig cfg, String name) {
        Node n = r.snapshot().nodes().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElseThrow(() -> new RefusedException("cannot locate node '" + name + "'"));
        int dedicated = 0;
        java.util.Set<String> jobs = new java.util.TreeSet<>(n.jobs());
        for (Job j : r.snapshot().jobs()) {
            if (j.state().isActive()) {
                long tasks = j.allocatedHosts().stream().filter(name::equals).count();
                if (tasks > 0) {
                    dedicated += (int) tasks * j.perTask().procs();
                    jobs.add(j.id());
                }
            }
        }
        for (var s : r.result().starts()) {
            long tasks = s.hosts().stream().filter(name::equals).count();
            if (tasks > 0) {
                int per = r.snapshot().jobs().stream().filter(j -> j.id().equals(s.jobId())).findFirst()
                        .map(j -> j.perTask().procs()).orElse(1);
                dedicated += (int) tasks * per;
                jobs.add(s.jobId());
            }
        }
        var c = n.configured();
        return new CheckNodeView(r.now(), n.name(), JobViews.nodeState(n), c.procs(), c.memMb(), c.swapMb(),
                c.diskMb(), dedicated, Math.max(0, c.procs() - dedicated), n.load(), n.partition(),
                n.features().stream().sorted().toList(), n.classes().stream().sorted().toList(), List.copyOf(jobs),
                ReservationViews.onNode(r, n), nodeCfg(cfg, name).frame().orElse(0),
                nodeCfg(cfg, name).slot().orElse(0), nodeCfg(cfg, name).nodeType().orElse(null));
    }

    private static io.jmaui.scheduler.config.NodeConfig nodeCfg(io.jmaui.scheduler.config.MauiConfig cfg, String name) {
        return cfg.node(name);
    }
}
