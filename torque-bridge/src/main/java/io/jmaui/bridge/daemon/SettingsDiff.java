package io.jmaui.bridge.daemon;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The settings that changed, as {@code pollInterval=30->60 logLevel=3->5} for the log. */
final class SettingsDiff {

    private SettingsDiff() {
    }

    static String of(DaemonSettings before, DaemonSettings after) {
        List<String> out = new ArrayList<>();
        diff("", before, after, out);
        return String.join(" ", out);
    }

    /** Compares two records component by component, descending into nested records. */
    private static void diff(String prefix, Record before, Record after, List<String> out) {
        for (RecordComponent c : before.getClass().getRecordComponents()) {
            Object a = value(c, before);
            Object b = value(c, after);
            if (Objects.equals(a, b)) {
                continue;
            }
            if (a instanceof Record ra && b instanceof Record rb) {
                diff(prefix + c.getName() + ".", ra, rb, out);
            } else {
                out.add(prefix + c.getName() + "=" + a + "->" + b);
            }
        }
    }

    private static Object value(RecordComponent c, Record r) {
        try {
            return c.getAccessor().invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
