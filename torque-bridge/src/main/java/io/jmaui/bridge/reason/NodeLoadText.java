package io.jmaui.bridge.reason;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.nodes.NodeLoad;

import java.util.Locale;

/**
 * Why a node takes no new work, or less of it, in checknode's words (guide 5.4):
 * {@code load 2.50 reached MAXLOAD 2.00: no new work}, {@code load 4.10 uses all 4 processors
 * (NODEAVAILABILITYPOLICY COMBINED): no new work}, {@code pbs_server reports it busy or
 * job-exclusive: no new work}, {@code load 2.70 under MAXLOAD 4.00 leaves 1 processor to new work}.
 */
public final class NodeLoadText {

    private NodeLoadText() {
    }

    /** The sentence for node {@code n} as the iteration saw it, null when nothing limits it. */
    public static String reason(MauiConfig cfg, Node n, NodeLoad.Verdict v) {
        if (v.cause() != null) {
            return switch (v.cause()) {
                case MAXLOAD -> String.format(Locale.ROOT, "load %.2f reached MAXLOAD %.2f: no new work", v.load(), v.maxLoad());
                case UTILIZED -> String.format(Locale.ROOT, "load %.2f uses all %d processors (NODEAVAILABILITYPOLICY %s):"
                        + " no new work", v.load(), n.configured().procs(), cfg.get(Parameters.NODEAVAILABILITYPOLICY)
                        .of(io.jmaui.scheduler.config.NodeAvailabilityPolicy.Resource.PROCS));
                case RESOURCE_MANAGER -> "pbs_server reports it busy or job-exclusive: no new work";
            };
        }
        if (n.state().acceptsWork() && v.procsNow() >= 0 && v.procsNow() < n.configured().procs()) {
            String by = v.maxLoad() > 0 && cfg.get(Parameters.NODELOADPOLICY).equals("ADJUSTPROCS")
                    ? String.format(Locale.ROOT, " under MAXLOAD %.2f", v.maxLoad()) : "";
            return String.format(Locale.ROOT, "load %.2f%s leaves %d processor%s to new work", v.load(), by,
                    v.procsNow(), v.procsNow() == 1 ? "" : "s");
        }
        return n.state() == NodeState.BUSY ? "no new work" : null;
    }
}
