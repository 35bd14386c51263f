package io.jmaui.scheduler.config;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * NODEAVAILABILITYPOLICY (guide 5.4, appendix F): per resource, what makes a node's resource
 * taken. DEDICATED: what the jobs on it asked for; UTILIZED: what the node reports in use (the
 * load average for processors, what {@code availmem} leaves of memory); COMBINED (Maui's
 * default): the larger of the two. Written {@code <POLICY>[:<RESOURCE>] ...}: a word without a
 * resource is the default for every resource, {@code DEDICATED:PROCS COMBINED:MEM} sets two.
 *
 * @param fallback   the policy of a resource not named
 * @param byResource the policy of each resource named
 */
public record NodeAvailabilityPolicy(Kind fallback, Map<Resource, Kind> byResource) {

    /** How a resource's availability is judged. */
    public enum Kind {
        COMBINED,
        DEDICATED,
        UTILIZED;

        /** True when what the node reports in use counts. */
        public boolean countsUtilized() {
            return this != DEDICATED;
        }

        /** True when what the jobs on the node asked for counts. */
        public boolean countsDedicated() {
            return this != UTILIZED;
        }
    }

    /** The resources Maui lets a policy name (its MResourceType: PROCS, MEM, SWAP, DISK). */
    public enum Resource {
        PROCS,
        MEM,
        SWAP,
        DISK
    }

    /** Maui's default: COMBINED for every resource. */
    public static final NodeAvailabilityPolicy DEFAULT = new NodeAvailabilityPolicy(Kind.COMBINED, Map.of());

    public NodeAvailabilityPolicy {
        byResource = byResource.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(byResource));
    }

    /** The policy of {@code r}. */
    public Kind of(Resource r) {
        // most configs name no resource: no probe of the empty map for each node at every iteration
        return byResource.isEmpty() ? fallback : byResource.getOrDefault(r, fallback);
    }

    private static final String DESCRIBE = "one or more of COMBINED, DEDICATED, UTILIZED, each optionally"
            + " :PROCS, :MEM, :SWAP or :DISK (e.g. DEDICATED:PROCS COMBINED:MEM)";

    static ValueType<NodeAvailabilityPolicy> type() {
        return ValueType.of(DESCRIBE, NodeAvailabilityPolicy::parse, NodeAvailabilityPolicy::format);
    }

    private static NodeAvailabilityPolicy parse(String text) throws BadValue {
        Kind fallback = Kind.COMBINED;
        Map<Resource, Kind> by = new EnumMap<>(Resource.class);
        List<String> items = List.of(text.trim().split("[\\s,]+"));
        for (String item : items) {
            if (item.isEmpty()) {
                continue;
            }
            String[] pr = item.split(":", -1);
            if (pr.length > 2) {
                throw new BadValue(item, DESCRIBE);
            }
            Kind k = WordTypes.word(Kind.class, pr[0], DESCRIBE);
            if (pr.length == 1) {
                fallback = k;
            } else {
                by.put(resource(pr[1]), k);
            }
        }
        return new NodeAvailabilityPolicy(fallback, by);
    }

    /** PROC is the appendix's spelling of the format, PROCS its example's; both are processors. */
    private static Resource resource(String word) throws BadValue {
        String w = word.trim().toUpperCase(Locale.ROOT);
        return w.equals("PROC") ? Resource.PROCS : WordTypes.word(Resource.class, w, DESCRIBE);
    }

    private static String format(NodeAvailabilityPolicy p) {
        StringBuilder sb = new StringBuilder(p.fallback.name());
        for (Resource r : Resource.values()) {
            Kind k = p.byResource.get(r);
            if (k != null) {
                sb.append(' ').append(k.name()).append(':').append(r.name());
            }
        }
        return sb.toString();
    }
}
