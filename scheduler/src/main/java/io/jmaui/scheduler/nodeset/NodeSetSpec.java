package io.jmaui.scheduler.nodeset;

import java.util.List;
import java.util.Objects;

/**
 * The node set constraint of one job: the system's NODESET* parameters with the job's own NODESET
 * request laid over them (policy, attribute and list; NODESETDELAY stays the system's).
 *
 * @param policy    NODESETPOLICY
 * @param attribute NODESETATTRIBUTE
 * @param values    NODESETLIST: the attribute values that form sets, in order; empty for every
 *                  value the job's feasible nodes have (features alphabetically, numbers ascending)
 * @param priority  NODESETPRIORITYTYPE
 * @param tolerance NODESETTOLERANCE: a PROCSPEED set based at speed S takes nodes up to S * (1 + tolerance)
 * @param delay     NODESETDELAY, seconds
 */
public record NodeSetSpec(NodeSetPolicy policy, NodeSetAttribute attribute, List<String> values,
                          NodeSetPriority priority, double tolerance, long delay) {

    public NodeSetSpec {
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(priority, "priority");
        values = List.copyOf(values);
    }
}
