package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Some nodes of a scope ({@link Shortfalls.Scope}, the node constraints of a job), as
 * {@link Shortfalls} sums them once per scope per iteration: their positions, the most of each
 * resource one has, the sum, what is free now. Added node by node for every scope, so without
 * boxing or a Resources per node (20 MB per daemon iteration at 10,000 nodes before): the five
 * fixed resources are kept as primitives, only generic resources by name.
 */
final class ScopeNodes {

    /** Per resource a task needs: {tasks its free amount holds, most free on one node}. */
    record Fits(Map<String, long[]> byName) {

        long tasks(String name) {
            long[] v = byName.get(name);
            return v == null ? 0 : v[0];
        }

        long mostOnOneNode(String name) {
            long[] v = byName.get(name);
            return v == null ? 0 : v[1];
        }
    }

    /** The nodes of one scope ({@link Shortfalls.Scope}): all that would do whatever their state, and those of them up. */
    record Summary(String noNodeCause, ScopeNodes all, ScopeNodes up) {
    }

    int[] indices = new int[16];
    int size;
    private long largestProcs = Long.MIN_VALUE;
    private long largestMem = Long.MIN_VALUE;
    private long largestSwap = Long.MIN_VALUE;
    private long largestDisk = Long.MIN_VALUE;
    private long largestGpus = Long.MIN_VALUE;
    private final Map<String, Long> largestGres = new HashMap<>();
    private int procs;
    private long mem;
    private long swap;
    private long disk;
    private int gpus;
    private Gres gres = Gres.NONE;
    private Resources total;
    final Map<Resources, Fits> fits = new HashMap<>();
    /**
     * What is free now on these nodes, each distinct amount once with how many nodes have it, counted
     * once per version for every task shape: 10,000 nodes have a few dozen distinct amounts, and a
     * queue of GPU jobs has dozens of shapes (procs x GPUs x licences).
     */
    Map<Resources, int[]> free;
    int fitsAt = -1;

    void add(int i, Node n) {
        if (size == indices.length) {
            indices = java.util.Arrays.copyOf(indices, size * 2);
        }
        indices[size++] = i;
        Resources c = n.configured();
        largestProcs = Math.max(largestProcs, c.procs());
        largestMem = Math.max(largestMem, c.memMb());
        largestSwap = Math.max(largestSwap, c.swapMb());
        largestDisk = Math.max(largestDisk, c.diskMb());
        largestGpus = Math.max(largestGpus, c.gpus());
        if (!c.gres().isEmpty()) {
            c.gres().asMap().forEach((name, count) -> largestGres.merge(name, count, Math::max));
            gres = gres.plus(c.gres());
        }
        procs += c.procs();
        mem += c.memMb();
        swap += c.swapMb();
        disk += c.diskMb();
        gpus += c.gpus();
        total = null;
    }

    /** The most of resource {@code name} (a {@link Resources#names} name) one of these nodes has; 0 for none. */
    long largest(String name) {
        if (size == 0) {
            return 0;
        }
        return switch (name) {
            case Resources.PROCS -> largestProcs;
            case Resources.MEM -> largestMem;
            case Resources.SWAP -> largestSwap;
            case Resources.DISK -> largestDisk;
            case Resources.GPUS -> largestGpus;
            default -> largestGres.getOrDefault(name, 0L);
        };
    }

    /** What these nodes have configured, summed. */
    Resources total() {
        if (total == null) {
            total = new Resources(procs, mem, swap, disk, gpus, gres);
        }
        return total;
    }

    /**
     * The nodes of {@code scope}, all and up, and when none would do, which constraint leaves none:
     * FEATURES, CLASS, HOSTS or NODESIZE, checked in that order (the first that empties the list).
     */
    static Summary summarize(Shortfalls.Scope scope, List<Node> nodes) {
        int withFeatures = 0;
        int withClass = 0;
        int withHosts = 0;
        ScopeNodes all = new ScopeNodes();
        ScopeNodes up = new ScopeNodes();
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (!n.features().containsAll(scope.features())) {
                continue;
            }
            withFeatures++;
            if (scope.jobClass() != null && !n.classes().isEmpty() && !n.classes().contains(scope.jobClass())) {
                continue;
            }
            withClass++;
            if (!scope.hosts().isEmpty() && !scope.hosts().contains(n.name())) {
                continue;
            }
            withHosts++;
            if (scope.exactProcs() > 0 && n.configured().procs() != scope.exactProcs()) {
                continue;
            }
            all.add(i, n);
            if (NodeFilter.usable(n)) {
                up.add(i, n);
            }
        }
        String cause = withFeatures == 0 ? "FEATURES" : withClass == 0 ? "CLASS" : withHosts == 0 ? "HOSTS" : "NODESIZE";
        return new Summary(cause, all, up);
    }
}
