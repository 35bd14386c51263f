package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The attributes of USERCFG, GROUPCFG, ACCOUNTCFG, CLASSCFG, QOSCFG and SYSTEMCFG (appendix F,
 * guide 5.1.2.1, 6.2, 6.3, 7.3), keyed by their canonical name: limits by
 * {@link LimitKey#attributeName()}, the rest upper-case ({@code QFLAGS} and fs.cfg's
 * {@code JOBFLAGS} are read as {@code FLAGS}).
 */
final class CredentialAttributes {

    /** QOS-only attributes (5.1.2.4.1, 5.1.2.4.2); QTTARGET and XFTARGET are not, as 5.1.3 sets USERCFG[DEFAULT] QTTARGET. */
    static final Set<String> QOS_ONLY = Set.of("QTWEIGHT", "XFWEIGHT");

    /** Class job defaults and per-job limits (guide 11.6): CLASSCFG only. */
    static final Set<String> CLASS_ONLY = Set.of("DEFAULT.FEATURES", "DEFAULT.WCLIMIT", "MAX.WCLIMIT", "MIN.PROC");

    private static final Map<String, ValueType<?>> TYPES = Map.ofEntries(
            Map.entry("PRIORITY", ValueTypes.anyLong()),
            Map.entry("FSTARGET", PolicyValues.fsTarget()),
            Map.entry("QLIST", qosList()),
            Map.entry("QDEF", ValueTypes.string()),
            Map.entry("PLIST", ValueTypes.stringList()),
            Map.entry("PDEF", ValueTypes.string()),
            Map.entry("FLAGS", flags()),
            Map.entry("QTWEIGHT", ValueTypes.anyLong()),
            Map.entry("XFWEIGHT", ValueTypes.anyLong()),
            Map.entry("QTTARGET", ValueTypes.duration()),
            Map.entry("XFTARGET", ValueTypes.nonNegativeDouble()),
            Map.entry("DEFAULT.FEATURES", ValueTypes.stringList()),
            Map.entry("DEFAULT.WCLIMIT", ValueTypes.duration()),
            Map.entry("MAX.WCLIMIT", ValueTypes.duration()),
            Map.entry("MIN.PROC", ValueTypes.nonNegativeInt()));
    private static final Pattern QOS_RANGE = Pattern.compile("(\\d{1,6})-(\\d{1,6})");
    private static final Map<String, String> ALIASES = Map.of("QFLAGS", "FLAGS", "JOBFLAGS", "FLAGS");

    private CredentialAttributes() {
    }

    /** {@code MAXGRES[name]}: a limit on the GPUs ({@code gpus}) or a generic resource a credential's jobs hold. */
    private static final Pattern MAXGRES = Pattern.compile("MAXGRES\\[([^\\]\\s]+)\\]", Pattern.CASE_INSENSITIVE);

