package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Resources;
import java.time.DayOfWeek;
import java.util.ArrayList;
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
        return new ValueType<>() {
            @Override
            public Resources parse(String text) throws BadValue {
                int procs = ALL_PROCS;
                long mem = 0;
                long swap = 0;
                long disk = 0;
                for (String pair : text.trim().split("[;,]")) {
                    if (pair.isBlank()) {
                        continue;
                    }
                    String[] kv = pair.trim().split("[=:]", 2);
                    if (kv.length != 2) {
                        throw new BadValue(pair, describe);
                    }
                    String v = kv[1].trim();
                    switch (kv[0].trim().toUpperCase(Locale.ROOT)) {
                        case "PROCS" -> {
                            long p = ValueTypes.parseLong(v, "a processor count or -1");
                            if (p < -1 || p > Integer.MAX_VALUE) {
                                throw new BadValue(v, "a processor count or -1");
                            }
                            procs = (int) p;
                        }
                        case "MEM" -> mem = MemoryValues.parseChecked(v);
                        case "SWAP" -> swap = MemoryValues.parseChecked(v);
                        case "DISK" -> disk = MemoryValues.parseChecked(v);
                        default -> throw new BadValue(pair, describe);
                    }
                }
                return new Resources(procs, mem, swap, disk);
            }

            @Override
            public String format(Resources r) {
                List<String> parts = new ArrayList<>();
                parts.add("PROCS=" + r.procs());
                if (r.memMb() > 0) {
                    parts.add("MEM=" + r.memMb());
                }
                if (r.swapMb() > 0) {
                    parts.add("SWAP=" + r.swapMb());
                }
                if (r.diskMb() > 0) {
                    parts.add("DISK=" + r.diskMb());
                }
                return String.join(";", parts);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** {@code MON,TUE} or {@code Mon Tue} (any case, first three letters), or ALL / [ALL]. */
    static ValueType<Set<DayOfWeek>> days() {
        String describe = "days MON, TUE, WED, THU, FRI, SAT, SUN or ALL";
        return new ValueType<>() {
            @Override
            public Set<DayOfWeek> parse(String text) throws BadValue {
                EnumSet<DayOfWeek> days = EnumSet.noneOf(DayOfWeek.class);
                for (String item : ListValues.split(text)) {
                    String d = item.toUpperCase(Locale.ROOT);
                    if (d.equals("ALL") || d.equals("[ALL]")) {
                        days.addAll(EnumSet.allOf(DayOfWeek.class));
                        continue;
                    }
                    DayOfWeek match = null;
                    for (DayOfWeek w : DayOfWeek.values()) {
                        if (w.name().substring(0, 3).equals(d)) {
                            match = w;
                        }
                    }
                    if (match == null) {
                        throw new BadValue(item, describe);
                    }
                    days.add(match);
                }
                if (days.isEmpty()) {
                    throw new BadValue(describe);
                }
                return Set.copyOf(days);
            }

            @Override
            public String format(Set<DayOfWeek> value) {
                if (value.size() == 7) {
                    return "ALL";
                }
                List<String> names = new ArrayList<>();
                EnumSet.copyOf(value).forEach(d -> names.add(d.name().substring(0, 3)));
                return String.join(",", names);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** {@code USER:tom}, {@code ACCOUNT:jupiter}. */
    static ValueType<ReservationOwner> owner() {
        String describe = "CREDTYPE:NAME with CREDTYPE one of USER, GROUP, ACCOUNT, QOS, CLASS";
        return new ValueType<>() {
            @Override
            public ReservationOwner parse(String text) throws BadValue {
                String[] kv = text.trim().split(":", 2);
                if (kv.length != 2 || kv[1].isBlank()) {
                    throw new BadValue(describe);
                }
                CredentialKind kind = LimitKeys.credentialKind(kv[0]).orElseThrow(() -> new BadValue(describe));
                return new ReservationOwner(kind, kv[1]);
            }

            @Override
            public String format(ReservationOwner value) {
                return value.kind().name() + ":" + value.name();
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** Host names, ranges or regular expressions, separated by commas, pipes or spaces. */
    static ValueType<List<String>> hostList() {
        String describe = "a list of host names or host expressions";
        return new ValueType<>() {
            @Override
            public List<String> parse(String text) throws BadValue {
                List<String> hosts = ListValues.splitKeepColons(text);
                for (String h : hosts) {
                    if (!HostExpressions.isValid(h)) {
                        throw new BadValue(h, describe);
                    }
                }
                return hosts;
            }

            @Override
            public String format(List<String> value) {
                return String.join(",", value);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }
}
