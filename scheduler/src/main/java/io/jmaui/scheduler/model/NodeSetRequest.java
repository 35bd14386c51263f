package io.jmaui.scheduler.model;

import java.util.List;

/**
 * A job's own node set request (guide 8.3, 13.3 NODESET): {@code <POLICY>:<ATTRIBUTE>[:<VALUE>[,<VALUE>]...]},
 * e.g. {@code ONEOF:FEATURE:switchA,switchB} or {@code ANYOF:PROCSPEED:450,500,650}. Each part
 * overrides the matching NODESETPOLICY, NODESETATTRIBUTE and NODESETLIST; NODESETDELAY stays the
 * system's (the guide: "each user can specify the equivalent of all parameters except
 * NODESETDELAY").
 *
 * @param policy    ONEOF, ANYOF or FIRSTOF, upper case
 * @param attribute FEATURE, MEMORY or PROCSPEED, upper case; null for the system's
 * @param values    the attribute values forming the sets; empty for the system's NODESETLIST
 */
public record NodeSetRequest(String policy, String attribute, List<String> values) {

    public NodeSetRequest {
        values = values == null ? List.of() : List.copyOf(values);
    }
}
