package io.jmaui.scheduler.config;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * One allocation manager, {@code AMCFG[bank] TYPE=FILE SERVER=file:///var/spool/maui/am.log}
 * (guide 6.4, the attribute table of "Configuring the Allocation Manager Interface"). jmaui speaks
 * Maui's FILE interface: every lien and charge is a line appended to a file an accounting system
 * reads. QBank, Gold and RES servers are other programs with their own protocols, not contacted.
 */
public final class AmConfig {

    /** Maui's allocation manager types (guide 6.4 TYPE); only FILE is spoken here. */
    static final List<String> TYPES = List.of("FILE", "GOLD", "QBANK", "RESD");

    /** CHARGEPOLICY words (guide 6.4): what is charged, and for which jobs. */
    static final List<String> CHARGE_POLICIES = List.of("DEBITALLWC", "DEBITALLCPU", "DEBITALLPE",
            "DEBITSUCCESSFULWC", "DEBITSUCCESSFULCPU", "DEBITSUCCESSFULPE");

    private static final String PEER_ONLY = "it configures the connection to an allocation manager server; "
            + "jmaui writes its charges with the FILE interface and contacts no server";

    static final AttributeSchema SCHEMA = new AttributeSchema(Map.ofEntries(
            Map.entry("APPENDMACHINENAME", ValueTypes.bool()),
            Map.entry("CHARGEPOLICY", WordTypes.word(CHARGE_POLICIES.toArray(String[]::new))),
            Map.entry("DEFERJOBONFAILURE", ValueTypes.bool()),
            Map.entry("FALLBACKACCOUNT", ValueTypes.string()),
            Map.entry("FLUSHINTERVAL", ValueTypes.duration()),
            Map.entry("HOST", ValueTypes.string()),
            Map.entry("PORT", ValueTypes.intRange(0, 65535)),
            Map.entry("SERVER", ValueTypes.string()),
            Map.entry("SOCKETPROTOCOL", ValueTypes.string()),
            Map.entry("TIMEOUT", ValueTypes.duration()),
            Map.entry("TYPE", WordTypes.word(TYPES.toArray(String[]::new))),
            Map.entry("WIREPROTOCOL", ValueTypes.string())),
            Map.of(),
            Set.of(),
            Map.of("PORT", PEER_ONLY, "SOCKETPROTOCOL", PEER_ONLY, "WIREPROTOCOL", PEER_ONLY, "TIMEOUT", PEER_ONLY,
                    "FALLBACKACCOUNT", "only an allocation manager server refuses a lien for lack of allocation; "
                            + "the FILE interface records every lien, so no job falls back to another account"));

    private final String name;
    private final Map<String, String> raw;
    private final Map<String, Object> typed = new TreeMap<>();

    AmConfig(String name, Map<String, String> attributes) {
        this.name = name;
        this.raw = Collections.unmodifiableMap(new TreeMap<>(attributes));
        attributes.forEach((k, v) -> typed.put(k, SCHEMA.parseValidated(k, v)));
    }

    public String name() {
        return name;
    }

    /** TYPE, else the scheme of SERVER ({@code file://...}), else QBANK, the guide's default. */
    public String type() {
        String t = (String) typed.get("TYPE");
        if (t != null) {
            return t;
        }
        return serverScheme().orElse("QBANK");
    }

    /** Whether this is the FILE interface jmaui speaks. */
    public boolean isFile() {
        return type().equals("FILE");
    }

    /**
     * The FILE interface's file as written: SERVER's path ({@code file:///var/adm/am.log}), else
     * HOST (Maui names the file with it), else {@code am.log}; relative to the Maui home.
     */
    public String file() {
        String server = (String) typed.get("SERVER");
        if (server != null && server.regionMatches(true, 0, "file://", 0, 7)) {
            return server.substring(7);
        }
        String host = (String) typed.get("HOST");
        return host != null ? host : "am.log";
    }

    /** CHARGEPOLICY, DEBITSUCCESSFULWC when unset (guide 6.4). */
    public String chargePolicy() {
        return (String) typed.getOrDefault("CHARGEPOLICY", "DEBITSUCCESSFULWC");
    }

    /** FLUSHINTERVAL in seconds, a day when unset (guide 6.4). */
    public long flushInterval() {
        return (Long) typed.getOrDefault("FLUSHINTERVAL", 86_400L);
    }

    public boolean appendMachineName() {
        return (Boolean) typed.getOrDefault("APPENDMACHINENAME", false);
    }

    public boolean deferJobOnFailure() {
        return (Boolean) typed.getOrDefault("DEFERJOBONFAILURE", false);
    }

    /** Attribute (upper-case) to text as merged, sorted. */
    public Map<String, String> raw() {
        return raw;
    }

    private Optional<String> serverScheme() {
        String server = (String) typed.get("SERVER");
        if (server == null || !server.contains("://")) {
            return Optional.empty();
        }
        String scheme = server.substring(0, server.indexOf("://")).toUpperCase(Locale.ROOT);
        return Optional.of(scheme);
    }

    @Override
    public String toString() {
        return "AMCFG[" + name + "] " + raw;
    }
}