    /** The resource a canonical {@code MAXGRES[name]} attribute limits, by its resource-vector name; empty for others. */
    static Optional<String> gresLimit(String canonical) {
        Matcher m = MAXGRES.matcher(canonical);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The canonical name of an attribute as written, empty when it is not a credential attribute. */
    static Optional<String> canonical(String attribute) {
        Matcher gres = MAXGRES.matcher(attribute);
        if (gres.matches()) {
            String name = gres.group(1).equalsIgnoreCase("gpus") ? io.jmaui.scheduler.model.Resources.GPUS : gres.group(1);
            return Optional.of("MAXGRES[" + name + "]");
        }
        Optional<LimitKey> limit = LimitKeys.parse(attribute);
        if (limit.isPresent()) {
            return Optional.of(limit.get().attributeName());
        }
        String upper = attribute.toUpperCase(Locale.ROOT);
        String name = ALIASES.getOrDefault(upper, upper);
        return TYPES.containsKey(name) ? Optional.of(name) : Optional.empty();
    }

    /** Parses the value of a canonical attribute: a {@link LimitValue} for limits, else per {@link #TYPES}. */
    static Object parse(String canonical, String text) throws BadValue {
        if (gresLimit(canonical).isPresent()) {
            return PolicyValues.limit(LimitKind.PROC).parse(text);
        }
        Optional<LimitKey> limit = LimitKeys.parse(canonical);
        if (limit.isPresent()) {
            return PolicyValues.limit(limit.get().kind()).parse(text);
        }
        return TYPES.get(canonical).parse(text);
    }

    /** Names to suggest for a misspelt attribute. */
    static Set<String> names() {
        Set<String> names = new TreeSet<>(TYPES.keySet());
        names.addAll(ALIASES.keySet());
        for (LimitKind k : LimitKind.values()) {
            names.addAll(List.of("MAX" + k, "MAXI" + k, "OMAX" + k));
        }
        names.addAll(List.of("MAXJOBPERUSER", "MAXNODEPERUSER", "MAXPROCPERUSER", "MAXGRES[name]"));
        return names;
    }

    /**
     * FLAGS and QFLAGS: words separated as lists are, upper-cased; {@code USERESERVED:chemistry}
     * (guide 7.3) keeps its reservation name, since the colon there is not a separator.
     */
    private static ValueType<List<String>> flags() {
        return ValueType.of("a list of flags", text -> {
            List<String> out = new ArrayList<>();
            for (String item : ListValues.split(text)) {
                int last = out.size() - 1;
                if (last >= 0 && out.get(last).equals("USERESERVED") && !looksLikeFlag(item)) {
                    out.set(last, "USERESERVED:" + item);
                } else {
                    out.add(item.toUpperCase(Locale.ROOT));
                }
            }
            return List.copyOf(out);
        }, v -> String.join(",", v));
    }

    /**
     * QLIST (fs.cfg: {@code QLIST=2,4-8}): QOS names, a numeric range standing for each number in it;
     * a trailing {@code &} ("an 'AND' list rather than an 'OR' list") is kept as a last item "&",
     * a trailing {@code ^} (Maui's "only" list, which replaces every other) as a last item "^".
     */
    private static ValueType<List<String>> qosList() {
        return ValueType.of("a list of QOS names or number ranges, optionally ending in & or ^", text -> {
            String t = text.trim();
            String mark = t.endsWith("&") ? "&" : t.endsWith("^") ? "^" : null;
            List<String> out = new ArrayList<>();
            for (String item : ListValues.split(mark != null ? t.substring(0, t.length() - 1) : t)) {
                Matcher m = QOS_RANGE.matcher(item);
                if (m.matches()) {
                    int lo = Integer.parseInt(m.group(1));
                    int hi = Integer.parseInt(m.group(2));
                    if (hi < lo || hi - lo > 1000) {
                        throw new BadValue(item, "a list of QOS names or number ranges, optionally ending in & or ^");
                    }
                    for (int q = lo; q <= hi; q++) {
                        out.add(Integer.toString(q));
                    }
                } else {
                    out.add(item);
                }
            }
            if (mark != null) {
                out.add(mark);
            }
            return List.copyOf(out);
        }, v -> {
            String last = v.isEmpty() ? "" : v.get(v.size() - 1);
            boolean marked = last.equals("&") || last.equals("^");
            return String.join(",", marked ? v.subList(0, v.size() - 1) : v) + (marked ? last : "");
        });
    }

    private static boolean looksLikeFlag(String item) {
        String u = item.toUpperCase(Locale.ROOT);
        return u.startsWith("IGN") || Set.of("DEDICATED", "NOBF", "NORESERVATION", "PREEMPTEE", "PREEMPTOR",
                "RESERVEALWAYS", "RESTARTPREEMPT", "USERESERVED", "ADVRES", "SPAN", "BENCHMARK", "SHAREDNODE",
                "NOQUEUE", "PREEMPT", "RESTARTABLE", "HOSTLIST").contains(u);
    }

    static boolean appliesTo(String canonical, CredentialKind kind) {
        return (kind == CredentialKind.QOS || !QOS_ONLY.contains(canonical))
                && (kind == CredentialKind.CLASS || !CLASS_ONLY.contains(canonical));
    }

    /** The block that uses an attribute another block does not. */
    static String onlyIn(String canonical) {
        return CLASS_ONLY.contains(canonical) ? "CLASSCFG" : "QOSCFG";
    }
}
