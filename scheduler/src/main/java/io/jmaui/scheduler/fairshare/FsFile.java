package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of Maui's fairshare data files (guide 6.3.2.3): one file per window in STATDIR, named
 * {@code FS.<epochtime>} after the time the window began, holding one line per credential and the
 * window's total:
 *
 * <pre>
 * # FS Data File (Duration:  43200 seconds)  Starting: Fri Aug 18 18:00:00
 * user                 USERA   150000.000
 * group               GROUPA   350000.000
 * acct                 ACCTA   300000.000
 * qos                      0    50000.000
 * class                batch   600000.000
 * sched                TOTAL   600000.000
 * </pre>
 *
 * Maui writes the type words {@code user group acct qos class sched}; the guide's sample writes
 * {@code User Group Account QOS} and a two-field {@code TOTAL <usage>} line. The parser takes all
 * of these, case-insensitively; {@code #} starts a comment. A file without a total line gets the
 * sum of its users. Only this text is handled here; the bridge reads and writes the files.
 *
 * <p>As Maui does, a line that is not one of these forms is skipped and the rest of the file kept,
 * but never silently: {@link #parseAll} reports it with file:line and what was expected. A usage
 * must be a finite, non-negative number ({@code 1e309} is refused, not read as infinity, which
 * could never be written back). A file whose name is not {@code FS.<epochtime>} is skipped whole.
 */
public final class FsFile {

    private static final Pattern NAME = Pattern.compile("(?:.*/)?FS\\.(\\d{1,18})");
    private static final Pattern NUMBER = Pattern.compile("\\+?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
    private static final DateTimeFormatter HEADER_DATE =
            DateTimeFormatter.ofPattern("EEE MMM dd HH:mm:ss", Locale.ROOT).withZone(ZoneOffset.UTC);
    private static final String EXPECTED_LINE = "expected '<type> <name> <usage>' or 'TOTAL <usage>'";
    private static final String TYPES = "user, group, acct, qos, class, sched or TOTAL";

    /** Maui's order and spelling of the credential lines. */
    private static final Map<CredentialKind, String> WORDS = new EnumMap<>(Map.of(
            CredentialKind.USER, "user", CredentialKind.GROUP, "group", CredentialKind.ACCOUNT, "acct",
            CredentialKind.QOS, "qos", CredentialKind.CLASS, "class"));
    private static final List<CredentialKind> ORDER = List.of(CredentialKind.USER, CredentialKind.GROUP,
            CredentialKind.ACCOUNT, CredentialKind.QOS, CredentialKind.CLASS);

    private FsFile() {
    }

    /** {@code FS.<start>}, the file a window is stored in. */
    public static String fileName(FairshareWindow window) {
        return "FS." + window.start();
    }

    /** The file text without the duration in its header comment. */
    public static String format(FairshareWindow window) {
        return format(window, 0);
    }

    /**
     * The file text: a header comment (FSINTERVAL seconds when positive, start in UTC), then the
     * credentials with usage in Maui's order, names sorted, then the total. Usage is written with
     * at least three decimals and as many as it takes to read back the same double.
     */
    public static String format(FairshareWindow window, long intervalSeconds) {
        StringBuilder b = new StringBuilder("# FS Data File ");
        if (intervalSeconds > 0) {
            b.append(String.format(Locale.ROOT, "(Duration: %6d seconds)  ", intervalSeconds));
        }
        b.append("Starting: ").append(HEADER_DATE.format(Instant.ofEpochSecond(window.start()))).append('\n');
        for (CredentialKind kind : ORDER) {
            for (Map.Entry<String, Double> e : window.usage().getOrDefault(kind, Map.of()).entrySet()) {
                if (e.getValue() != 0.0) {
                    b.append(line(WORDS.get(kind), e.getKey(), e.getValue()));
                }
            }
        }
        return b.append(line("sched", "TOTAL", window.total())).toString();
    }

    private static String line(String type, String name, double usage) {
        if (name.isEmpty() || name.chars().anyMatch(c -> Character.isWhitespace(c) || c == '#')) {
            throw new IllegalArgumentException(type + " name \"" + name + "\" cannot be written to an FS file");
        }
        return String.format(Locale.ROOT, "%-10s %15s %12s%n", type, name, number(usage)).replace("\r\n", "\n");
    }

    static String number(double v) {
        String s = BigDecimal.valueOf(v).toPlainString();
        int dot = s.indexOf('.');
        int decimals = dot < 0 ? 0 : s.length() - dot - 1;
        return (dot < 0 ? s + "." : s) + "0".repeat(Math.max(0, 3 - decimals));
    }

    /**
     * Parses one file, strictly.
     *
     * @param name the file name, {@code FS.<epochtime>} (a directory prefix is allowed)
     * @throws FsFileException listing every problem, each with file:line and what was expected
     */
    public static FairshareWindow parse(String name, String text) {
        Read r = read(name, text);
        if (!r.problems().isEmpty()) {
            throw new FsFileException(r.problems());
        }
        return r.window();
    }

    /** One file read as far as it goes: the window of its good lines (null for a bad name) and each bad line. */
    private record Read(FairshareWindow window, List<FsFileProblem> problems) {
    }

    private static Read read(String name, String text) {
        List<FsFileProblem> problems = new ArrayList<>();
        Matcher m = NAME.matcher(name);
        if (!m.matches()) {
            return new Read(null, List.of(new FsFileProblem(name, 0, "file name: expected FS.<epochtime>")));
        }
        long start = Long.parseLong(m.group(1));
        Map<CredentialKind, Map<String, Double>> usage = new EnumMap<>(CredentialKind.class);
        Map<String, Integer> seen = new HashMap<>();
        Double total = null;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i];
            int hash = line.indexOf('#');
            String[] f = (hash >= 0 ? line.substring(0, hash) : line).trim().split("\\s+");
            if (f.length == 1 && f[0].isEmpty()) {
                continue;
            }
            if (f.length < 2 || f.length > 3) {
                problems.add(new FsFileProblem(name, lineNo, EXPECTED_LINE + ", got \"" + shown(line.trim()) + "\""));
                continue;
            }
            String type = f[0].toLowerCase(Locale.ROOT);
            boolean isTotal = type.equals("total") || type.equals("sched");
            if (f.length == 2 && !type.equals("total")) {
                problems.add(new FsFileProblem(name, lineNo, EXPECTED_LINE + ", got \"" + shown(line.trim()) + "\""));
                continue;
            }
            CredentialKind kind = isTotal ? null : kind(type);
            if (!isTotal && kind == null) {
                problems.add(new FsFileProblem(name, lineNo,
                        "unknown type \"" + shown(f[0]) + "\": expected " + TYPES));
                continue;
            }
            String valueText = f[f.length - 1];
            double value = NUMBER.matcher(valueText).matches() ? Double.parseDouble(valueText) : Double.NaN;
            if (!Double.isFinite(value)) {
                problems.add(new FsFileProblem(name, lineNo,
                        "usage \"" + shown(valueText) + "\": expected a finite non-negative number"));
                continue;
            }
            String key = isTotal ? "TOTAL" : kind + " " + f[1];
            Integer first = seen.putIfAbsent(key, lineNo);
            if (first != null) {
                problems.add(new FsFileProblem(name, lineNo, (isTotal ? "total" : WORDS.get(kind) + " " + shown(f[1]))
                        + ": expected once per file, first on line " + first));
                continue;
            }
            if (isTotal) {
                total = value;
            } else {
                usage.computeIfAbsent(kind, k -> new TreeMap<>()).put(f[1], value);
            }
        }
        FairshareWindow w = total == null ? new FairshareWindow(start, usage) : new FairshareWindow(start, usage, total);
        return new Read(w, problems);
    }

    /**
     * A piece of a bad line as it may be printed: at most 60 characters, control and other
     * invisible characters, quotes and backslashes written as backslash-u escapes, so a file cannot
     * forge log lines.
     */
    static String shown(String text) {
        StringBuilder b = new StringBuilder();
        text.codePoints().limit(60).forEach(c -> {
            if (Character.isISOControl(c) || !Character.isDefined(c) || c == '"' || c == '\\') {
                b.append(String.format(Locale.ROOT, "\\u%04x", c));
            } else {
                b.appendCodePoint(c);
            }
        });
        return text.codePointCount(0, text.length()) > 60 ? b + "..." : b.toString();
    }

    private static CredentialKind kind(String type) {
        return switch (type) {
            case "user" -> CredentialKind.USER;
            case "group" -> CredentialKind.GROUP;
            case "acct", "account" -> CredentialKind.ACCOUNT;
            case "qos" -> CredentialKind.QOS;
            case "class" -> CredentialKind.CLASS;
            default -> null;
        };
    }

    /**
     * Parses every file given (name to text), in name order. Each bad line is reported and skipped,
     * the file's other lines kept; a badly named file is left out; two files for the same window
     * keep the first and report the second.
     */
    public static FsFileLoad parseAll(Map<String, String> files) {
        List<FairshareWindow> windows = new ArrayList<>();
        List<FsFileProblem> problems = new ArrayList<>();
        Map<Long, String> fileOf = new HashMap<>();
        for (Map.Entry<String, String> e : new TreeMap<>(files).entrySet()) {
            Read r = read(e.getKey(), e.getValue());
            problems.addAll(r.problems());
            FairshareWindow w = r.window();
            if (w == null) {
                continue;
            }
            String earlier = fileOf.putIfAbsent(w.start(), e.getKey());
            if (earlier != null) {
                problems.add(new FsFileProblem(e.getKey(), 0,
                        "expected one file per window, window " + w.start() + " is already in " + earlier));
            } else {
                windows.add(w);
            }
        }
        windows.sort(Comparator.comparingLong(FairshareWindow::start).reversed());
        return new FsFileLoad(windows, problems);
    }
}
