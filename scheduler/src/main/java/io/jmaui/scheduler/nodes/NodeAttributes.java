package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The snapshot's nodes with their NODECFG attributes laid on (guide 12.4): {@code GRES=} sets the
 * named generic resources of the node's configured and available resources, replacing what the
 * resource manager reported under the same names. Setting is idempotent, so the daemon (for its
 * views) and the core may both apply it. Returns {@code nodes} itself when no node has a GRES
 * setting, so a cluster without any costs one pass over the NODECFG blocks.
 */
public final class NodeAttributes {

    private NodeAttributes() {
    }

    private static final Derived<Boolean> ANY_GRES =
            Derived.of(c -> c.nodeConfigs().values().stream().anyMatch(n -> !n.gres().isEmpty()));

    public static List<Node> apply(MauiConfig cfg, List<Node> nodes) {
        // read once per config (immutable), not at each of the simulator's events
        if (!cfg.derived(ANY_GRES)) {
            return nodes;
        }
        List<Node> out = new ArrayList<>(nodes.size());
        boolean changed = false;
        for (Node n : nodes) {
            Map<String, Long> gres = cfg.node(n.name()).gres();
            Node m = gres.isEmpty() ? n : withGres(n, gres);
            changed |= m != n;
            out.add(m);
        }
        return changed ? out : nodes;
    }

    private static Node withGres(Node n, Map<String, Long> counts) {
        Gres configured = n.configured().gres();
        Gres available = n.available().gres();
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            configured = configured.with(e.getKey(), e.getValue());
            available = available.with(e.getKey(), e.getValue());
        }
        if (configured.equals(n.configured().gres()) && available.equals(n.available().gres())) {
            return n;
        }
        Resources c = n.configured().withGres(configured);
        Resources a = n.available().withGres(available);
        return new Node(n.name(), n.state(), c, a, n.features(), n.partition(), n.classes(), n.load(), n.jobs());
    }
}
