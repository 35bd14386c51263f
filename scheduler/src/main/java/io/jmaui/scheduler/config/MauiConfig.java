package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A parsed maui.cfg (and maui-private.cfg): immutable and typed. Built only by
 * {@link MauiConfigParser}; a reload is a new parse, and a caller keeps the previous object when
 * the new parse throws {@link ConfigException}.
 *
 * <p>Value parameters are read with {@link #get(Parameter)}, e.g. {@code cfg.get(Parameters.FSWEIGHT)}.
 * Credentials fall back attribute by attribute to their DEFAULT entry (guide 6.2.1.1).
 */
public final class MauiConfig {

    /** The credential, node and client name that holds defaults: {@code USERCFG[DEFAULT]}. */
    public static final String DEFAULT = "DEFAULT";

    private final Map<Parameter<?>, Object> values;
    /** {@link #values} by each parameter's {@link Parameter#slot}, null where not set: what {@link #get} reads. */
    private final Object[] bySlot;
    private final Map<Parameter<?>, SortedMap<String, Object>> indexed;
    private final Map<CredentialKind, SortedMap<String, CredentialConfig>> credentials;
    private final Map<CredentialKind, Map<String, CredentialConfig>> merged;
    private final CredentialConfig system;
    private final SortedMap<String, StandingReservationConfig> standingReservations;
    private final SortedMap<String, NodeConfig> nodes;
    private final SortedMap<String, RmConfig> resourceManagers;
    private final ClientConfig client;
    private final SortedMap<String, AmConfig> allocationManagers;
    private final String fallbackServer;
    private final List<ConfigWarning> warnings;
    /**
     * The values of {@link Derived} kinds by {@link Derived#slot}, null where not derived yet:
     * replaced whole (copy on write, under {@link #keeping}) when one is added, so a reader sees a
     * complete array through the one volatile read.
     */
    private volatile Object[] kept = new Object[0];
    private final Object keeping = new Object();

    MauiConfig(Map<Parameter<?>, Object> values, Map<Parameter<?>, SortedMap<String, Object>> indexed,
               Map<CredentialKind, Map<String, Map<String, String>>> credentialAttributes,
               Map<String, String> systemAttributes,
               Map<String, Map<String, String>> reservationAttributes,
               Map<String, Map<String, String>> nodeAttributes,
               Map<String, Map<String, String>> rmAttributes,
               Map<String, Map<String, String>> clientAttributes,
               Map<String, Map<String, String>> amAttributes,
               Map<String, Map<String, String>> schedAttributes,
               List<ConfigWarning> warnings) {
        this.values = Map.copyOf(values);
        this.bySlot = bySlot(this.values);
        Map<Parameter<?>, SortedMap<String, Object>> idx = new HashMap<>();
        indexed.forEach((p, m) -> idx.put(p, Collections.unmodifiableSortedMap(new TreeMap<>(m))));
        this.indexed = Map.copyOf(idx);
        this.credentials = new EnumMap<>(CredentialKind.class);
        this.merged = new EnumMap<>(CredentialKind.class);
        for (CredentialKind kind : CredentialKind.values()) {
            Map<String, Map<String, String>> byName = credentialAttributes.getOrDefault(kind, Map.of());
            SortedMap<String, CredentialConfig> asWritten = new TreeMap<>();
            Map<String, CredentialConfig> withDefault = new HashMap<>();
            Map<String, String> dflt = byName.getOrDefault(DEFAULT, Map.of());
            byName.forEach((name, attributes) -> {
                asWritten.put(name, new CredentialConfig(kind, name, attributes));
                Map<String, String> m = new LinkedHashMap<>(dflt);
                m.putAll(attributes);
                withDefault.put(name, new CredentialConfig(kind, name, m));
            });
            withDefault.putIfAbsent(DEFAULT, new CredentialConfig(kind, DEFAULT, Map.of()));
            credentials.put(kind, Collections.unmodifiableSortedMap(asWritten));
            merged.put(kind, withDefault);
        }
        this.system = new CredentialConfig(null, "SYSTEM", systemAttributes);
        this.standingReservations = build(reservationAttributes, StandingReservationConfig::new);
        this.nodes = build(withDefaults(nodeAttributes), NodeConfig::new);
        this.resourceManagers = build(rmAttributes, RmConfig::new);
        this.client = new ClientConfig(clientAttributes);
        this.allocationManagers = build(amAttributes, AmConfig::new);
        this.fallbackServer = schedAttributes.values().stream().map(a -> a.get("FBSERVER"))
                .filter(java.util.Objects::nonNull).reduce((first, later) -> later).orElse(null);
        this.warnings = List.copyOf(warnings);
    }

    /** A copy with other values (see {@link #keeping}); everything else is shared, being immutable. */
    private MauiConfig(MauiConfig base, Map<Parameter<?>, Object> values,
                       Map<Parameter<?>, SortedMap<String, Object>> indexed) {
        this.values = Map.copyOf(values);
        this.bySlot = bySlot(this.values);
        this.indexed = Map.copyOf(indexed);
        this.credentials = base.credentials;
        this.merged = base.merged;
        this.system = base.system;
        this.standingReservations = base.standingReservations;
        this.nodes = base.nodes;
        this.resourceManagers = base.resourceManagers;
        this.client = base.client;
        this.allocationManagers = base.allocationManagers;
        this.fallbackServer = base.fallbackServer;
        this.warnings = base.warnings;
    }

    /**
     * This config, but with {@code params} as {@code previous} has them, set or not: a reload
     * keeps the parameters that need a restart at the values in force.
     */
    public MauiConfig keeping(MauiConfig previous, java.util.Collection<Parameter<?>> params) {
        Map<Parameter<?>, Object> v = new HashMap<>(values);
        Map<Parameter<?>, SortedMap<String, Object>> idx = new HashMap<>(indexed);
        for (Parameter<?> p : params) {
            v.remove(p);
            idx.remove(p);
            if (previous.values.containsKey(p)) {
                v.put(p, previous.values.get(p));
            }
            if (previous.indexed.containsKey(p)) {
                idx.put(p, previous.indexed.get(p));
            }
        }
        return new MauiConfig(this, v, idx);
    }

    private static Object[] bySlot(Map<Parameter<?>, Object> values) {
        int size = 0;
        for (Parameter<?> p : values.keySet()) {
            size = Math.max(size, p.slot + 1);
        }
        Object[] out = new Object[size];
        values.forEach((p, v) -> out[p.slot] = v);
        return out;
    }

    private static Map<String, Map<String, String>> withDefaults(Map<String, Map<String, String>> byName) {
        Map<String, String> dflt = byName.getOrDefault(DEFAULT, Map.of());
        Map<String, Map<String, String>> out = new TreeMap<>();
        byName.forEach((name, attributes) -> {
            Map<String, String> m = new LinkedHashMap<>(name.equals(DEFAULT) ? Map.of() : dflt);
            m.putAll(attributes);
            out.put(name, m);
        });
        return out;
    }

    private static <T> SortedMap<String, T> build(Map<String, Map<String, String>> attributes,
                                                  java.util.function.BiFunction<String, Map<String, String>, T> make) {
        SortedMap<String, T> out = new TreeMap<>();
        attributes.forEach((name, a) -> out.put(name, make.apply(name, a)));
        return Collections.unmodifiableSortedMap(out);
    }

    /**
     * The value of kind {@code d} for this config, computed on first use and kept: an array read
     * (see {@link Derived} for why not a hashed map).
     */
    @SuppressWarnings("unchecked")
    public <T> T derived(Derived<T> d) {
        Object[] k = kept;
        Object v = d.slot < k.length ? k[d.slot] : null;
        return v != null ? (T) v : keep(d);
    }

    @SuppressWarnings("unchecked")
    private <T> T keep(Derived<T> d) {
        T v = Objects.requireNonNull(d.compute.apply(this)); // outside the lock: computing one value may derive another
        synchronized (keeping) {
            Object[] k = kept;
            if (d.slot < k.length && k[d.slot] != null) {
                return (T) k[d.slot]; // raced: every caller gets the one kept
            }
            Object[] grown = Arrays.copyOf(k, Math.max(k.length, Math.max(d.slot + 1, Derived.kinds())));
            grown[d.slot] = v;
            kept = grown;
            return v;
        }
    }

    /**
     * The value set for {@code p} (written without an index or with index 0, which guide 3.4
     * says are the same), else the table default (null for parameters whose default is "[NONE]").
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Parameter<T> p) {
        Object v = p.slot < bySlot.length ? bySlot[p.slot] : null; // no value is null (Map.copyOf refuses them)
        return v != null ? (T) v : p.defaultValue();
    }

    /**
     * Every value written for {@code p} by index, e.g. {@code RESERVATIONDEPTH[1] 4}; an unindexed
     * value is index "0". Empty when {@code p} is not set.
     */
    @SuppressWarnings("unchecked")
    public <T> SortedMap<String, T> indexed(Parameter<T> p) {
        SortedMap<String, T> out = new TreeMap<>((SortedMap<String, T>) indexed.getOrDefault(p, Collections.emptySortedMap()));
        if (values.containsKey(p)) {
            out.put("0", (T) values.get(p));
        }
        return Collections.unmodifiableSortedMap(out);
    }

    /** True when maui.cfg sets {@code p}, with or without an index. */
    public boolean isSet(Parameter<?> p) {
        return values.containsKey(p) || indexed.containsKey(p);
    }

    /**
     * The settings of credential {@code name}: its own attributes over those of
     * {@code *CFG[DEFAULT]}, attribute by attribute. Never null; empty when neither is written.
     */
    public CredentialConfig credential(CredentialKind kind, String name) {
        Map<String, CredentialConfig> byName = merged.get(kind);
        CredentialConfig c = byName.get(name);
        return c != null ? c : byName.get(DEFAULT).renamed(name);
    }

    /** The credential's own entry, without DEFAULT. */
    public Optional<CredentialConfig> credentialExact(CredentialKind kind, String name) {
        return Optional.ofNullable(credentials.get(kind).get(name));
    }

    /** Every entry written for {@code kind}, DEFAULT included, without merging. */
    public SortedMap<String, CredentialConfig> credentials(CredentialKind kind) {
        return credentials.get(kind);
    }

    /** SYSTEMCFG (also spelt SYSCFG): system-wide limits and defaults; {@link CredentialConfig#kind()} is null. */
    public CredentialConfig system() {
        return system;
    }

    /** SRCFG blocks by name. */
    public SortedMap<String, StandingReservationConfig> standingReservations() {
        return standingReservations;
    }

    /** NODECFG blocks by name, each merged over NODECFG[DEFAULT]. */
    public SortedMap<String, NodeConfig> nodeConfigs() {
        return nodes;
    }

    /** The settings for node {@code name}: its NODECFG over NODECFG[DEFAULT]; never null. */
    public NodeConfig node(String name) {
        NodeConfig own = nodes.get(name);
        if (own != null) {
            return own;
        }
        NodeConfig dflt = nodes.get(DEFAULT);
        return dflt != null ? dflt.renamed(name) : new NodeConfig(name, Map.of());
    }

    /** RMCFG blocks by name. */
    public SortedMap<String, RmConfig> resourceManagers() {
        return resourceManagers;
    }

    /**
     * SCHEDCFG FBSERVER, {@code HOST[:PORT]}: Maui's fallback server, which a remote command tries
     * when the server it was given does not answer.
     */
    public Optional<String> fallbackServer() {
        return Optional.ofNullable(fallbackServer);
    }

    public ClientConfig client() {
        return client;
    }

    /** AMCFG blocks by name (guide 6.4). */
    public SortedMap<String, AmConfig> allocationManagers() {
        return allocationManagers;
    }

    /** What was read but not acted on as written, in file order. */
    public List<ConfigWarning> warnings() {
        return warnings;
    }

    /**
     * The effective configuration, one parameter per line sorted by name, every value parameter
     * with its value (defaults marked), then the blocks; client keys are masked. For logging once
     * at start and for {@code showconfig}.
     */
    public String render() {
        return ConfigRenderer.render(this);
    }

    Map<Parameter<?>, SortedMap<String, Object>> indexedValues() {
        return indexed;
    }
}
