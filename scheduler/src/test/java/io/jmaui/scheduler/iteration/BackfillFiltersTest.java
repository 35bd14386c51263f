package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * showbf's other flags (the guide's showbf page): {@code -a}, {@code -g}, {@code -q}, {@code -c}
 * answer for a job of that account, group, QOS or class (the reservations it may use count as
 * free; a node that lists classes takes only those), and {@code -f}/{@code -m} look only at nodes
 * with those features or that much memory ("showbf -m '==256'", example 3's processors "only on
 * nodes with at least 512 MB").
 */
class BackfillFiltersTest {

    static final long T0 = at("2024-01-01T07:00");

    private static Node node(String name, long memMb, Set<String> features, Set<String> classes) {
        Resources r = new Resources(2, memMb, 0, 0);
        return new Node(name, NodeState.IDLE, r, r, features, "DEFAULT", classes, 0, List.of());
    }

    private static List<BackfillWindow> windows(MauiConfig cfg, Harness h, IterationResult r, Credentials c,
                                                java.util.function.Predicate<Node> nodes) {
        return BackfillWindowsFor.windows(cfg, h.snapshot(), r, c, nodes, ZoneOffset.UTC);
    }

    private static Credentials as(String group, String account, String jobClass, String qos) {
        return new Credentials("john", group, account, jobClass, qos);
    }

    @Test
    void accountGroupAndQosEachOpenTheReservationTheyAreListedIn() {
        MauiConfig cfg = cfg("SRCFG[phys] HOSTLIST=n1 ACCOUNTLIST=physics PERIOD=INFINITY\n"
                + "SRCFG[staff] HOSTLIST=n2 GROUPLIST=staff PERIOD=INFINITY\n"
                + "SRCFG[fast] HOSTLIST=n3 QOSLIST=high PERIOD=INFINITY\nQOSCFG[high] PRIORITY=1");
        Harness h = new Harness(cfg).nodes(node("n1", 256, Set.of(), Set.of()), node("n2", 256, Set.of(), Set.of()),
                node("n3", 256, Set.of(), Set.of()), node("n4", 256, Set.of(), Set.of()));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new BackfillWindow(T0, 1, 2, Times.INFINITY)), windows(cfg, h, r, as(null, null, null, null), null));
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)), windows(cfg, h, r, as(null, "physics", null, null), null));
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)), windows(cfg, h, r, as("staff", null, null, null), null));
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)), windows(cfg, h, r, as(null, null, null, "high"), null));
        assertEquals(List.of(new BackfillWindow(T0, 4, 8, Times.INFINITY)), windows(cfg, h, r, as("staff", "physics", null, "high"), null));
    }

    @Test
    void classFeaturesAndMemoryNarrowTheNodesLookedAt() {
        MauiConfig cfg = cfg();
        Harness h = new Harness(cfg).nodes(node("n1", 512, Set.of("fast"), Set.of("batch")),
                node("n2", 256, Set.of("fast", "io"), Set.of()), node("n3", 1024, Set.of(), Set.of("long")));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)), windows(cfg, h, r, as(null, null, "batch", null), null),
                "n3 takes only class long");
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)),
                windows(cfg, h, r, as(null, null, null, null), n -> n.features().contains("fast")));
        assertEquals(List.of(new BackfillWindow(T0, 2, 4, Times.INFINITY)),
                windows(cfg, h, r, as(null, null, null, null), n -> n.configured().memMb() >= 512));
        assertEquals(List.of(), windows(cfg, h, r, as(null, null, null, null), n -> n.configured().memMb() > 2048),
                "no procs available");
    }
}
