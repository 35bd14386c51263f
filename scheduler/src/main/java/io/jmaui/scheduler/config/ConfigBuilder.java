package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Collects one parse: values, block attributes with where each was set, warnings and every
 * error. {@link MauiConfigParser} feeds it lines; {@link #build()} runs the checks that need the
 * whole file and returns the immutable {@link MauiConfig} or throws one {@link ConfigException}.
 */
final class ConfigBuilder {

    /** How a parameter or attribute that cannot act under jmaui and TORQUE is reported, before the reason. */
    static final String NO_EFFECT = "no effect with jmaui and TORQUE: ";

    final List<ConfigError> errors = new ArrayList<>();
    final List<ConfigWarning> warnings = new ArrayList<>();
    private final Map<Parameter<?>, Object> values = new HashMap<>();
    private final Map<Parameter<?>, TreeMap<String, Object>> indexed = new HashMap<>();
    private final Map<String, ConfigLine> lastSet = new HashMap<>();
    private final Map<Block, TreeMap<String, LinkedHashMap<String, RawValue>>> blocks = new EnumMap<>(Block.class);
    final OldSpellings successors = new OldSpellings(this);

    void error(ConfigLine l, int column, String parameter, String value, String expected) {
        errors.add(new ConfigError(l.source(), l.line(), column, parameter, value, expected));
    }

    void warn(ConfigLine l, String parameter, String message) {
        warnings.add(new ConfigWarning(l.source(), l.line(), parameter, message));
    }

    /** An unknown parameter or attribute ({@code what}), naming the nearest known one when there is one. */
    void unknown(ConfigLine l, String parameter, String what, java.util.Optional<String> nearest) {
        String hint = nearest.map(n -> " (did you mean " + n + "?)").orElse("");
        warnings.add(new ConfigWarning(l.source(), l.line(), parameter, "unknown " + what + ", ignored" + hint,
                nearest.orElse(null)));
    }

    /** {@code NAME value} or {@code NAME[index] value}. */
    void simple(ConfigLine l, Parameter<?> p) {
        String text = l.joinedValue();
        Object v;
        try {
            v = p.parse(text);
        } catch (BadValue e) {
            error(l, l.valueColumn(), l.label(), e.got() != null ? e.got() : text, e.expected());
            return;
        }
        if (!l.name().equals(p.name())) {
            warn(l, l.name(), "read as " + p.name());
        }
        if (p.whyInapplicable().isPresent()) {
            warn(l, l.label(), NO_EFFECT + p.whyInapplicable().get());
        } else if (!p.implemented()) {
            warn(l, l.label(), "parsed, but jmaui does not implement it (guide " + p.section() + ")");
        }
        String index = l.index() == null || l.index().isEmpty() ? "0" : l.index();
        ConfigLine before = lastSet.put(p.name() + "[" + index + "]", l);
        if (before != null) {
            warn(l, l.label(), "set again; overrides " + before.source() + ":" + before.line());
        }
        if (index.equals("0")) {
            values.put(p, v);
        } else {
            indexed.computeIfAbsent(p, k -> new TreeMap<>()).put(index, v);
        }
    }

    /** {@code BLOCK[entry] ATTR=VALUE ...}; a word without {@code =} continues the previous value. */
    void block(ConfigLine l, Block block, String entry) {
        List<String[]> pairs = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        for (ConfigLine.Token t : l.tokens()) {
            int eq = t.text().indexOf('=');
            if (eq > 0) {
                pairs.add(new String[] {t.text().substring(0, eq), t.text().substring(eq + 1)});
                columns.add(t.column() + eq + 1);
            } else if (!pairs.isEmpty() && eq < 0) {
                String[] last = pairs.get(pairs.size() - 1);
                last[1] = last[1].isEmpty() ? t.text() : last[1] + " " + t.text();
            } else {
                error(l, t.column(), l.label(), t.text(), "ATTRIBUTE=VALUE");
            }
        }
        if (l.tokens().isEmpty()) {
            warn(l, l.label(), "no attributes");
        }
        for (int i = 0; i < pairs.size(); i++) {
            attribute(l, block, entry, pairs.get(i)[0], pairs.get(i)[1], columns.get(i));
        }
    }

    void attribute(ConfigLine l, Block block, String entry, String written, String text, int column) {
        String label = block.name() + (entry == null ? "" : "[" + entry + "]") + " " + written;
        String attribute = written;
        if (block.credential() != null && block != Block.SYSTEMCFG) {
            try {
                Optional<String> pair = LimitKeys.pairForm(written, block.credential());
                if (pair.isPresent()) {
                    attribute = pair.get();
                    warn(l, label, "read as " + block.name() + "[" + entry + "] " + attribute);
                }
            } catch (BadValue e) {
                error(l, column - written.length() - 1, label, e.got(), e.expected());
                return;
            }
        }
        Optional<String> canonical = BlockAttributes.canonical(block, attribute);
        if (canonical.isEmpty()) {
            unknown(l, label, "attribute",
                    NameSuggester.nearest(attribute.toUpperCase(java.util.Locale.ROOT), BlockAttributes.names(block)));
            return;
        }
        String name = canonical.get();
        try {
            BlockAttributes.parse(block, name, text);
        } catch (BadValue e) {
            error(l, column, label, e.got() != null ? e.got() : text, e.expected());
            return;
        }
        if (block == Block.RMCFG) {
            notTorque(l, label, name, text);
        } else if (block == Block.AMCFG) {
            notFile(l, label, name, text);
        } else if (block == Block.SRCFG && name.equals("TRIGGER")) {
            triggers(l, label, text);
        } else if (block == Block.SCHEDCFG) {
            SchedConfig.apply(this, name, text);
        }
        CredentialKind cred = block.credential();
        if (block != Block.SYSTEMCFG && cred != null && !CredentialAttributes.appliesTo(name, cred)) {
            warn(l, label, "only " + CredentialAttributes.onlyIn(name) + " uses " + name + ", ignored");
            return;
        }
        Optional<String> why = BlockAttributes.whyInapplicable(block, name);
        if (why.isPresent()) {
            warn(l, label, NO_EFFECT + why.get());
        } else if (BlockAttributes.unimplemented(block, name)) {
            warn(l, label, "parsed, but jmaui does not implement it (guide " + BlockAttributes.section(block, name) + ")");
        }
        if (block == Block.QOSCFG && name.equals("FLAGS")) {
            qosFlags(l, label, text);
        }
        Map<String, RawValue> attrs = blocks.computeIfAbsent(block, b -> new TreeMap<>())
                .computeIfAbsent(entry == null ? MauiConfig.DEFAULT : entry, e -> new LinkedHashMap<>());
        RawValue value = new RawValue(text, l.source(), l.line(), column);
        if (block == Block.NODECFG && name.equals("GRES") && attrs.containsKey(name)) {
            // each NODECFG GRES line sets the counts it names (guide 12.4's login32 lines)
            value = new RawValue(attrs.get(name).text() + "," + text, l.source(), l.line(), column);
        }
        attrs.put(name, value);
    }

    /** Each QFLAGS item Maui does not know, or jmaui does not act on, draws a warning (guide 7.3). */
    @SuppressWarnings("unchecked")
    private void qosFlags(ConfigLine l, String label, String text) {
        List<String> items;
        try {
            items = (List<String>) CredentialAttributes.parse("FLAGS", text);
        } catch (BadValue e) {
            return;
        }
        for (String item : items) {
            Optional<QosFlag> f = QosFlag.parse(item);
            if (f.isEmpty()) {
                String hint = NameSuggester.nearest(item.toUpperCase(java.util.Locale.ROOT), QosFlag.words())
                        .map(n -> " (did you mean " + n + "?)").orElse("");
                warn(l, label, "unknown QOS flag " + item + ", ignored" + hint);
            }
        }
    }

    /** A TRIGGER jmaui does not carry out (cancel, submit, minload: Moab's) draws a warning; the others run. */
    @SuppressWarnings("unchecked")
    private void triggers(ConfigLine l, String label, String text) {
        List<ReservationTrigger> all;
        try {
            all = (List<ReservationTrigger>) ReservationAttributes.parse("TRIGGER", text);
        } catch (BadValue e) {
            return;
        }
        for (ReservationTrigger t : all) {
            if (!t.supported()) {
                warn(l, label, t.event() + ";" + t.action() + ": parsed, but jmaui runs only exec triggers at create,"
                        + " start or end (cancel, submit and minload are Moab's), ignored");
            }
        }
    }

    /** RMCFG TYPE or SERVER naming another resource manager than TORQUE: jmaui never contacts it. */
    private void notTorque(ConfigLine l, String label, String name, String text) {
        String type = name.equals("TYPE") ? text.strip()
                : name.equals("SERVER") ? text.strip().replaceFirst("://.*", "") : null;
        if (type != null && !type.toUpperCase(java.util.Locale.ROOT).matches("PBS(:.*)?")) {
            warn(l, label, NO_EFFECT + "jmaui drives only TORQUE (TYPE=PBS); this resource manager is never contacted");
        }
    }

    /** The DEFAULT entry of a block, created empty when maui.cfg has none. */
    Map<String, RawValue> defaults(Block block) {
        return blocks.computeIfAbsent(block, b -> new TreeMap<>())
                .computeIfAbsent(MauiConfig.DEFAULT, e -> new LinkedHashMap<>());
    }

    /** Puts a value in as if maui.cfg had set it. */
    void setValue(Parameter<?> p, Object v) {
        values.put(p, v);
    }

    /** AMCFG TYPE or SERVER naming an allocation manager server: jmaui speaks only the FILE interface. */
    private void notFile(ConfigLine l, String label, String name, String text) {
        String type = name.equals("TYPE") ? text.strip()
                : name.equals("SERVER") && text.contains("://") ? text.strip().replaceFirst("://.*", "") : null;
        if (type != null && !type.equalsIgnoreCase("FILE")) {
            warn(l, label, NO_EFFECT + "jmaui writes charges with Maui's FILE interface only (AMCFG[x] TYPE=FILE); "
                    + "QBank, Gold and RES servers are never contacted");
        }
    }

    MauiConfig build() {
        successors.apply();
        new CrossChecks(this).run(blocks.getOrDefault(Block.SRCFG, new TreeMap<>()));
        new ValueNotes(this).run();
        ClientKeys.checkDistinct(blocks.getOrDefault(Block.CLIENTCFG, new TreeMap<>()), errors);
        if (!errors.isEmpty()) {
            throw new ConfigException(errors, warnings);
        }
        Map<CredentialKind, Map<String, Map<String, String>>> creds = new EnumMap<>(CredentialKind.class);
        for (Block b : Block.values()) {
            if (b.credential() != null) {
                creds.put(b.credential(), texts(b));
            }
        }
        Map<Parameter<?>, java.util.SortedMap<String, Object>> idx = new HashMap<>(indexed);
        return new MauiConfig(values, idx, creds, texts(Block.SYSTEMCFG).getOrDefault(MauiConfig.DEFAULT, Map.of()),
                texts(Block.SRCFG), texts(Block.NODECFG), texts(Block.RMCFG), texts(Block.CLIENTCFG), texts(Block.AMCFG),
                texts(Block.SCHEDCFG), warnings);
    }

    /** The value set for {@code p} (no index), for the checks that compare two parameters. */
    Object value(Parameter<?> p) {
        return values.get(p);
    }

    ConfigLine lineOf(Parameter<?> p) {
        return lastSet.get(p.name() + "[0]");
    }

    private Map<String, Map<String, String>> texts(Block b) {
        Map<String, Map<String, String>> out = new TreeMap<>();
        blocks.getOrDefault(b, new TreeMap<>()).forEach((entry, attrs) -> {
            Map<String, String> m = new LinkedHashMap<>();
            attrs.forEach((k, v) -> m.put(k, v.text()));
            out.put(entry, m);
        });
        return out;
    }
}
