package io.jmaui.bridge.torque;

import java.util.Locale;
import java.util.Optional;

/**
 * The QOS entry of a job's resource manager extension, {@code qsub -W x=QOS:high} (guide 13.3.1,
 * 7.3). A stand-in reading only QOS until the full extension parser (owned by the dependencies
 * work, for ADVRES) lands; that one replaces this class.
 *
 * <p>Facts from TORQUE 6.1: qsub sends {@code -W x=...} as a job attribute named {@code x},
 * several {@code -W x=} joined with {@code ;}; pbs_server defines {@code x} as a string job
 * attribute (src/include/site_job_attr_def.ht, built into every server), so a StatusJob may name
 * it. Maui reads the value as {@code <KEY>:<VALUE>[;<KEY>:<VALUE>]...}, {@code =} accepted for
 * {@code :}, blanks and double quotes around key and value dropped, keys in any case; a later
 * QOS entry wins.
 */
public final class QosExtension {

    /** The job attribute pbs_server reports the extension in. */
    public static final String ATTRIBUTE = "x";

    private QosExtension() {
    }

    /** The QOS the extension text asks for, empty when it names none. */
    public static Optional<String> qos(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String found = null;
        for (String raw : text.split("[;\n]")) {
            String entry = strip(raw);
            if (entry.length() > 3 && entry.substring(0, 3).toUpperCase(Locale.ROOT).equals("QOS")) {
                char sep = entry.charAt(3);
                if (sep == ':' || sep == '=' || Character.isWhitespace(sep) || sep == '"') {
                    String value = strip(entry.substring(4).replaceFirst("^[\\s\"]*[:=]?", ""));
                    if (!value.isEmpty()) {
                        found = value;
                    }
                }
            }
        }
        return Optional.ofNullable(found);
    }

    private static String strip(String s) {
        int from = 0;
        int to = s.length();
        while (from < to && (Character.isWhitespace(s.charAt(from)) || s.charAt(from) == '"')) {
            from++;
        }
        while (to > from && (Character.isWhitespace(s.charAt(to - 1)) || s.charAt(to - 1) == '"')) {
            to--;
        }
        return s.substring(from, to);
    }
}
