package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.AclTarget;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The attributes of SRCFG (guide 7.1.5, appendix F), keyed by canonical name. The Maui 3.0
 * spellings WSTARTTIME, WENDTIME, MAXTIME and FEATURES are read as STARTTIME, ENDTIME, TIMELIMIT
 * and NODEFEATURES.
 */
final class ReservationAttributes {

    /** Attributes jmaui reads but does not act on. */
    static final Set<String> UNIMPLEMENTED = Set.of();

    /** Attributes that cannot act under jmaui and TORQUE, with the reason. */
    static final Map<String, String> INAPPLICABLE = Map.of();

    static final Map<String, ValueType<?>> TYPES = Map.ofEntries(
            Map.entry("ACCESS", WordTypes.oneOf(ReservationAccess.class)),
            Map.entry("ACCOUNTLIST", AclValues.list(AclTarget.ACCOUNT)),
            Map.entry("CHARGEACCOUNT", ValueTypes.string()),
            Map.entry("CLASSLIST", AclValues.list(AclTarget.CLASS)),
            Map.entry("DAYS", ReservationValues.days()),
            Map.entry("DEPTH", ValueTypes.nonNegativeInt()),
            Map.entry("ENDTIME", ValueTypes.duration()),
            Map.entry("FLAGS", WordTypes.setOf(ReservationFlag.class)),
            Map.entry("GROUPLIST", AclValues.list(AclTarget.GROUP)),
            Map.entry("HOSTLIST", ReservationValues.hostList()),
            Map.entry("JOBATTRLIST", AclValues.list(AclTarget.JOBATTR)),
            Map.entry("NAME", ValueTypes.string()),
            Map.entry("NODEFEATURES", ValueTypes.stringList()),
            Map.entry("OWNER", ReservationValues.owner()),
            Map.entry("PARTITION", ValueTypes.string()),
            Map.entry("PERIOD", period()),
            Map.entry("PRIORITY", ValueTypes.anyLong()),
            Map.entry("QOSLIST", AclValues.list(AclTarget.QOS)),
            Map.entry("RESOURCES", ReservationValues.resources()),
            Map.entry("STARTTIME", ValueTypes.duration()),
            Map.entry("TASKCOUNT", ValueTypes.nonNegativeInt()),
            Map.entry("TIMELIMIT", AclValues.timeLimit()),
            Map.entry("TIMELOGIC", WordTypes.word("AND", "OR")),
            Map.entry("TPN", ValueTypes.nonNegativeInt()),
            Map.entry("TRIGGER", ReservationTrigger.type()),
            Map.entry("USERLIST", AclValues.list(AclTarget.USER)));

    private static final Map<String, String> ALIASES = Map.of(
            "WSTARTTIME", "STARTTIME", "WENDTIME", "ENDTIME", "MAXTIME", "TIMELIMIT", "FEATURES", "NODEFEATURES");

    private ReservationAttributes() {
    }

    static Optional<String> canonical(String attribute) {
        String upper = attribute.toUpperCase(Locale.ROOT);
        String name = ALIASES.getOrDefault(upper, upper);
        return TYPES.containsKey(name) ? Optional.of(name) : Optional.empty();
    }

    static Object parse(String canonical, String text) throws BadValue {
        return TYPES.get(canonical).parse(text);
    }

    /** DAY, WEEK, or INFINITY (7.1.5 also writes INFINITE). */
    private static ValueType<ReservationPeriod> period() {
        ValueType<ReservationPeriod> words = WordTypes.oneOf(ReservationPeriod.class);
        return ValueType.of(words.describe(),
                text -> text.trim().equalsIgnoreCase("INFINITE") ? ReservationPeriod.INFINITY : words.parse(text), Enum::name);
    }
}
