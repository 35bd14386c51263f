package io.jmaui.scheduler.config;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

/**
 * One node's maui.cfg settings, {@code NODECFG[name]} (guide 5.2, 12.2, appendix F): its
 * allocation PRIORITY and priority function PRIORITYF (5.2.2.4), SPEED, PROCSPEED, PARTITION,
 * FEATURES, MAXJOB, MAXJOBPERUSER, MAXLOAD, ACCESS, FRAME, SLOT, NODETYPE, and GRES, the node's
 * consumable generic resources (guide 12.4: {@code NODECFG[login32] GRES=matlab:2,prime:4}; each
 * line sets the counts it names, a name without a count is 9999 as in Maui).
 * {@link MauiConfig#node} merges in NODECFG[DEFAULT].
 */
public final class NodeConfig {

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.ofEntries(
            Map.entry("ACCESS", WordTypes.oneOf(NodeAccessPolicy.class)),
            Map.entry("FEATURES", ValueTypes.stringList()),
            Map.entry("FRAME", ValueTypes.intRange(1, 64)),
            Map.entry("GRES", gresCounts()),
            Map.entry("MAXJOB", ValueTypes.nonNegativeInt()),
            Map.entry("MAXJOBPERUSER", ValueTypes.nonNegativeInt()),
            Map.entry("MAXLOAD", ValueTypes.nonNegativeDouble()),
            Map.entry("NODETYPE", ValueTypes.string()),
            Map.entry("PARTITION", ValueTypes.string()),
            Map.entry("PRIORITY", ValueTypes.anyLong()),
            Map.entry("PRIORITYF", NodePriorityFunction.type()),
            Map.entry("PROCSPEED", ValueTypes.nonNegativeLong()),
            Map.entry("SLOT", ValueTypes.intRange(1, 32)),
            Map.entry("SPEED", ValueTypes.nonNegativeDouble())),
            Map.of(),
            Set.of("MAXLOAD"));

    private final String name;
    private final Map<String, String> raw;
    private final Map<String, Object> typed;

    NodeConfig(String name, Map<String, String> attributes) {
        this.name = name;
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        Map<String, Object> t = new TreeMap<>();
        attributes.forEach((k, v) -> t.put(k, SCHEMA.parseValidated(k, v)));
        this.typed = t;
    }

    private NodeConfig(NodeConfig other, String newName) {
        this.name = newName;
        this.raw = other.raw;
        this.typed = other.typed;
    }

    /** The same settings under another name (a node configured only through DEFAULT); nothing is re-parsed. */
    NodeConfig renamed(String newName) {
        return new NodeConfig(this, newName);
    }

    public String name() {
        return name;
    }

    /** PRIORITY, the admin's node priority (the PRIORITY component of PRIORITYF). */
    public OptionalLong priority() {
        Long v = (Long) typed.get("PRIORITY");
        return v == null ? OptionalLong.empty() : OptionalLong.of(v);
    }

    /** PRIORITYF, the node allocation priority function ({@code SPEED+ .01 * AMEM - 10 * JOBCOUNT}). */
    public Optional<NodePriorityFunction> priorityFunction() {
        return Optional.ofNullable((NodePriorityFunction) typed.get("PRIORITYF"));
    }

    /** SPEED, relative machine speed (1.0 is nominal). */
    public OptionalDouble speed() {
        return optDouble("SPEED");
    }

    /** PROCSPEED, processor speed (MHz). */
    public OptionalLong procSpeed() {
        Long v = (Long) typed.get("PROCSPEED");
        return v == null ? OptionalLong.empty() : OptionalLong.of(v);
    }

    public OptionalInt maxJob() {
        return optInt("MAXJOB");
    }

    public OptionalInt maxJobPerUser() {
        return optInt("MAXJOBPERUSER");
    }

    public OptionalDouble maxLoad() {
        return optDouble("MAXLOAD");
    }

    /** FRAME and SLOT (guide 12.1: frames 1 to 64, slots 1 to 32), for checknode's display. */
    public OptionalInt frame() {
        return optInt("FRAME");
    }

    public OptionalInt slot() {
        return optInt("SLOT");
    }

    /** NODETYPE (guide 12.2): the type an allocation manager charges the node's use at. */
    public Optional<String> nodeType() {
        return Optional.ofNullable((String) typed.get("NODETYPE"));
    }

    public Optional<NodeAccessPolicy> access() {
        return Optional.ofNullable((NodeAccessPolicy) typed.get("ACCESS"));
    }

    public Optional<String> partition() {
        return Optional.ofNullable((String) typed.get("PARTITION"));
    }

    /** GRES: generic resource counts by name, empty when not set. */
    @SuppressWarnings("unchecked")
    public Map<String, Long> gres() {
        return (Map<String, Long>) typed.getOrDefault("GRES", Map.of());
    }

    /** Maui's count for a GRES name given without one (MNode.c: a node-locked resource without a count). */
    static final long UNCOUNTED_GRES = 9999;

    /** {@code tape:4,matlab:2} (commas or white space between items; a later item of the same name wins). */
    static ValueType<Map<String, Long>> gresCounts() {
        String describe = "a list of name[:count] (e.g. tape:4,matlab:2)";
        return ValueType.of(describe, text -> {
            Map<String, Long> out = new TreeMap<>();
            for (String item : text.trim().split("[,|\\s]+")) {
                String[] nc = item.split(":", -1);
                if (nc.length > 2 || nc[0].isEmpty()) {
                    throw new BadValue(item, describe);
                }
                long count = nc.length == 1 ? UNCOUNTED_GRES : ValueTypes.parseLong(nc[1], describe);
                if (count < 0) {
                    throw new BadValue(item, describe);
                }
                out.put(nc[0], count);
            }
            return Collections.unmodifiableMap(out);
        }, v -> {
            StringBuilder sb = new StringBuilder();
            v.forEach((k, c) -> sb.append(sb.length() > 0 ? "," : "").append(k).append(':').append(c));
            return sb.toString();
        });
    }

    @SuppressWarnings("unchecked")
    public List<String> features() {
        return (List<String>) typed.getOrDefault("FEATURES", List.of());
    }

    /** Attribute (upper-case) to text as merged, sorted. */
    public Map<String, String> raw() {
        return raw;
    }

    private OptionalInt optInt(String k) {
        Integer v = (Integer) typed.get(k);
        return v == null ? OptionalInt.empty() : OptionalInt.of(v);
    }

    private OptionalDouble optDouble(String k) {
        Double v = (Double) typed.get(k);
        return v == null ? OptionalDouble.empty() : OptionalDouble.of(v);
    }

    @Override
    public String toString() {
        return "NODECFG[" + name + "] " + raw;
    }
}
