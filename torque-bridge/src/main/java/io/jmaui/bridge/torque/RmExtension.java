package io.jmaui.bridge.torque;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A job's resource manager extension string (guide 13.3, 13.3.1): what a user gives with
 * {@code qsub -W x="QOS:high;ADVRES:john.1"}.
 *
 * <p>qsub sends {@code x} as the attribute's name, joining several {@code -W x=} with {@code ;}.
 * TORQUE 6.1 defines {@code x} as a string job attribute in every build
 * (src/include/site_job_attr_def.ht is copied into the attribute table; server/accounting.c
 * reads JOB_SITE_ATR_x), so a StatusJob may name it. A server built without it keeps it among
 * the unknown attributes: it refuses a StatusJob that names {@code x} (PBSE_NOATTR) and returns
 * it under its own name to one that names {@code _other_}, the table's entry for the unknown ones.
 *
 * <p>Format, as Maui reads it: {@code <KEY>:<VALUE>[;<KEY>:<VALUE>]...}, entries separated by
 * {@code ;} or a newline, {@code =} accepted for {@code :}, blanks and double quotes around key
 * and value dropped. Keys are Maui's (ADVRES, DDISK, DISTPOLICY, DMEM, FLAGS, GEOMETRY, GRES,
 * HOSTLIST, MFEATURE, MMEM, NACCESSPOLICY, NALLOCPOLICY, NODESET, PARTITION, PREF, QOS, QUEUEJOB,
 * SGE, SID, SJID, TPN, TRL), read without regard to case; a later entry with the same key
 * replaces an earlier one. An unknown key is reported and left out, as Maui leaves it out. The
 * mapping acts on QOS, ADVRES (and FLAGS:ADVRES), GRES, NACCESSPOLICY (and the flags that dedicate
 * nodes), HOSTLIST, DMEM, TPN, QUEUEJOB (and FLAGS:NOQUEUE), and PARTITION, NODESET and
 * NALLOCPOLICY ({@link Placements}); the
 * other keys are kept but change nothing (the README says why for each). {@code PREF} takes its
 * value in parentheses as the guide writes it: {@code PREF(FEATURE:FAST,FEATURE:TAPE)}.
 *
 * @param values the value of each key given, keys upper case, in the order given
 */
public record RmExtension(Map<String, String> values) {

    /** Maui's extension keys (its MRMXAttr table). */
    public static final List<String> KEYS = List.of("ADVRES", "DDISK", "DISTPOLICY", "DMEM", "FLAGS", "GEOMETRY",
            "GRES", "HOSTLIST", "MFEATURE", "MMEM", "NACCESSPOLICY", "NALLOCPOLICY", "NODESET", "PARTITION", "PREF",
            "QOS", "QUEUEJOB", "SGE", "SID", "SJID", "TPN", "TRL");

    /** The attribute name pbs_server reports the extension under. */
    public static final String ATTRIBUTE = "x";

    public static final RmExtension NONE = new RmExtension(Map.of());

