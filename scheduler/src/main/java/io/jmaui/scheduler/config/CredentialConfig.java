package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One credential's maui.cfg settings ({@code USERCFG[john] PRIORITY=2000 MAXJOB=2,4}): priority
 * (guide 5.1.2.1), fairshare target (6.3), QOS and partition access (7.3, 7.2), job flags, the
 * throttling limits (6.2) and, for a QOS, its service weights and targets (5.1.2.4, 5.1.2.5).
 * Values are as written; {@link MauiConfig#credential} merges in the DEFAULT entry first.
 */
public final class CredentialConfig {

    private static final Comparator<LimitKey> LIMIT_ORDER = Comparator.comparing(LimitKey::attributeName);

    private final CredentialKind kind;
    private final String name;
    private final Map<String, String> raw;
    private final OptionalLong priority;
    private final Optional<FsTarget> fsTarget;
    private final List<String> qosList;
    private final QosListType qosListType;
    private final Optional<String> qosDefault;
    private final List<String> partitionList;
    private final Optional<String> partitionDefault;
    private final Set<String> flags;
    private final Map<LimitKey, LimitValue> limits;
    private final Map<String, LimitValue> gresLimits;
    private final OptionalLong qtWeight;
    private final OptionalLong xfWeight;
    private final OptionalLong qtTarget;
    private final OptionalDouble xfTarget;

    @SuppressWarnings("unchecked")
    CredentialConfig(CredentialKind kind, String name, Map<String, String> attributes) {
        this.kind = kind;
        this.name = name;
        Map<String, Object> typed = new LinkedHashMap<>();
        Map<LimitKey, LimitValue> lim = new TreeMap<>(LIMIT_ORDER);
        Map<String, LimitValue> gres = new TreeMap<>();
        for (Map.Entry<String, String> e : attributes.entrySet()) {
            Object v = parseValidated(e.getKey(), e.getValue());
            Optional<LimitKey> key = LimitKeys.parse(e.getKey());
            Optional<String> gresName = CredentialAttributes.gresLimit(e.getKey());
            if (gresName.isPresent()) {
                gres.put(gresName.get(), (LimitValue) v);
            } else if (key.isPresent()) {
                lim.put(key.get(), (LimitValue) v);
            } else {
                typed.put(e.getKey(), v);
            }
        }
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        this.limits = Collections.unmodifiableMap(lim);
        this.gresLimits = Collections.unmodifiableMap(gres);
        this.priority = optLong(typed.get("PRIORITY"));
        this.fsTarget = Optional.ofNullable((FsTarget) typed.get("FSTARGET"));
        List<String> qlist = (List<String>) typed.getOrDefault("QLIST", List.of());
        String qdef = (String) typed.get("QDEF");
        QosListType type = QosListType.of(qlist.isEmpty() ? "" : qlist.get(qlist.size() - 1));
        this.qosList = type != QosListType.OR ? qlist.subList(0, qlist.size() - 1) : qlist;
        if (qdef != null && (qdef.endsWith("&") || qdef.endsWith("^"))) {
            // Maui reads the mark on QDEF as on QLIST: it sets how the access list combines
            type = QosListType.of(qdef.substring(qdef.length() - 1));
            qdef = qdef.substring(0, qdef.length() - 1);
        }
        this.qosListType = type;
        this.qosDefault = Optional.ofNullable(qdef);
        this.partitionList = (List<String>) typed.getOrDefault("PLIST", List.of());
        this.partitionDefault = Optional.ofNullable((String) typed.get("PDEF"));
        this.flags = Collections.unmodifiableSet(new TreeSet<>((List<String>) typed.getOrDefault("FLAGS", List.of())));
        this.qtWeight = optLong(typed.get("QTWEIGHT"));
        this.xfWeight = optLong(typed.get("XFWEIGHT"));
        this.qtTarget = optLong(typed.get("QTTARGET"));
        Double xf = (Double) typed.get("XFTARGET");
        this.xfTarget = xf == null ? OptionalDouble.empty() : OptionalDouble.of(xf);
    }

    private static Object parseValidated(String attribute, String text) {
        try {
            return CredentialAttributes.parse(attribute, text);
        } catch (BadValue e) {
            throw new IllegalStateException(attribute + "=" + text + " passed the parser but is not " + e.expected(), e);
        }
    }

    private static OptionalLong optLong(Object v) {
        return v == null ? OptionalLong.empty() : OptionalLong.of((Long) v);
    }

    private CredentialConfig(CredentialConfig other, String newName) {
        this.kind = other.kind;
        this.name = newName;
        this.raw = other.raw;
        this.priority = other.priority;
        this.fsTarget = other.fsTarget;
        this.qosList = other.qosList;
        this.qosListType = other.qosListType;
        this.qosDefault = other.qosDefault;
        this.partitionList = other.partitionList;
        this.partitionDefault = other.partitionDefault;
        this.flags = other.flags;
        this.limits = other.limits;
        this.gresLimits = other.gresLimits;
        this.qtWeight = other.qtWeight;
        this.xfWeight = other.xfWeight;
        this.qtTarget = other.qtTarget;
        this.xfTarget = other.xfTarget;
    }

    /** The same settings under another name (a credential configured only through DEFAULT); nothing is re-parsed. */
    CredentialConfig renamed(String newName) {
        return new CredentialConfig(this, newName);
    }

    /** USER, GROUP, ACCOUNT, CLASS or QOS; null for SYSTEMCFG. */
    public CredentialKind kind() {
        return kind;
    }

    public String name() {
        return name;
    }

    /** PRIORITY, the credential's part of the CRED priority component (5.1.2.1). */
    public OptionalLong priority() {
        return priority;
    }

    /** FSTARGET, a percentage of delivered resources (6.3). */
    public Optional<FsTarget> fsTarget() {
        return fsTarget;
    }

    /** QLIST: the QOS this credential may use; a number range {@code 4-8} is listed as 4, 5, 6, 7, 8. */
    public List<String> qosList() {
        return qosList;
    }

    /** True when QLIST ends in {@code &}: fs.cfg's "AND list rather than an OR list". */
    public boolean qosListAnd() {
        return qosListType == QosListType.AND;
    }

    /** How QLIST (with QDEF) combines with the job's other credentials' lists (guide 7.3, fs.cfg). */
    public QosListType qosListType() {
        return qosListType;
    }

    /** QDEF: the QOS its jobs get when they ask for none. */
    public Optional<String> qosDefault() {
        return qosDefault;
    }

    /** PLIST: the partitions its jobs may use. */
    public List<String> partitionList() {
        return partitionList;
    }

    /** PDEF: the partition its jobs use by default. */
    public Optional<String> partitionDefault() {
        return partitionDefault;
    }

    /** FLAGS (QFLAGS for a QOS, JOBFLAGS in fs.cfg), upper-case as written, sorted. */
    public Set<String> flags() {
        return flags;
    }

    /** Every limit set, sorted by attribute name. */
    public Map<LimitKey, LimitValue> limits() {
        return limits;
    }

    /**
     * MAXGRES limits by resource ({@code MAXGRES[gpus]=4} as {@code GPUS}, {@code MAXGRES[matlab]=2}):
     * what the credential's active jobs may hold of the GPUs or a generic resource, sorted.
     */
    public Map<String, LimitValue> gresLimits() {
        return gresLimits;
    }

    public Optional<LimitValue> limit(LimitKey key) {
        return Optional.ofNullable(limits.get(key));
    }

    /** QOS QTWEIGHT: added to QUEUETIMEWEIGHT for this QOS's jobs (5.1.2.4.1). */
    public OptionalLong qtWeight() {
        return qtWeight;
    }

    /** QOS XFWEIGHT: added to XFACTORWEIGHT for this QOS's jobs (5.1.2.4.2). */
    public OptionalLong xfWeight() {
        return xfWeight;
    }

    /** QTTARGET in seconds: the queue time target of the TARGET component (5.1.2.5; on a QOS, or any credential as in 5.1.3). */
    public OptionalLong qtTarget() {
        return qtTarget;
    }

    /** XFTARGET: the expansion factor target of the TARGET component (5.1.2.5; on a QOS, or any credential). */
    public OptionalDouble xfTarget() {
        return xfTarget;
    }

    /** CLASSCFG DEFAULT.FEATURES (guide 11.6): node features every job of the class requires. */
    @SuppressWarnings("unchecked")
    public List<String> defaultFeatures() {
        Object v = typedRaw("DEFAULT.FEATURES");
        return v == null ? List.of() : (List<String>) v;
    }

    /** CLASSCFG DEFAULT.WCLIMIT (guide 11.6): the walltime of a job of the class that asked none, seconds. */
    public OptionalLong defaultWalltime() {
        return optLong(typedRaw("DEFAULT.WCLIMIT"));
    }

    /** CLASSCFG MAX.WCLIMIT (guide 11.6): the longest walltime a job of the class may ask, seconds. */
    public OptionalLong maxWalltime() {
        return optLong(typedRaw("MAX.WCLIMIT"));
    }

    /** CLASSCFG MIN.PROC (guide 11.6): the fewest procs a job of the class may ask (0: no minimum). */
    public OptionalLong minProcs() {
        Object v = typedRaw("MIN.PROC");
        return v == null ? OptionalLong.empty() : OptionalLong.of(((Number) v).longValue());
    }

    /** An attribute read from its text on demand: those read once per class per iteration, not per job. */
    private Object typedRaw(String attribute) {
        String text = raw.get(attribute);
        return text == null ? null : parseValidated(attribute, text);
    }

    /** Attribute (canonical, upper-case) to text as merged, sorted. */
    public Map<String, String> raw() {
        return raw;
    }

    @Override
    public String toString() {
        return (kind == null ? "SYSTEMCFG" : kind.cfgParameter() + "[" + name + "]") + " " + raw;
    }
}
