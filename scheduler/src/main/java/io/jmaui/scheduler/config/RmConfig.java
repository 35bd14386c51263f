package io.jmaui.scheduler.config;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * One resource manager, {@code RMCFG[name] TYPE=PBS HOST=cws PORT=20001} (guide 13.2). The
 * Maui 3.0 parameters RMTYPE[x], RMHOST[x], RMSERVER[x], RMPORT[x], RMTIMEOUT[x], RMAUTHTYPE[x]
 * and RMNMPORT[x] are read into RMCFG[x].
 */
public final class RmConfig {

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.ofEntries(
            Map.entry("ASYNCJOBSTART", ValueTypes.bool()),
            Map.entry("AUTHTYPE", WordTypes.word("CHECKSUM", "PKI", "SECUREPORT")),
            Map.entry("CONFIGFILE", ValueTypes.string()),
            Map.entry("EPORT", ValueTypes.intRange(0, 65535)),
            Map.entry("HOST", serverList()),
            Map.entry("MINETIME", ValueTypes.nonNegativeInt()),
            Map.entry("NMPORT", ValueTypes.intRange(0, 65535)),
            Map.entry("PORT", ValueTypes.intRange(0, 65535)),
            Map.entry("SERVER", ValueTypes.string()),
            Map.entry("SUBMITCMD", ValueTypes.string()),
            Map.entry("TIMEOUT", ValueTypes.nonNegativeInt()),
            Map.entry("TYPE", rmType())),
            Map.of(),
            Set.of("AUTHTYPE", "CONFIGFILE", "SERVER", "SUBMITCMD", "ASYNCJOBSTART", "NMPORT"));

    private final String name;
    private final Map<String, String> raw;
    private final Map<String, Object> typed = new TreeMap<>();

    RmConfig(String name, Map<String, String> attributes) {
        this.name = name;
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        attributes.forEach((k, v) -> typed.put(k, SCHEMA.parseValidated(k, v)));
    }

    private static ValueType<String> rmType() {
        ValueType<String> base = WordTypes.word("LL", "LSF", "PBS", "RMS", "SGE", "SSS", "WIKI");
        return ValueType.of(base.describe() + ", optionally :SUBTYPE", text -> {
            String[] parts = text.trim().split(":", 2);
            String type = base.parse(parts[0]);
            return parts.length == 2 ? type + ":" + base.parse(parts[1]) : type;
        }, v -> v);
    }

    /**
     * HOST as TORQUE's clients take a server list: one pbs_server or an HA pair, items separated by
     * commas, each {@code host} or {@code host:port} (a port after the first colon).
     */
    private static ValueType<String> serverList() {
        String describe = "a host, host:port, or a comma list of them (a TORQUE HA pair: head1,head2)";
        return ValueType.of(describe, text -> {
            boolean any = false;
            for (String raw : text.split(",", -1)) {
                String item = raw.strip();
                if (item.isEmpty()) {
                    continue;
                }
                int colon = item.indexOf(':');
                if (colon == 0 || (colon > 0 && !isPort(item.substring(colon + 1)))) {
                    throw new BadValue(item, describe);
                }
                any = true;
            }
            if (!any) {
                throw new BadValue(describe);
            }
            return text.strip();
        }, v -> v);
    }

    private static boolean isPort(String text) {
        try {
            int port = Integer.parseInt(text);
            return port > 0 && port <= 65535;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public String name() {
        return name;
    }

    /** TYPE, upper-case, e.g. {@code PBS} or {@code PBS:RMS}; PBS when unset (13.2). */
    public String type() {
        return (String) typed.getOrDefault("TYPE", "PBS");
    }

    /** HOST as written: one pbs_server, or TORQUE's comma list of an HA pair. */
    public Optional<String> host() {
        return Optional.ofNullable((String) typed.get("HOST"));
    }

    /** PORT; 0 (the default) means the resource manager's default port. */
    public int port() {
        return (Integer) typed.getOrDefault("PORT", 0);
    }

    /** TIMEOUT in seconds, 15 when unset (the attribute table of 13.2 and appendix RMTIMEOUT). */
    public int timeoutSeconds() {
        return (Integer) typed.getOrDefault("TIMEOUT", 15);
    }

    /** EPORT, where scheduling events from the resource manager arrive. */
    public OptionalInt eventPort() {
        Integer v = (Integer) typed.get("EPORT");
        return v == null ? OptionalInt.empty() : OptionalInt.of(v);
    }

    /** MINETIME, least seconds between iterations triggered by events (default 1). */
    public int minEventTimeSeconds() {
        return (Integer) typed.getOrDefault("MINETIME", 1);
    }

    /** Attribute (upper-case) to text as merged, sorted. */
    public Map<String, String> raw() {
        return raw;
    }

    @Override
    public String toString() {
        return "RMCFG[" + name + "] " + raw;
    }
}
