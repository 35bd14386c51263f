package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The simulated machine: what each node's running jobs use, and the nodes as a snapshot shows
 * them. A node's view is rebuilt only when a job starts or ends on it, and the list of views only
 * when one changed, so an iteration's snapshot costs nothing for the nodes nothing happened on.
 * It also guards the scheduler: a start on an unknown host or beyond a node's configured
 * resources fails the run with the time, job and host.
 */
final class SimulatedCluster {

    private final List<Node> nodes;
    /** Each node's configured resources, by position: read at every start and end on it (no list and record calls). */
    private final Resources[] configured;
    private final Map<String, Integer> index = new HashMap<>();
    /**
     * The same positions by the name objects themselves: a scheduler names the hosts with the
     * strings of the nodes it was shown, which are these nodes' names. The names {@code n1 ...}
     * or {@code node001 ...} have hashes that differ by 1, 31 and 961 per character, which a hash
     * map's folded low bits put into chains of two and three (2.8 % of a warm HPC2N reslimits run
     * was walking them); identity hashes are spread. Another string of the same name is found by name.
     */
    private final Map<String, Integer> byIdentity = new IdentityHashMap<>();
    private final Resources[] used;
    /** Per node, the ids of the jobs running on it in start order. */
    private final List<List<String>> on;
    private final Node[] views;
    /**
     * Each node's view while nothing runs on it: half the views an event changes are of nodes a job
     * left. Built with the cluster, not at a node's first idle view: every node's first view comes at
     * a run's first event, which in a JVM's first run is interpreted, so the compiled {@link #view}
     * never saw a missing one and trapped on all of them at the next run's first event (JFR: 180 ms
     * of C2 to compile it again, inside the bench's second run).
     */
    private final Node[] idleViews;
    /**
     * The positions whose view is null (not built since a change), each once: an event changes the
     * nodes of the jobs that started and ended, and a walk of every node for them cost the C1 code
     * of a JVM's first runs 1 % of a run.
     */
    private final int[] stale;
    private int staleCount;
    /** The last list of views made, null when none yet; out of date while a view is {@link #stale}. */
    private NodeList shown;
    private long freeProcs;

    SimulatedCluster(List<Node> nodes) {
        this.nodes = nodes;
        used = new Resources[nodes.size()];
        configured = new Resources[nodes.size()];
        on = new ArrayList<>(nodes.size());
        views = new Node[nodes.size()];
        idleViews = new Node[nodes.size()];
        stale = new int[nodes.size()];
        Arrays.fill(used, Resources.ZERO);
        for (int i = 0; i < nodes.size(); i++) {
            stale[staleCount++] = i;
            configured[i] = nodes.get(i).configured();
            index.put(nodes.get(i).name(), i);
            on.add(new ArrayList<>(2));
            idleViews[i] = idle(nodes.get(i));
            freeProcs += Math.max(0, nodes.get(i).configured().procs());
        }
        for (int i = 0; i < nodes.size(); i++) { // a name twice: its last node, by either map
            if (index.get(nodes.get(i).name()) == i) {
                byIdentity.put(nodes.get(i).name(), i);
            }
        }
    }

    /** Processors not used by running jobs, over all nodes. */
    long freeProcs() {
        return freeProcs;
    }

    /**
     * Takes {@code perTask} on each host (one per task) for job {@code id}; fails the run on an
     * unknown or overcommitted host. Gives each host's position, for {@link #release}: the names
     * are looked up once per start, not again when the job ends.
     */
    int[] hold(String id, Resources perTask, List<String> hosts, long now) {
        int[] slots = new int[hosts.size()];
        for (int k = 0; k < slots.length; ) {
            String host = hosts.get(k);
            // a node's tasks come one after the other: its name is looked up once (1 % of a run was the
            // look-ups), and what they take is added at once (a Resources per task was 4 % of the allocation).
            // Told by identity alone (the scheduler names hosts with the nodes' own strings): the next host's
            // name compared by String.equals, a call and a byte loop in C1 code, was 0.35 % of an HPC2N run.
            // A name of the same node in another string starts a run of its own on the same node, which
            // adds up to the same use
            int n = 1;
            while (k + n < slots.length && hosts.get(k + n) == host) {
                n++;
            }
            Integer at = byIdentity.get(host);
            if (at == null) {
                at = index.get(host);
            }
            if (at == null) {
                throw new IllegalStateException("t=" + now + ": job " + id + " started on unknown host " + host);
            }
            int i = at;
            Resources after = used[i].plusTimes(perTask, n);
            if (!configured[i].covers(after)) {
                throw new IllegalStateException("t=" + now + ": job " + id + " overcommits " + host
                        + ": " + after + " of " + configured[i]);
            }
            change(i, after);
            List<String> jobs = on.get(i);
            if (jobs.isEmpty() || jobs.get(jobs.size() - 1) != id) { // the last one is this job's only if this call added it
                jobs.add(id);
            }
            Arrays.fill(slots, k, k + n, i);
            k += n;
        }
        return slots;
    }

    /** Gives back what job {@code id} held on its hosts, at the positions {@link #hold} gave. */
    void release(String id, Resources perTask, int[] slots) {
        for (int k = 0; k < slots.length; ) {
            int i = slots[k];
            int n = 1;
            while (k + n < slots.length && slots[k + n] == i) {
                n++;
            }
            k += n;
            Resources after = used[i].plusTimes(perTask, -n);
            // a node left with nothing holds ZERO itself, as every node does at a run's start: the
            // JIT's code for Resources.plus then meets a ZERO operand at every start on an idle node,
            // not only at a run's first starts (which trapped, in the next run, code compiled without them)
            change(i, after.isZero() ? Resources.ZERO : after);
            on.get(i).remove(id);
        }
    }

    private void change(int i, Resources after) {
        long cap = configured[i].procs();
        freeProcs += Math.max(0, cap - after.procs()) - Math.max(0, cap - used[i].procs());
        used[i] = after;
        if (views[i] != null) {
            views[i] = null;
            stale[staleCount++] = i;
        }
    }

    /**
     * Every node as a snapshot shows it: state, free resources and jobs from what runs on it. The
     * last list with the views rebuilt since in place ({@link NodeList#with}: the chunks of nodes no
     * job started or ended on shared), not a copy of every view at every event.
     */
    List<Node> views() {
        if (shown == null || staleCount > 0) {
            Object[] fresh = new Object[staleCount];
            for (int k = 0; k < staleCount; k++) {
                int i = stale[k];
                views[i] = view(i);
                fresh[k] = views[i];
            }
            shown = shown == null ? NodeList.copyOf(Arrays.asList(views)) : shown.with(stale, staleCount, fresh);
            staleCount = 0;
        }
        return shown;
    }

    private Node view(int i) {
        return on.get(i).isEmpty() && used[i].isZero() ? idleViews[i] : build(i);
    }

    /** Node {@code n} as a snapshot shows it while nothing runs on it: {@link #build} of an idle node. */
    private static Node idle(Node n) {
        return new Node(n.name(), NodeState.IDLE, n.configured(), n.configured(), n.features(), n.partition(),
                n.classes(), 0.0, List.of());
    }

    private Node build(int i) {
        Node n = nodes.get(i);
        NodeState state = used[i].procs() == 0 ? NodeState.IDLE
                : used[i].procs() >= n.configured().procs() ? NodeState.BUSY : NodeState.RUNNING;
        return new Node(n.name(), state, n.configured(), n.configured().minus(used[i]), n.features(),
                n.partition(), n.classes(), 0.0, List.copyOf(on.get(i)));
    }
}
