package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads maui.cfg text into a {@link MauiConfig} (guide 3.4, appendix F). Takes text, not files:
 * the daemon reads maui.cfg and maui-private.cfg beside it and passes both.
 *
 * <p>Every bad value is collected and thrown together as one {@link ConfigException}; nothing is
 * clamped or repaired. Unknown parameters, unknown attributes, deprecated spellings and parameters
 * jmaui does not implement become {@link MauiConfig#warnings()}.
 */
public final class MauiConfigParser {

    private MauiConfigParser() {
    }

    /** Parses one file; {@code sourceName} ("maui.cfg") prefixes every message. */
    public static MauiConfig parse(String sourceName, String text) {
        ConfigBuilder b = new ConfigBuilder();
        read(b, sourceName, text, false);
        return b.build();
    }

    /** Parses maui.cfg and then maui-private.cfg (CLIENTCFG keys); later lines win as in one file. */
    public static MauiConfig parse(String mainName, String mainText, String privateName, String privateText) {
        ConfigBuilder b = new ConfigBuilder();
        read(b, mainName, mainText, false);
        read(b, privateName, privateText, true);
        return b.build();
    }

    /**
     * Parses an old fairshare file, fs.cfg (guide 6.3, "Fairshare Config File"): lines
     * {@code USER:steve QLIST=2,3,4 QDEF=2}, {@code SYSTEM PLIST=OldSP}, read as the matching
     * {@code USERCFG[steve] ...} and {@code SYSTEMCFG ...} lines.
     */
    public static MauiConfig parseFsConfig(String sourceName, String text) {
        ConfigBuilder b = new ConfigBuilder();
        for (ConfigLine l : LineTokenizer.lines(sourceName, text, b.errors)) {
            String[] object = l.written().split(":", 2);
            Optional<Block> block = switch (object[0].toUpperCase(Locale.ROOT)) {
                case "USER" -> Optional.of(Block.USERCFG);
                case "GROUP" -> Optional.of(Block.GROUPCFG);
                case "ACCOUNT" -> Optional.of(Block.ACCOUNTCFG);
                case "CLASS" -> Optional.of(Block.CLASSCFG);
                case "QOS" -> Optional.of(Block.QOSCFG);
                case "SYSTEM" -> Optional.of(Block.SYSTEMCFG);
                default -> Optional.empty();
            };
            boolean named = object.length == 2 && !object[1].isEmpty();
            if (block.isEmpty() || named == (block.get() == Block.SYSTEMCFG)) {
                b.warn(l, object[0], "unknown fairshare object, ignored (expected USER:name, GROUP:name, "
                        + "ACCOUNT:name, CLASS:name, QOS:name or SYSTEM)");
                continue;
            }
            String entry = named ? object[1] : null;
            if (entry != null && entry.contains("=")) {
                b.warn(l, l.written(), "object name contains '=', ignored (is a space missing?)");
                continue;
            }
            b.block(l, block.get(), entry);
        }
        return b.build();
    }

    private static void read(ConfigBuilder b, String source, String text, boolean privateFile) {
        for (ConfigLine l : LineTokenizer.lines(source, text, b.errors)) {
            line(b, l, privateFile);
        }
    }

    private static void line(ConfigBuilder b, ConfigLine l, boolean privateFile) {
        Optional<Parameter<?>> p = Parameters.byName(l.name());
        if (p.isPresent()) {
            b.simple(l, p.get());
            return;
        }
        Optional<Block> block = Block.byName(l.name());
        if (block.isPresent()) {
            block(b, l, block.get(), privateFile);
            return;
        }
        Optional<OldThrottlingParameters.Old> old = OldThrottlingParameters.byName(l.name());
        if (old.isPresent()) {
            b.successors.oldThrottling(l, old.get());
            return;
        }
        Optional<LegacyParameters.Target> legacy = LegacyParameters.byName(l.name());
        if (legacy.isPresent()) {
            legacy(b, l, legacy.get());
            return;
        }
        b.unknown(l, l.name(), "parameter", NameSuggester.nearest(l.name(), knownNames()));
    }

    private static void block(ConfigBuilder b, ConfigLine l, Block block, boolean privateFile) {
        if (block.needsIndex() && (l.index() == null || l.index().isEmpty())) {
            b.error(l, l.nameColumn(), l.name(), l.name(), block.name() + "[NAME]");
            return;
        }
        if (block == Block.SYSTEMCFG && l.index() != null) {
            b.warn(l, l.label(), "SYSTEMCFG takes no index, ignored");
        }
        if (block == Block.CLIENTCFG && !privateFile) {
            b.warn(l, l.label(), "client keys belong in maui-private.cfg");
        }
        if (!l.name().equals(block.name())) {
            b.warn(l, l.name(), "read as " + block.name());
        }
        b.block(l, block, block == Block.SYSTEMCFG ? null : l.index());
    }

    private static void legacy(ConfigBuilder b, ConfigLine l, LegacyParameters.Target t) {
        String entry = l.index() == null || l.index().isEmpty() ? LegacyParameters.defaultIndex(t.block()) : l.index();
        String text = l.joinedValue();
        String modern = t.block().name() + "[" + entry + "] " + t.attribute() + "=";
        b.warn(l, l.label(), "deprecated, read as " + modern + "...");
        if (text.isEmpty()) {
            return;
        }
        b.attribute(l, t.block(), entry, t.attribute(), text, l.valueColumn());
    }

    private static Set<String> knownNames() {
        Set<String> names = new TreeSet<>(Parameters.names());
        for (Block block : Block.values()) {
            names.add(block.name());
            names.addAll(block.aliases());
        }
        LegacyParameters.names().forEach(names::add);
        return names;
    }

    /** Every parameter name the parser knows: value parameters, blocks and deprecated forms, sorted. */
    static List<String> allNames() {
        return new ArrayList<>(knownNames());
    }
}
