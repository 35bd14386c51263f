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
     * {@code PROCS:1,MEM:512} (7.1.5 examples). MEM, SWAP and DISK take memory units.
     */
    static ValueType<Resources> resources() {
        String describe = "resource pairs such as PROCS=2;MEM=512 (PROCS, MEM, SWAP, DISK)";
        return ValueType.of(describe, text -> {
            Resources r = new Resources(ALL_PROCS, 0, 0, 0);
            for (String pair : text.trim().split("[;,]")) {
                if (!pair.isBlank()) {
                    r = withPair(r, pair.trim(), describe);
                }
            }
            return r;
        }, r -> {
            List<String> parts = new ArrayList<>();
            parts.add("PROCS=" + r.procs());
            addIfSet(parts, "MEM", r.memMb());
            addIfSet(parts, "SWAP", r.swapMb());
            addIfSet(parts, "DISK", r.diskMb());
            return String.join(";", parts);
        });
    }

    private static Resources withPair(Resources r, String pair, String describe) throws BadValue {
        String[] kv = pair.split("[=:]", 2);
        if (kv.length != 2) {
            throw new BadValue(pair, describe);
        }
        String v = kv[1].trim();
        return switch (kv[0].trim().toUpperCase(Locale.ROOT)) {
            case "PROCS" -> {
                long p = ValueTypes.parseLong(v, "a processor count or -1");
                if (p < ALL_PROCS || p > Integer.MAX_VALUE) {
                    throw new BadValue(v, "a processor count or -1");
                }
                yield new Resources((int) p, r.memMb(), r.swapMb(), r.diskMb());
            }
            case "MEM" -> new Resources(r.procs(), MemoryValues.parseChecked(v), r.swapMb(), r.diskMb());
            case "SWAP" -> new Resources(r.procs(), r.memMb(), MemoryValues.parseChecked(v), r.diskMb());
            case "DISK" -> new Resources(r.procs(), r.memMb(), r.swapMb(), MemoryValues.parseChecked(v));
            default -> throw new BadValue(pair, describe);
        };
    }

    private static void addIfSet(List<String> parts, String name, long mb) {
        if (mb > 0) {
            parts.add(name + "=" + mb);
        }
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
