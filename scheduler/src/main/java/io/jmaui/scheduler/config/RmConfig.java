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

    /** Maui's resource manager types (MRMType): only PBS is TORQUE, the rest are other resource managers. */
    static final java.util.List<String> TYPES = java.util.List.of("LL", "LSF", "NATIVE", "OTHER", "PBS", "RMS", "SGE",
            "SSS", "WIKI");
    private static final java.util.regex.Pattern SERVER_URL = java.util.regex.Pattern.compile("([A-Za-z]+)://([^:/]+)(?::([^/]*))?/?");

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.ofEntries(
            Map.entry("ASYNCJOBSTART", ValueTypes.bool()),
            Map.entry("AUTHTYPE", WordTypes.word("CHECKSUM", "PKI", "SECUREPORT")),
            Map.entry("CONFIGFILE", ValueTypes.string()),
            Map.entry("EPORT", ValueTypes.intRange(0, 65535)),
            Map.entry("HOST", serverList()),
            Map.entry("MINETIME", ValueTypes.nonNegativeInt()),
            Map.entry("NMPORT", ValueTypes.intRange(0, 65535)),
            Map.entry("PORT", ValueTypes.intRange(0, 65535)),
            Map.entry("SERVER", server()),
            Map.entry("SUBMITCMD", ValueTypes.string()),
            Map.entry("TIMEOUT", ValueTypes.nonNegativeInt()),
            Map.entry("TYPE", rmType())),
            Map.of(),
            Set.of(),
            Map.of("AUTHTYPE", "it secures Maui's WIKI interface (guide 13.2); pbs_server authenticates jmaui "
                            + "through trqauthd or a privileged source port (maui --auth)",
                    "CONFIGFILE", "it names a LoadLeveler configuration file (guide 13.2); jmaui talks only to TORQUE",
                    "SUBMITCMD", "it names the submit client Maui ran to launch jobs itself; jmaui submits no jobs",
                    "NMPORT", "Maui used it to ask each pbs_mom for node details; jmaui reads nodes from pbs_server "
                            + "and never contacts a pbs_mom"));


    private final String name;
    private final Map<String, String> raw;
    private final Map<String, Object> typed = new TreeMap<>();

    RmConfig(String name, Map<String, String> attributes) {
        this.name = name;
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        attributes.forEach((k, v) -> typed.put(k, SCHEMA.parseValidated(k, v)));
    }

    private static ValueType<String> rmType() {
        ValueType<String> base = WordTypes.word(TYPES.toArray(String[]::new));
        return ValueType.of(base.describe() + ", optionally :SUBTYPE", text -> {
            String[] parts = text.trim().split(":", 2);
            String type = base.parse(parts[0]);
            return parts.length == 2 ? type + ":" + base.parse(parts[1]) : type;
        }, v -> v);
    }

    /**
     * SERVER, the Maui 3.2.7 URL form of TYPE, HOST and PORT: {@code pbs://head:15001} (guide 13.2,
     * {@code ll://supercluster.org:9705}). The scheme is a resource manager type, the port optional.
     */
    private static ValueType<String> server() {
        String describe = "a URL TYPE://HOST[:PORT], TYPE one of " + String.join(", ", TYPES).toLowerCase(java.util.Locale.ROOT);
        return ValueType.of(describe, text -> {
            String t = text.strip();
            java.util.regex.Matcher m = SERVER_URL.matcher(t);
            if (!m.matches() || !TYPES.contains(m.group(1).toUpperCase(java.util.Locale.ROOT))
                    || m.group(3) != null && !isPort(m.group(3))) {
                throw new BadValue(t, describe);
            }
            return t;
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

    /** TYPE, upper-case, e.g. {@code PBS} or {@code PBS:RMS}; else SERVER's scheme; PBS when neither is set (13.2). */
    public String type() {
        String t = (String) typed.get("TYPE");
        if (t == null) {
            t = serverPart(1).map(s -> s.toUpperCase(java.util.Locale.ROOT)).orElse("PBS");
        }
        return t;
    }

    /** HOST as written: one pbs_server, or TORQUE's comma list of an HA pair; else SERVER's host. */
    public Optional<String> host() {
        String h = (String) typed.get("HOST");
        return h != null ? Optional.of(h) : serverPart(2);
    }

    /** PORT, else SERVER's port; 0 (the default) means the resource manager's default port. */
    public int port() {
        Integer p = (Integer) typed.get("PORT");
        return p != null ? p : serverPart(3).map(Integer::parseInt).orElse(0);
    }

    /** TORQUE's pbs_server, the one resource manager type jmaui drives (13.2: PBS covers OpenPBS, TORQUE, PBSPro). */
    public boolean isTorque() {
        return type().equals("PBS") || type().startsWith("PBS:");
    }

    /** ASYNCJOBSTART: start jobs with TORQUE's AsyrunJob, not waiting for the mom (13.2, "only enabled for PBS"). */
    public boolean asyncJobStart() {
        return (Boolean) typed.getOrDefault("ASYNCJOBSTART", false);
    }

    private Optional<String> serverPart(int group) {
        String url = (String) typed.get("SERVER");
        if (url == null) {
            return Optional.empty();
        }
        java.util.regex.Matcher m = SERVER_URL.matcher(url);
        return m.matches() ? Optional.ofNullable(m.group(group)) : Optional.empty();
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