    public RmExtension {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * The extension in {@code text}; each entry it cannot read is passed to {@code problem} as a
     * phrase ({@code "FOO:1" has no Maui extension key (ADVRES, ...)}) and left out.
     */
    public static RmExtension parse(String text, Consumer<String> problem) {
        if (text == null || text.isBlank()) {
            return NONE;
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (String raw : text.split("[;\n]")) {
            String entry = trim(raw);
            if (entry.isEmpty()) {
                continue;
            }
            int end = 0;
            while (end < entry.length() && Character.isLetter(entry.charAt(end))) {
                end++;
            }
            String key = entry.substring(0, end).toUpperCase(Locale.ROOT);
            String rest = entry.substring(end);
            if (!KEYS.contains(key) || !(rest.isEmpty() || separator(rest.charAt(0)) || blank(rest.charAt(0))
                    || rest.charAt(0) == '(')) {
                problem.accept("\"" + entry + "\" has no Maui extension key (" + String.join(", ", KEYS) + ")");
                continue;
            }
            int from = 0;
            while (from < rest.length() && (separator(rest.charAt(from)) || blank(rest.charAt(from)))) {
                from++;
            }
            values.remove(key);
            values.put(key, trim(rest.substring(from)));
        }
        return values.isEmpty() ? NONE : new RmExtension(values);
    }

    public Optional<String> value(String key) {
        return Optional.ofNullable(values.get(key.toUpperCase(Locale.ROOT)));
    }

    /** {@code QOS:<name>}: the QOS the job asks for. */
    public Optional<String> qos() {
        return value("QOS").filter(v -> !v.isEmpty());
    }

    /**
     * The reservation the job asks to run in: {@code ADVRES[:<RESID>]} or
     * {@code FLAGS:ADVRES[:<RESID>]}. Present and empty when the job asks for reserved resources
     * without naming a reservation; empty when it asks for none.
     */
    public Optional<String> advres() {
        Optional<String> direct = value("ADVRES");
        if (direct.isPresent()) {
            return direct;
        }
        for (String flag : value("FLAGS").orElse("").split(",")) {
            String f = flag.strip();
            if (f.regionMatches(true, 0, "ADVRES", 0, 6) && (f.length() == 6 || f.charAt(6) == ':')) {
                return Optional.of(f.length() == 6 ? "" : f.substring(7).strip());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the job asks for nodes of its own (guide 13.3): {@code NACCESSPOLICY:SINGLEJOB} or
     * {@code SINGLETASK}, or the job flag {@code DEDICATED}, {@code DEDICATEDNODE} or
     * {@code NASINGLETASK}. {@code SHARED} asks nothing; {@code SINGLEUSER} keeps other users off
     * the job's nodes through its placement request ({@link Placements}), which also reports a
     * value that is no policy: nothing here has a problem to report.
     */
    public boolean dedicatedNodes() {
        Set<String> flags = flags();
        if (flags.contains("DEDICATED") || flags.contains("DEDICATEDNODE") || flags.contains("NASINGLETASK")) {
            return true;
        }
        String policy = value("NACCESSPOLICY").orElse("").toUpperCase(Locale.ROOT);
        switch (policy) {
            case "SINGLEJOB", "SINGLETASK" -> {
                return true;
            }
            default -> {
                // SHARED asks nothing; SINGLEUSER (and a value that is no policy, reported once) is
                // the job's placement request, read by Placements
                return false;
            }
        }
    }

    /**
     * {@code HOSTLIST:<host>[{,:}<host>]...} (guide 13.3): the hosts the job must run on, in the
     * order given, each once; a host the server does not know is reported and left out, as Maui
     * leaves it out. Empty when the extension names none.
     */
    public List<String> hostList(Set<String> knownHosts, Consumer<String> problem) {
        String text = value("HOSTLIST").orElse("");
        Set<String> out = new LinkedHashSet<>();
        for (String h : text.split("[,:+]")) {
            String host = h.strip();
            if (host.isEmpty()) {
                continue;
            }
            if (knownHosts.contains(host)) {
                out.add(host);
            } else {
                problem.accept("HOSTLIST names " + host + ", which pbs_server does not report as a node");
            }
        }
        return List.copyOf(out);
    }

    /** {@code TPN:<count>} (guide 13.3): tasks per node; 0 when not given, -1 when not a positive count. */
    public int tasksPerNode() {
        String v = value("TPN").orElse("");
        if (v.isEmpty()) {
            return 0;
        }
        return v.length() < 7 && v.chars().allMatch(Character::isDigit) && Integer.parseInt(v) > 0
                ? Integer.parseInt(v) : -1;
    }

    /** {@code DMEM:<MB>} (guide 13.3): dedicated memory per task in MB; 0 when not given, -1 when unreadable. */
    public long dedicatedMemMb() {
        String v = value("DMEM").orElse("");
        if (v.isEmpty()) {
            return 0;
        }
        return v.length() < 10 && v.chars().allMatch(Character::isDigit) ? Long.parseLong(v) : -1;
    }

    /**
     * Whether the job is to run now or not at all (guide 13.3): {@code QUEUEJOB:FALSE} (Maui's
     * boolean words: FALSE, NO, 0, ...) or the job flag {@code NOQUEUE}. A QUEUEJOB value that is
     * no boolean is reported and read as TRUE, Maui's default.
     */
    public boolean noQueue(Consumer<String> problem) {
        if (flags().contains("NOQUEUE")) {
            return true;
        }
        Optional<String> v = value("QUEUEJOB");
        if (v.isEmpty()) {
            return false;
        }
        Boolean b = switch (v.get().strip().toUpperCase(Locale.ROOT)) {
            case "TRUE", "T", "YES", "Y", "1", "ON" -> Boolean.TRUE;
            case "FALSE", "F", "NO", "N", "0", "OFF" -> Boolean.FALSE;
            default -> null;
        };
        if (b == null) {
            problem.accept("QUEUEJOB \"" + v.get() + "\" is not TRUE or FALSE");
        }
        return Boolean.FALSE.equals(b);
    }

    /** {@code FLAGS:<FLAG>[,<FLAG>]...}, upper case, without a flag's {@code :<value>}. */
    public Set<String> flags() {
        Set<String> out = new LinkedHashSet<>();
        for (String flag : value("FLAGS").orElse("").split(",")) {
            String f = flag.strip();
            int colon = f.indexOf(':');
            if (!f.isEmpty()) {
                out.add((colon < 0 ? f : f.substring(0, colon)).toUpperCase(Locale.ROOT));
            }
        }
        return Collections.unmodifiableSet(out);
    }

    private static boolean separator(char c) {
        return c == ':' || c == '=';
    }

    private static boolean blank(char c) {
        return Character.isWhitespace(c) || c == '"';
    }

    private static String trim(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && blank(s.charAt(from))) {
            from++;
        }
        while (to > from && blank(s.charAt(to - 1))) {
            to--;
        }
        return s.substring(from, to);
    }
}
