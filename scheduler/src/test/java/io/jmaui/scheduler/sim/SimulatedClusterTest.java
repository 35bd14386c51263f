package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link SimulatedCluster#hold} finds a host by the name object first: it gives the positions a
 * plain map of the names gives (a name twice: its last node), for hosts named by the nodes' own
 * strings and by copies of them, on random machines of a few to a few hundred nodes named
 * {@code nodeNNN}, some names twice; an unknown host still fails the run. Its views, with the
 * idle ones built with the cluster and a node left with nothing holding {@link Resources#ZERO}, are
 * those a plain sum of what each node's jobs hold gives, whether the views are asked for after
 * every change or after several (only the nodes changed since are built again).
 */
class SimulatedClusterTest {

    @Test
    void hostsByNameObjectOrCopy_givePositionsOfAPlainNameMap() {
        Random rnd = new Random(2026_11_28_04L);
        int copies = 0;
        int twice = 0;
        for (int round = 0; round < 300; round++) {
            int count = 1 + rnd.nextInt(rnd.nextBoolean() ? 8 : 300);
            List<Node> nodes = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                String name = "node" + String.format("%03d", i);
                if (i > 0 && rnd.nextInt(10) == 0) { // a name twice, as its own string or the same one
                    Node earlier = nodes.get(rnd.nextInt(i));
                    name = rnd.nextBoolean() ? earlier.name() : new String(earlier.name());
                }
                nodes.add(Node.idle(name, 1 + rnd.nextInt(4)));
            }
            Map<String, Integer> plain = new HashMap<>();
            for (int i = 0; i < count; i++) {
                plain.put(nodes.get(i).name(), i);
            }
            twice += count - plain.size();
            SimulatedCluster cluster = new SimulatedCluster(nodes);
            int jobs = 1 + rnd.nextInt(20);
            for (int j = 0; j < jobs; j++) {
                List<String> hosts = new ArrayList<>();
                int tasks = 1 + rnd.nextInt(6);
                for (int t = 0; t < tasks; t++) {
                    String name = nodes.get(rnd.nextInt(count)).name();
                    boolean copy = rnd.nextInt(3) == 0;
                    copies += copy ? 1 : 0;
                    hosts.add(copy ? new String(name) : name);
                }
                int[] want = new int[tasks];
                for (int t = 0; t < tasks; t++) {
                    want[t] = plain.get(hosts.get(t));
                }
                try {
                    int[] got = cluster.hold("j" + j, Resources.procs(0), hosts, 0);
                    assertArrayEquals(want, got, "round " + round + " hosts " + hosts);
                } catch (IllegalStateException e) {
                    throw new AssertionError("round " + round + ": " + e.getMessage(), e);
                }
            }
            String unknown = "node" + String.format("%03d", count);
            assertThrows(IllegalStateException.class,
                    () -> cluster.hold("x", Resources.procs(0), List.of(unknown), 0));
        }
        assertTrue(copies > 1000, copies + " hosts named by copies");
        assertTrue(twice > 500, twice + " names twice");
        assertEquals(0, new SimulatedCluster(List.of()).freeProcs());
    }

    @Test
    void viewsAfterRandomStartsAndEnds_areThoseOfThePlainSums() {
        Random rnd = new Random(2026_11_28_12L);
        int idleAgain = 0;
        int shared = 0;
        for (int round = 0; round < 200; round++) {
            int count = 1 + rnd.nextInt(rnd.nextBoolean() ? 4 : 40);
            List<Node> nodes = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                int procs = 1 + rnd.nextInt(4);
                nodes.add(Node.idle("node" + i, procs).withConfigured(new Resources(procs, 4096, 0, 0)));
            }
            SimulatedCluster cluster = new SimulatedCluster(nodes);
            // per node, each running job's tasks there in start order: the plain sums
            List<Map<String, List<Resources>>> held = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                held.add(new LinkedHashMap<>());
            }
            Map<String, int[]> slots = new LinkedHashMap<>();
            Map<String, Resources> perTask = new HashMap<>();
            for (int step = 0; step < 60; step++) {
                if (!slots.isEmpty() && rnd.nextInt(3) == 0) { // an end
                    String id = new ArrayList<>(slots.keySet()).get(rnd.nextInt(slots.size()));
                    cluster.release(id, perTask.get(id), slots.remove(id));
                    for (Map<String, List<Resources>> h : held) {
                        h.remove(id);
                    }
                } else { // a start where it fits
                    String id = "j" + step;
                    Resources task = rnd.nextInt(4) == 0 ? new Resources(0, 1 + rnd.nextInt(1024), 0, 0)
                            : new Resources(1, rnd.nextInt(3) * 512L, 0, 0);
                    List<String> hosts = new ArrayList<>();
                    int tasks = 1 + rnd.nextInt(3);
                    Resources[] after = new Resources[count];
                    for (int t = 0; t < tasks; t++) {
                        int i = rnd.nextInt(count);
                        Resources now = after[i] != null ? after[i] : sum(held.get(i));
                        Resources next = now.plus(task);
                        if (nodes.get(i).configured().covers(next)) {
                            after[i] = next;
                            hosts.add(nodes.get(i).name());
                        }
                    }
                    if (hosts.isEmpty()) {
                        continue;
                    }
                    slots.put(id, cluster.hold(id, task, hosts, step));
                    perTask.put(id, task);
                    for (String host : hosts) {
                        int i = Integer.parseInt(host.substring(4));
                        held.get(i).computeIfAbsent(id, k -> new ArrayList<>()).add(task);
                        shared += held.get(i).size() > 1 ? 1 : 0;
                    }
                }
                if (rnd.nextInt(3) == 0 && step < 59) {
                    continue; // no snapshot this step: the next one's views follow several changes
                }
                List<Node> views = cluster.views();
                for (int i = 0; i < count; i++) {
                    Node n = nodes.get(i);
                    Resources used = sum(held.get(i));
                    NodeState state = used.procs() == 0 ? NodeState.IDLE
                            : used.procs() >= n.configured().procs() ? NodeState.BUSY : NodeState.RUNNING;
                    Resources free = n.configured().minus(used);
                    Node want = new Node(n.name(), state, n.configured(), new Resources(free.procs(), free.memMb(),
                            free.swapMb(), free.diskMb()), n.features(), n.partition(), n.classes(), 0.0,
                            List.copyOf(held.get(i).keySet()));
                    assertEquals(want, views.get(i), "round " + round + " step " + step + " node " + i);
                    idleAgain += held.get(i).isEmpty() && step > 0 ? 1 : 0;
                }
            }
        }
        assertTrue(idleAgain > 10_000, idleAgain + " idle views after the first");
        assertTrue(shared > 1_000, shared + " tasks beside another job's");
    }

    /** What {@code tasks} hold together, summed field by field. */
    private static Resources sum(Map<String, List<Resources>> tasks) {
        int procs = 0;
        long mem = 0;
        for (List<Resources> job : tasks.values()) {
            for (Resources t : job) {
                procs += t.procs();
                mem += t.memMb();
            }
        }
        return new Resources(procs, mem, 0, 0);
    }
}
