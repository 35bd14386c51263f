package io.jmaui.bridge.launch;

import io.jmaui.scheduler.config.ConfigError;
import io.jmaui.scheduler.config.ConfigWarning;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What {@code maui --check-config} prints and returns: every error and every warning of one
 * parse, in file order, each as {@code file:line[:col]: error|warning: ...}, then a summary line;
 * exit 0 when clean, 1 with warnings only, 2 with errors. Under {@code --strict} an unknown
 * parameter or attribute close to a known one ({@code BACKFILPOLICY}, {@code MAXJOBS=}) is an
 * error: Maui would ignore it and the policy would silently keep its default.
 */
final class ConfigCheck {

    static final int CLEAN = 0;
    static final int WARNINGS = 1;
    static final int ERRORS = 2;

    private record Entry(String source, int line, boolean error, String text) {
    }

    private final List<Entry> entries = new ArrayList<>();
    private int errors;
    private int warnings;

    ConfigCheck(List<ConfigError> errorList, List<ConfigWarning> warningList, boolean strict) {
        for (ConfigError e : errorList) {
            String where = e.source() + ":" + e.line() + ":" + e.column() + ": ";
            entries.add(new Entry(e.source(), e.line(), true, where + "error: " + e.toString().substring(where.length())));
            errors++;
        }
        for (ConfigWarning w : warningList) {
            String where = w.source() + ":" + w.line() + ": ";
            String body = w.toString().substring(where.length());
            if (strict && w.misspelling()) {
                entries.add(new Entry(w.source(), w.line(), true, where + "error: " + body + " [--strict]"));
                errors++;
            } else {
                entries.add(new Entry(w.source(), w.line(), false, where + "warning: " + body));
                warnings++;
            }
        }
        String first = entries.isEmpty() ? "" : entries.get(0).source();
        // maui.cfg before maui-private.cfg, each in line order
        entries.sort(Comparator.comparing((Entry x) -> !x.source().equals(first)).thenComparing(Entry::source)
                .thenComparingInt(Entry::line));
    }

    int exitCode() {
        return errors > 0 ? ERRORS : warnings > 0 ? WARNINGS : CLEAN;
    }

    boolean hasErrors() {
        return errors > 0;
    }

    void print(PrintWriter out) {
        entries.forEach(e -> out.println(e.text()));
    }

    /** {@code maui.cfg: 2 errors, 1 warning} or {@code maui.cfg: OK}. */
    String summary(String file) {
        if (errors == 0 && warnings == 0) {
            return file + ": OK";
        }
        return file + ": " + count(errors, "error") + ", " + count(warnings, "warning");
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
