package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Resources;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;

/**
 * One standing reservation, {@code SRCFG[name]} (guide 7.1.5), with the guide's defaults: PERIOD
 * DAY, DEPTH 2, all DAYS, from STARTTIME 0 to ENDTIME end of the period, RESOURCES PROCS=-1 (each
 * task is a whole node), no TASKCOUNT (one task per HOSTLIST host), ACCESS DEDICATED.
 * STARTTIME and ENDTIME are seconds into the day, or into the week (from Sunday 00:00, so
 * {@code 1:08:00:00} is Monday 8:00) when PERIOD is WEEK.
 */
public final class StandingReservationConfig {

    /** {@link #resources()} procs meaning every processor of the node. */
    public static final int ALL_PROCS = ReservationValues.ALL_PROCS;

    private static final List<String> ACL_ATTRIBUTES =
            List.of("USERLIST", "GROUPLIST", "ACCOUNTLIST", "CLASSLIST", "QOSLIST", "JOBATTRLIST", "TIMELIMIT");

    private final String name;
    private final Map<String, String> raw;
    private final Map<String, Object> typed;
    private final List<AclEntry> acl;

    StandingReservationConfig(String name, Map<String, String> attributes) {
        this.name = name;
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        Map<String, Object> t = new HashMap<>();
        for (Map.Entry<String, String> e : attributes.entrySet()) {
            try {
                t.put(e.getKey(), ReservationAttributes.parse(e.getKey(), e.getValue()));
            } catch (BadValue ex) {
                throw new IllegalStateException(e.getKey() + "=" + e.getValue() + " passed the parser", ex);
            }
        }
        this.typed = t;
        List<AclEntry> entries = new ArrayList<>();
        for (String attribute : ACL_ATTRIBUTES) {
            entries.addAll(get(attribute, List.<AclEntry>of()));
        }
        if ("AND".equals(typed.get("TIMELOGIC"))) {
            entries.replaceAll(e -> e.target() == AclTarget.DURATION
                    ? new AclEntry(e.target(), e.value(), e.affinity(), true, e.excluded()) : e);
        }
        this.acl = List.copyOf(entries);
    }

    @SuppressWarnings("unchecked")
    private <T> T get(String attribute, T dflt) {
        return (T) typed.getOrDefault(attribute, dflt);
    }

    /**
     * The reservation's name: NAME when set (Maui 3.0's SRNAME[0] fast is read as SRCFG[0]
     * NAME=fast), else the SRCFG index. Its instances are named after it.
     */
    public String name() {
        return get("NAME", name);
    }

    /** The SRCFG index as written in maui.cfg. */
    public String index() {
        return name;
    }

    /** Who may use it: USERLIST, GROUPLIST, ACCOUNTLIST, CLASSLIST, QOSLIST, JOBATTRLIST, then TIMELIMIT. */
    public List<AclEntry> acl() {
        return acl;
    }

    public ReservationAccess access() {
        return get("ACCESS", ReservationAccess.DEDICATED);
    }

    public Optional<String> chargeAccount() {
        return Optional.ofNullable(get("CHARGEACCOUNT", null));
    }

    /** The days a DAY-period reservation exists on. */
    public Set<DayOfWeek> days() {
        return get("DAYS", Collections.unmodifiableSet(EnumSet.allOf(DayOfWeek.class)));
    }

    /** How many periods ahead reservations are kept. */
    public int depth() {
        return get("DEPTH", 2);
    }

    public long startTime() {
        return get("STARTTIME", 0L);
    }

    /** ENDTIME, else the end of the period (24:00:00 for DAY, 7:00:00:00 for WEEK, INFINITY). */
    public long endTime() {
        return get("ENDTIME", periodLength(period()));
    }

    static long periodLength(ReservationPeriod period) {
        return switch (period) {
            case DAY -> 86_400L;
            case WEEK -> 7 * 86_400L;
            case INFINITY -> io.jmaui.scheduler.model.Times.INFINITY;
        };
    }

    public Set<ReservationFlag> flags() {
        return get("FLAGS", Set.of());
    }

    /** HOSTLIST as written: names, ranges ({@code node0[1-9]}) or expressions; see {@link HostExpressions}. */
    public List<String> hostList() {
        return get("HOSTLIST", List.of());
    }

    public List<String> nodeFeatures() {
        return get("NODEFEATURES", List.of());
    }

    public Optional<ReservationOwner> owner() {
        return Optional.ofNullable(get("OWNER", null));
    }

    public Optional<String> partition() {
        return Optional.ofNullable(get("PARTITION", null));
    }

    public ReservationPeriod period() {
        return get("PERIOD", ReservationPeriod.DAY);
    }

    public long priority() {
        return get("PRIORITY", 0L);
    }

    /** One task's resources; procs {@link #ALL_PROCS} means all processors of the node. */
    public Resources resources() {
        return get("RESOURCES", new Resources(ALL_PROCS, 0, 0, 0));
    }

    /** TASKCOUNT; 0 means one task per HOSTLIST host. */
    public int taskCount() {
        return get("TASKCOUNT", 0);
    }

    /** TIMELIMIT in seconds: how long a job may overlap the reservation, empty when unset or -1. */
    public OptionalLong timeLimit() {
        return acl.stream().filter(e -> e.target() == AclTarget.DURATION)
                .mapToLong(e -> Long.parseLong(e.value())).findFirst();
    }

    /** TPN: least tasks per node on the nodes chosen (0: none). */
    public int tpn() {
        return get("TPN", 0);
    }

    /** TRIGGER (guide 7.1.5): what to run when an instance is created, starts or ends; empty for none. */
    public List<ReservationTrigger> triggers() {
        return get("TRIGGER", List.of());
    }

    /** Attribute (canonical, upper-case) to text as merged, sorted. */
    public Map<String, String> raw() {
        return raw;
    }

    @Override
    public String toString() {
        return "SRCFG[" + name + "] " + raw;
    }
}
