package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Resources;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Value syntaxes of SRCFG (guide 7.1.5): RESOURCES, DAYS, OWNER and the host list. */
final class ReservationValues {

    /** PROCS=-1: every processor of the node, the RESOURCES default. */
    static final int ALL_PROCS = -1;

    private ReservationValues() {
    }

    /**
     * One task: {@code PROCS=2;MEM=512} (appendix F), {@code PROCS:2;MEM:512} and
     * {@code PROCS:1,MEM:512} (7.1.5 examples), {@code PROCS=1;GPUS=1}; see {@link TaskResources}.
     * PROCS defaults to -1, every processor of the node.
     */
    static ValueType<Resources> resources() {
        return ValueType.of(TaskResources.DESCRIBE, text -> {
            try {
                return TaskResources.parse(text, ALL_PROCS);
            } catch (TaskResources.Invalid e) {
                throw new BadValue(e.got(), e.expected());
            }
        }, TaskResources::format);
    }

    /** {@code MON,TUE} or {@code Mon Tue} (any case, first three letters), or ALL / [ALL]. */
    static ValueType<Set<DayOfWeek>> days() {
        String describe = "days MON, TUE, WED, THU, FRI, SAT, SUN or ALL";
        return ValueType.of(describe, text -> {
            EnumSet<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
            for (String item : ListValues.split(text)) {
                days.addAll(day(item, describe));
            }
            if (days.isEmpty()) {
                throw new BadValue(describe);
            }
            return Collections.unmodifiableSet(days);
        }, value -> {
            if (value.size() == 7) {
                return "ALL";
            }
            List<String> names = new ArrayList<>();
            EnumSet.copyOf(value).forEach(d -> names.add(d.name().substring(0, 3)));
            return String.join(",", names);
        });
    }

    private static Set<DayOfWeek> day(String item, String describe) throws BadValue {
        String d = item.toUpperCase(Locale.ROOT);
        if (d.equals("ALL") || d.equals("[ALL]")) {
            return EnumSet.allOf(DayOfWeek.class);
        }
        for (DayOfWeek w : DayOfWeek.values()) {
            if (w.name().substring(0, 3).equals(d)) {
                return EnumSet.of(w);
            }
        }
        throw new BadValue(item, describe);
    }

    /** {@code USER:tom}, {@code ACCOUNT:jupiter}. */
    static ValueType<ReservationOwner> owner() {
        String describe = "CREDTYPE:NAME with CREDTYPE one of USER, GROUP, ACCOUNT, QOS, CLASS";
        return ValueType.of(describe, text -> {
            String[] kv = text.trim().split(":", 2);
            if (kv.length != 2 || kv[1].isBlank()) {
                throw new BadValue(describe);
            }
            CredentialKind kind = LimitKeys.credentialKind(kv[0]).orElseThrow(() -> new BadValue(describe));
            return new ReservationOwner(kind, kv[1]);
        }, v -> v.kind().name() + ":" + v.name());
    }

    /** Host names, ranges or regular expressions, separated by commas, pipes or spaces. */
    static ValueType<List<String>> hostList() {
        String describe = "a list of host names or host expressions";
        return ValueType.of(describe, text -> {
            List<String> hosts = HostExpressions.split(text);
            for (String h : hosts) {
                if (!HostExpressions.isValid(h)) {
                    throw new BadValue(h, describe);
                }
            }
            return hosts;
        }, v -> String.join(",", v));
    }
}
