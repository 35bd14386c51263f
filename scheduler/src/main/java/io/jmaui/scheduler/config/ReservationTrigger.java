package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One SRCFG TRIGGER (guide 7.1.5): {@code <ETYPE>[+<OFFSET>][@<THRESHOLD>];<ATYPE>[@<ADATA>]}, also
 * with a colon before the action as the guide's example writes it
 * ({@code start+5:00:00:exec@/usr/local/domail.pl}); several are separated by commas.
 *
 * @param event     create, start, end or minload
 * @param offset    seconds after the event (0 when not given)
 * @param threshold minload's load, null when not given
 * @param action    exec, cancel or submit
 * @param data      the program (exec) or script (submit), null when not given
 */
public record ReservationTrigger(String event, long offset, Double threshold, String action, String data) {

    static final String EXPECTED = "<ETYPE>[+<OFFSET>][@<THRESHOLD>];<ATYPE>[@<ADATA>] with ETYPE create, start, end"
            + " or minload and ATYPE cancel, exec or submit";
    private static final Pattern FORM = Pattern.compile(
            "(?i)(create|start|end|minload)(?:\\+([0-9:]+?))?(?:@([0-9.]+))?[;:](cancel|exec|submit)(?:@(.+))?");

    /** Whether jmaui carries it out: exec at create, start or end (cancel, submit and minload are Moab's). */
    public boolean supported() {
        return action.equals("exec") && !event.equals("minload") && data != null && !data.isBlank();
    }

    static List<ReservationTrigger> parseAll(String text) throws BadValue {
        List<ReservationTrigger> out = new ArrayList<>();
        for (String item : text.trim().split(",(?=\\s*(?i:create|start|end|minload)\\b)")) {
            out.add(parse(item.trim()));
        }
        return List.copyOf(out);
    }

    private static ReservationTrigger parse(String item) throws BadValue {
        Matcher m = FORM.matcher(item);
        if (!m.matches()) {
            throw new BadValue(item, EXPECTED);
        }
        long offset = m.group(2) == null ? 0 : TimeValues.parseChecked(m.group(2));
        Double threshold = m.group(3) == null ? null : ValueTypes.parseDouble(m.group(3), EXPECTED);
        return new ReservationTrigger(m.group(1).toLowerCase(Locale.ROOT), offset, threshold,
                m.group(4).toLowerCase(Locale.ROOT), m.group(5));
    }

    static ValueType<List<ReservationTrigger>> type() {
        return ValueType.of(EXPECTED, ReservationTrigger::parseAll, v -> String.join(",", v.stream()
                .map(t -> t.event + (t.offset > 0 ? "+" + TimeValues.format(t.offset) : "")
                        + (t.threshold != null ? "@" + t.threshold : "") + ";" + t.action
                        + (t.data != null ? "@" + t.data : "")).toList()));
    }
}
