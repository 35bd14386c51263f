package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.JobClass;
import java.util.Map;
import java.util.TreeMap;

/**
 * A TORQUE queue status object to a Maui class (wire doc 6.6): its {@code Priority} is the class
 * priority the CRED component uses unless CLASSCFG sets one; route queues are kept (marked
 * non-execution) so that the iteration can tell their jobs apart.
 */
public final class QueueMapper {

    private static final String MAX = "resources_max.";
    private static final String DEFAULT = "resources_default.";

    private QueueMapper() {
    }

    public static JobClass map(PbsObject o, MappingProblems problems) {
        String where = "queue " + o.name();
        long priority = 0;
        if (o.get("Priority").isPresent()) {
            var p = TorqueValues.integer(o.getOr("Priority", ""));
            if (p.isEmpty()) {
                problems.add(where, "Priority", o.getOr("Priority", ""), "is not an integer");
            }
            priority = p.orElse(0);
        }
        String type = o.getOr("queue_type", "Execution");
        boolean execution = type.regionMatches(true, 0, "Execution", 0, Math.max(1, type.length()));
        if (!execution && !type.regionMatches(true, 0, "Route", 0, Math.max(1, type.length()))) {
            problems.add(where, "queue_type", type, "is not Execution or Route");
        }
        Map<String, String> max = new TreeMap<>();
        Map<String, String> def = new TreeMap<>();
        o.attributes().forEach((k, v) -> {
            if (k.startsWith(MAX)) {
                max.put(k.substring(MAX.length()), v);
            } else if (k.startsWith(DEFAULT)) {
                def.put(k.substring(DEFAULT.length()), v);
            }
        });
        long maxWall = seconds(max.remove("walltime"), where, MAX + "walltime", problems);
        long defWall = seconds(def.remove("walltime"), where, DEFAULT + "walltime", problems);
        return new JobClass(o.name(), priority, execution, bool(o, "enabled", where, problems),
                bool(o, "started", where, problems), maxWall, defWall, max, def);
    }

    private static long seconds(String v, String where, String key, MappingProblems problems) {
        if (v == null) {
            return 0;
        }
        var s = TorqueValues.seconds(v);
        if (s.isEmpty()) {
            problems.add(where, key, v, "is not a time ([[DD:]HH:]MM:]SS)");
        }
        return s.orElse(0);
    }

    private static boolean bool(PbsObject o, String key, String where, MappingProblems problems) {
        String v = o.getOr(key, "False");
        Boolean b = TorqueValues.bool(v);
        if (b == null) {
            problems.add(where, key, v, "is not True or False");
            return false;
        }
        return b;
    }
}
