package io.jmaui.scheduler.config;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Checks that need more than one value, run once the whole file is read: a minimum above its
 * maximum (PLOTMINPROC over PLOTMAXPROC), and a standing reservation whose STARTTIME is not
 * before its ENDTIME or lies outside its PERIOD (guide 7.1.5). Never repairs, only reports.
 */
final class CrossChecks {

    private record MinMax<T extends Comparable<T>>(Parameter<T> min, Parameter<T> max) {
    }

    private static final List<MinMax<?>> PAIRS = List.of(
            new MinMax<>(Parameters.PLOTMINPROC, Parameters.PLOTMAXPROC),
            new MinMax<>(Parameters.PLOTMINTIME, Parameters.PLOTMAXTIME));

    private final ConfigBuilder b;

    CrossChecks(ConfigBuilder b) {
        this.b = b;
    }

    void run(TreeMap<String, ? extends Map<String, RawValue>> reservations) {
        PAIRS.forEach(this::check);
        reservations.forEach(this::reservation);
        names(reservations);
    }

    /** Two standing reservations may not share a name (NAME=, or another's index): their instances would collide. */
    private void names(TreeMap<String, ? extends Map<String, RawValue>> reservations) {
        Map<String, String> owner = new TreeMap<>();
        reservations.forEach((index, attributes) -> owner.put(index, index));
        reservations.forEach((index, attributes) -> {
            RawValue n = attributes.get("NAME");
            if (n == null || n.text().strip().equals(index)) {
                return;
            }
            String other = owner.putIfAbsent(n.text().strip(), index);
            if (other != null) {
                b.errors.add(new ConfigError(n.source(), n.line(), n.column(), "SRCFG[" + index + "] NAME", n.text(),
                        "a name no other standing reservation has (SRCFG[" + other + "] is already named so)"));
            }
        });
    }

    @SuppressWarnings("unchecked")
    private <T extends Comparable<T>> void check(MinMax<T> pair) {
        if (b.value(pair.min()) == null && b.value(pair.max()) == null) {
            return;
        }
        T min = b.value(pair.min()) != null ? (T) b.value(pair.min()) : pair.min().defaultValue();
        T max = b.value(pair.max()) != null ? (T) b.value(pair.max()) : pair.max().defaultValue();
        if (min.compareTo(max) > 0) {
            boolean minWritten = b.value(pair.min()) != null;
            ConfigLine l = b.lineOf(minWritten ? pair.min() : pair.max());
            Parameter<T> at = minWritten ? pair.min() : pair.max();
            Parameter<T> other = minWritten ? pair.max() : pair.min();
            T otherValue = minWritten ? max : min;
            b.error(l, l.valueColumn(), at.name(), l.joinedValue(),
                    (minWritten ? "at most " : "at least ") + other.name() + " " + other.format(otherValue));
        }
    }

    private void reservation(String name, Map<String, RawValue> attributes) {
        ReservationPeriod period = ReservationPeriod.DAY;
        RawValue p = attributes.get("PERIOD");
        if (p != null) {
            period = (ReservationPeriod) parsed("PERIOD", p);
        }
        if (period == ReservationPeriod.INFINITY) {
            return;
        }
        long length = StandingReservationConfig.periodLength(period);
        RawValue start = attributes.get("STARTTIME");
        RawValue end = attributes.get("ENDTIME");
        long s = start == null ? 0 : (Long) parsed("STARTTIME", start);
        long e = end == null ? length : (Long) parsed("ENDTIME", end);
        String within = "within a " + period + " period (at most " + TimeValues.format(length) + ")";
        if (start != null && s >= length) {
            error(name, "STARTTIME", start, within);
        } else if (end != null && e > length) {
            error(name, "ENDTIME", end, within);
        } else if (s >= e) {
            RawValue at = end != null ? end : start;
            error(name, end != null ? "ENDTIME" : "STARTTIME", at,
                    end != null ? "after STARTTIME " + TimeValues.format(s) : "before ENDTIME " + TimeValues.format(e));
        }
    }

    private static Object parsed(String attribute, RawValue v) {
        try {
            return ReservationAttributes.parse(attribute, v.text());
        } catch (BadValue e) {
            throw new IllegalStateException("validated value does not parse", e);
        }
    }

    private void error(String reservation, String attribute, RawValue v, String expected) {
        b.errors.add(new ConfigError(v.source(), v.line(), v.column(), "SRCFG[" + reservation + "] " + attribute,
                v.text(), expected));
    }
}
