package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The snapshot's nodes with where maui.cfg places them laid on: the partition {@link
 * NodeProfiles#partition} gives (guide 7.2, 12.1: NODECFG PARTITION, else the FEATUREPARTITIONHEADER
 * feature) and, for a node the resource manager gives no classes (TORQUE never does), the classes
 * of DEFAULTCLASSLIST. Idempotent; returns {@code nodes} itself when neither is configured.
 */
public final class NodePlacement {

    private NodePlacement() {
    }

    private static final Derived<Rules> RULES = Derived.of(Rules::of);

    public static List<Node> apply(MauiConfig cfg, List<Node> nodes) {
        // what maui.cfg lays on nodes is the config's alone (immutable): read once per config
        Rules rules = cfg.derived(RULES);
        NodeProfiles profiles = rules.profiles;
        boolean partitions = rules.partitions;
        Set<String> classes = rules.classes;
        if (!partitions && classes.isEmpty()) {
            return nodes;
        }
        List<Node> out = new ArrayList<>(nodes.size());
        boolean changed = false;
        for (Node n : nodes) {
            String p = partitions ? profiles.partition(n) : n.partition();
            Set<String> c = n.classes().isEmpty() ? classes : n.classes();
            Node m = p.equals(n.partition()) && c.equals(n.classes()) ? n
                    : new Node(n.name(), n.state(), n.configured(), n.available(), n.features(), p, c, n.load(), n.jobs());
            changed |= m != n;
            out.add(m);
        }
        return changed ? out : nodes;
    }

    /** The node profiles, whether they set partitions, and DEFAULTCLASSLIST, of one config. */
    private record Rules(NodeProfiles profiles, boolean partitions, Set<String> classes) {
        static Rules of(MauiConfig cfg) {
            NodeProfiles p = NodeProfiles.of(cfg);
            return new Rules(p, p.setsPartitions(), Set.copyOf(cfg.get(Parameters.DEFAULTCLASSLIST)));
        }
    }
}
