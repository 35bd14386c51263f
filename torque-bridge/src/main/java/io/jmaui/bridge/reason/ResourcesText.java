package io.jmaui.bridge.reason;

import io.jmaui.scheduler.iteration.InsufficientResources;
import io.jmaui.scheduler.model.Resources;
import java.util.TreeSet;

/**
 * The sentence for a job short of resources, naming the resource, the nodes counted and whether
 * it can ever run: {@code can never run: needs 7 procs, the cluster has 6 (6 on the largest
 * node)}, {@code insufficient resources: needs 1 procs on the 1 node with feature gpuish, 0 free}.
 */
final class ResourcesText {

    private ResourcesText() {
    }

    static String sentence(InsufficientResources r) {
        String need = amount(r.resource(), r.needed());
        return switch (r.fit()) {
            case NOW -> "insufficient resources: needs " + need + scope(r) + ", " + again(r.resource(), r.available())
                    + " free" + (mostOnOneNode(r) ? "; at most " + again(r.resource(), r.largestNode())
                    + " free on one node" : "");
            case NEVER_NODE -> "can never run: needs " + need + " on one node, the largest node" + which(r) + " has "
                    + again(r.resource(), r.available());
            case NEVER_TOTAL -> "can never run: needs " + need
                    + (r.resource().equals("NODES") ? " (JOBNODEMATCHPOLICY EXACTNODE)" : "") + ", " + nodes(r)
                    + (singular(r) ? " has " : " have ") + again(r.resource(), r.available())
                    + (r.resource().equals("NODES") ? "" : " (" + again(r.resource(), r.largestNode())
                    + " on the largest node)");
            case NO_NODE -> "can never run: " + noNode(r);
            case NODES_DOWN -> "waiting for nodes to come back: needs " + need + scope(r) + "; the " + count(r.nodes())
                    + " up " + (r.nodes() == 1 ? "has " : "have ") + again(r.resource(), r.available()) + ", "
                    + r.down() + " more " + (r.down() == 1 ? "is" : "are") + " down or drained";
        };
    }

    private static boolean singular(InsufficientResources r) {
        return r.features().isEmpty() && r.hosts().isEmpty() || r.nodes() + r.down() == 1;
    }

    /** A NOW shortfall where a task's share cannot be free on any one node (memory, GPUs, ...). */
    private static boolean mostOnOneNode(InsufficientResources r) {
        return !r.resource().equals(Resources.PROCS) && r.available() == 0 && r.largestNode() > 0;
    }

    private static String noNode(InsufficientResources r) {
        return switch (r.resource()) {
            case "FEATURES" -> "no node has " + features(r);
            case "CLASS" -> "no node" + which(r) + " accepts the job's class";
            case "HOSTS" -> "none of its requested hosts (" + String.join(", ", r.hosts()) + ") is a node it may use";
            default -> "JOBNODEMATCHPOLICY EXACTPROC: no node" + which(r) + " has exactly the procs its ppn asks";
        };
    }

    /** " on the 1 node with feature gpuish", " on its requested hosts n1, n2", or "". */
    private static String scope(InsufficientResources r) {
        if (!r.features().isEmpty()) {
            return " on the " + count(r.nodes() + r.down()) + " with " + features(r);
        }
        return r.hosts().isEmpty() ? "" : " on its requested hosts " + String.join(", ", r.hosts());
    }

    /** " with feature gpuish", " of its requested hosts", or "". */
    private static String which(InsufficientResources r) {
        if (!r.features().isEmpty()) {
            return " with " + features(r);
        }
        return r.hosts().isEmpty() ? "" : " of its requested hosts";
    }

    private static String nodes(InsufficientResources r) {
        if (r.features().isEmpty() && r.hosts().isEmpty()) {
            return "the cluster";
        }
        return "the " + count(r.nodes() + r.down()) + which(r);
    }

    private static String count(int nodes) {
        return nodes + (nodes == 1 ? " node" : " nodes");
    }

    private static String features(InsufficientResources r) {
        return (r.features().size() == 1 ? "feature " : "features ") + String.join(", ", new TreeSet<>(r.features()));
    }

    /** A second amount of the resource just named: {@code 6}, {@code 4096 MB}. */
    private static String again(String resource, long n) {
        return switch (resource) {
            case Resources.MEM, Resources.SWAP, Resources.DISK -> n + " MB";
            default -> Long.toString(n);
        };
    }

    /** {@code 8 procs}, {@code 8192 MB memory}, {@code 2 GPUs}, {@code 2 matlab}. */
    static String amount(String resource, long n) {
        return switch (resource) {
            case Resources.PROCS -> n + " procs";
            case Resources.MEM -> n + " MB memory";
            case Resources.SWAP -> n + " MB swap";
            case Resources.DISK -> n + " MB disk";
            case Resources.GPUS -> n + (n == 1 ? " GPU" : " GPUs");
            case "NODES" -> n + (n == 1 ? " node" : " nodes");
            default -> n + " " + resource;
        };
    }
}
