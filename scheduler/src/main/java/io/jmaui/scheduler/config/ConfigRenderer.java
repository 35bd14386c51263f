package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Renders a {@link MauiConfig} as maui.cfg text, sorted so two renders diff cleanly: every value
 * parameter with its effective value (defaults marked {@code # default}, unset ones without a
 * default as a comment), then the indexed
 * values, then the blocks with their attributes as written. CSKEY values are masked.
 */
final class ConfigRenderer {

    private ConfigRenderer() {
    }

    static String render(MauiConfig cfg) {
        List<String> lines = new ArrayList<>();
        for (Parameter<?> p : Parameters.all()) {
            lines.add(value(cfg, p));
            cfg.indexedValues().getOrDefault(p, new TreeMap<>()).forEach((index, v) ->
                    lines.add(p.name() + "[" + index + "] " + formatUnchecked(p, v)));
        }
        TreeMap<String, String> blocks = new TreeMap<>();
        for (CredentialKind kind : CredentialKind.values()) {
            cfg.credentials(kind).forEach((name, c) -> put(blocks, kind.cfgParameter() + "[" + name + "]", c.raw()));
        }
        if (!cfg.system().raw().isEmpty()) {
            put(blocks, "SYSTEMCFG", cfg.system().raw());
        }
        cfg.standingReservations().forEach((name, r) -> put(blocks, "SRCFG[" + name + "]", r.raw()));
        cfg.nodeConfigs().forEach((name, n) -> put(blocks, "NODECFG[" + name + "]", n.raw()));
        cfg.resourceManagers().forEach((name, r) -> put(blocks, "RMCFG[" + name + "]", r.raw()));
        cfg.allocationManagers().forEach((name, a) -> put(blocks, "AMCFG[" + name + "]", a.raw()));
        cfg.client().peers().forEach((name, attributes) -> put(blocks, "CLIENTCFG[" + name + "]", attributes));
        blocks.forEach((k, v) -> lines.add(k + " " + v));
        return String.join("\n", lines) + "\n";
    }

    private static <T> String value(MauiConfig cfg, Parameter<T> p) {
        T value = cfg.get(p);
        if (value == null) {
            return "# " + p.name() + " [NONE]";
        }
        String v = p.name() + " " + p.format(value);
        return cfg.isSet(p) ? v : v + "  # default";
    }

    @SuppressWarnings("unchecked")
    private static <T> String formatUnchecked(Parameter<T> p, Object v) {
        return p.format((T) v);
    }

    private static void put(SortedMap<String, String> blocks, String key, Map<String, String> attributes) {
        List<String> parts = new ArrayList<>();
        new TreeMap<>(attributes).forEach((k, v) -> parts.add(k + "=" + (k.equals("CSKEY") ? "********" : quote(v))));
        blocks.put(key, String.join(" ", parts));
    }

    private static String quote(String v) {
        return v.contains(" ") ? "'" + v + "'" : v;
    }
}
