package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import java.util.ArrayList;
import java.util.List;

/**
 * Reservation ACL lists (guide 7.1.5.2.4): items separated by commas, pipes, colons or spaces,
 * each with optional markers: a leading {@code !} (not: matching jobs are refused), and trailing
 * {@code *} (required), {@code -} (negative affinity) or {@code =} (neutral affinity), in any
 * order. TIMELIMIT is one duration with the same markers ({@code 1:00:00*}); -1 means none.
 */
final class AclValues {

    private AclValues() {
    }

    static ValueType<List<AclEntry>> list(AclTarget target) {
        String describe = "a list of names, each optionally marked !, *, - or =";
        return ValueType.of(describe, text -> {
            List<AclEntry> out = new ArrayList<>();
            for (String item : ListValues.split(text)) {
                out.add(entry(target, item, describe, false));
            }
            return List.copyOf(out);
        }, value -> {
            List<String> items = new ArrayList<>();
            value.forEach(e -> items.add(format(e, e.value())));
            return String.join(",", items);
        });
    }

    /** TIMELIMIT: one DURATION entry whose value is the limit in seconds, or none for -1. */
    static ValueType<List<AclEntry>> timeLimit() {
        String describe = "a duration [[[DD:]HH:]MM:]SS or -1, optionally marked *";
        return ValueType.of(describe,
                text -> text.trim().equals("-1") ? List.of() : List.of(entry(AclTarget.DURATION, text.trim(), describe, true)),
                value -> value.isEmpty() ? "-1" : format(value.get(0), TimeValues.format(Long.parseLong(value.get(0).value()))));
    }

    private static AclEntry entry(AclTarget target, String item, String describe, boolean duration) throws BadValue {
        String s = item;
        boolean excluded = s.startsWith("!");
        if (excluded) {
            s = s.substring(1);
        }
        boolean required = false;
        AclAffinity affinity = AclAffinity.POSITIVE;
        while (!s.isEmpty() && "*-=".indexOf(s.charAt(s.length() - 1)) >= 0) {
            char c = s.charAt(s.length() - 1);
            if (c == '*') {
                required = true;
            } else {
                affinity = c == '-' ? AclAffinity.NEGATIVE : AclAffinity.NEUTRAL;
            }
            s = s.substring(0, s.length() - 1);
        }
        if (s.isEmpty() || s.startsWith("!")) {
            throw new BadValue(item, describe);
        }
        String value = s;
        if (duration) {
            try {
                value = Long.toString(TimeValues.parseChecked(s));
            } catch (BadValue e) {
                throw new BadValue(item, describe);
            }
        }
        return new AclEntry(target, value, affinity, required, excluded);
    }

    private static String format(AclEntry e, String value) {
        String affinity = switch (e.affinity()) {
            case POSITIVE -> "";
            case NEGATIVE -> "-";
            case NEUTRAL -> "=";
        };
        return (e.excluded() ? "!" : "") + value + affinity + (e.required() ? "*" : "");
    }
}
