package io.jmaui.dist;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The packages' /etc/maui/maui.cfg: conf/maui.cfg with the FHS paths an installed daemon uses
 * (state in /var/spool/maui, the log in /var/log/maui) and the {@code maui} user first in ADMIN1,
 * the user Maui's guide says the daemon runs as. Every other line is the sample's, so the two
 * cannot drift apart.
 */
final class PackagedConfig {

    static final Map<String, String> FHS = fhs();

    private PackagedConfig() {
    }

    private static Map<String, String> fhs() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("ADMIN1", "maui root");
        m.put("LOGDIR", "/var/log/maui");
        m.put("STATDIR", "/var/spool/maui/stats");
        m.put("CHECKPOINTFILE", "/var/spool/maui/maui.ck");
        return m;
    }

    static String of(String sample) {
        List<String> out = new ArrayList<>();
        Map<String, String> missing = new LinkedHashMap<>(FHS);
        for (String line : sample.split("\n", -1)) {
            String[] words = line.strip().split("\\s+", 2);
            String name = words[0].toUpperCase(Locale.ROOT);
            if (!line.startsWith("#") && FHS.containsKey(name)) {
                out.add(String.format("%-21s %s", name, FHS.get(name)));
                missing.remove(name);
            } else {
                out.add(line.replace("Parameter reference: scheduler/docs/parameters.md",
                        "Parameter reference: /usr/share/doc/jmaui/parameters.md"));
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("conf/maui.cfg no longer sets " + missing.keySet()
                    + "; the packaged copy replaces those lines with FHS paths");
        }
        return String.join("\n", out);
    }
}
