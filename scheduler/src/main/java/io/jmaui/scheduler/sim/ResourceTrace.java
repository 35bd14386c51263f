package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Maui's resource trace (guide 16.2): one COMPUTENODE line of 21 fields per node, giving its
 * start state (AVAILABLE idle, DEFINED down, DRAINED drained), configured swap, memory, disk and
 * processors, features ({@code [amd][s1200]}) and run classes ({@code [batch:2]}).
 */
public final class ResourceTrace {

    static final int FIELDS = 21;

    private ResourceTrace() {
    }

    /** The nodes of a resource trace, in file order, with the lines that were reported and skipped. */
    public record Nodes(List<Node> nodes, List<TraceProblem> problems) {
        public Nodes {
            nodes = List.copyOf(nodes);
            problems = List.copyOf(problems);
        }
    }

    public static Nodes read(String source, String text) {
        List<Node> nodes = new ArrayList<>();
        List<TraceProblem> problems = new ArrayList<>();
        // the three reserved fields at the end are often left off
        for (TraceLines.Line line : TraceLines.read(source, text, FIELDS - 3, FIELDS, problems)) {
            String[] f = line.fields();
            int lineNo = line.number();
            if (!"COMPUTENODE".equals(f[0])) {
                problems.add(new TraceProblem(source, lineNo, "field 1 (resource type): \"" + f[0] + "\" is not COMPUTENODE"));
                continue;
            }
            NodeState state = switch (f[1]) {
                case "AVAILABLE" -> NodeState.IDLE;
                case "DEFINED" -> NodeState.DOWN;
                case "DRAINED" -> NodeState.DRAINED;
                default -> null;
            };
            if (state == null) {
                problems.add(new TraceProblem(source, lineNo,
                        "field 2 (event type): \"" + f[1] + "\" is not AVAILABLE, DEFINED or DRAINED"));
                continue;
            }
            try {
                Resources configured = new Resources((int) TraceLines.number(f, 8), TraceLines.number(f, 6), TraceLines.number(f, 5),
                        TraceLines.number(f, 7));
                nodes.add(new Node(f[3], state, configured, configured, bracketList(f[14]), "DEFAULT",
                        classNames(f[15]), 0.0, List.of()));
            } catch (NumberFormatException e) {
                problems.add(new TraceProblem(source, lineNo, e.getMessage()));
            }
        }
        return new Nodes(nodes, problems);
    }

    /** {@code [amd][s1200]} to {amd, s1200}; {@code [NONE]} to nothing. */
    static Set<String> bracketList(String field) {
        Set<String> out = new LinkedHashSet<>();
        for (String part : field.split("\\]")) {
            String item = part.replace("[", "").strip();
            if (!item.isEmpty() && !"NONE".equals(item)) {
                out.add(item);
            }
        }
        return out;
    }

    private static Set<String> classNames(String field) {
        Set<String> out = new LinkedHashSet<>();
        for (String item : bracketList(field)) {
            int colon = item.indexOf(':');
            out.add(colon >= 0 ? item.substring(0, colon) : item);
        }
        return out;
    }
}
