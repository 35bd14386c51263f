package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.model.Reason;

import java.util.List;

/**
 * A job that could start now across node sets waits for one set to hold it (guide 8.3,
 * NODESETDELAY): no set has room for it now, and one is expected within NODESETDELAY of now.
 *
 * @param setPolicy     NODESETPOLICY (or the job's own)
 * @param attribute     NODESETATTRIBUTE (or the job's own)
 * @param sets          the attribute values forming the sets (NODESETLIST), empty for all
 * @param delay         NODESETDELAY, seconds
 * @param earliestStart when a set is expected to hold it (its job reservation), 0 when unknown
 */
public record NodeSetWait(NodeSetPolicy setPolicy, NodeSetAttribute attribute, List<String> sets, long delay,
                          long earliestStart) implements Reason {

    public NodeSetWait {
        sets = List.copyOf(sets);
    }

    /** The reason for a job bound by {@code spec}. */
    public static NodeSetWait of(NodeSetSpec spec, long earliestStart) {
        return new NodeSetWait(spec.policy(), spec.attribute(), spec.values(), spec.delay(), earliestStart);
    }

    @Override
    public String policy() {
        return "NODESET";
    }

    @Override
    public String summary() {
        return "NODESET " + setPolicy + " " + attribute + (sets.isEmpty() ? "" : " sets=" + String.join(",", sets))
                + " no set holds the job now; NODESETDELAY " + delay;
    }
}
