package io.jmaui.scheduler.allocation;

import java.util.Comparator;
import java.util.Set;

/**
 * A node allocation policy that takes the hosts a credential's jobs already hold before any
 * other, and otherwise keeps the configured order: the placement a job gets when its first one
 * would take its credential past a node limit (guide 6.2 MAXNODE counts the nodes a credential's
 * jobs use together, so tasks on a node it holds cost it nothing). Used only for that second
 * placement, so how the held hosts are ranked against each other matters little.
 */
public final class HeldHostsFirst implements NodeAllocationPolicy {

    private final Set<String> held;
    private final NodeAllocationPolicy then;
    private final Comparator<NodeCandidate> order;
    private final String name;

    public HeldHostsFirst(Set<String> held, NodeAllocationPolicy then) {
        this.held = Set.copyOf(held);
        this.then = then;
        // the availability keeps one static order per policy name: each held set is its own order
        this.name = then.name() + "+HELD" + new java.util.TreeSet<>(held);
        this.order = Comparator.<NodeCandidate>comparingInt(c -> this.held.contains(c.node().name()) ? 0 : 1)
                .thenComparing(then.order());
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        return order;
    }

    /**
     * False: the held hosts must be scanned first, so the order is a static one (a time-dependent
     * policy is scanned in node order and stops at the first nodes with room). Among the held
     * hosts and among the rest the configured policy orders what it can tell without time.
     */
    @Override
    public boolean dependsOnTime() {
        return false;
    }

    /** One held set of one credential, asked for one placement. */
    @Override
    public boolean forOneJob() {
        return true;
    }
}
