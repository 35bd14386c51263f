package io.jmaui.bridge.config;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the daemon's maui.cfg comes from, for changeparam (parse it again with the runtime changes
 * appended, a later line overriding an earlier one) and schedctl -R (read it again).
 */
@FunctionalInterface
public interface ConfigSource {

    /** Parses the config with {@code extraLines} after it. */
    MauiConfig parse(List<String> extraLines) throws IOException;

    /** maui.cfg on disk, with maui-private.cfg beside it when readable; read again on every call. */
    static ConfigSource file(Path mauiCfg) {
        return extra -> ConfigFiles.load(mauiCfg, extra);
    }

    /** A config given as text (tests). */
    static ConfigSource text(String name, String text) {
        return extra -> MauiConfigParser.parse(name, text + "\n" + String.join("\n", extra) + "\n");
    }

    /** A config and its maui-private.cfg given as text (tests). */
    static ConfigSource text(String name, String text, String privateName, String privateText) {
        return extra -> MauiConfigParser.parse(name, text + "\n" + String.join("\n", extra) + "\n", privateName,
                privateText);
    }

    /** This source with {@code lines} always after the file (the demo's own settings). */
    default ConfigSource with(List<String> lines) {
        return extra -> {
            List<String> all = new java.util.ArrayList<>(lines);
            all.addAll(extra);
            return parse(all);
        };
    }
}
