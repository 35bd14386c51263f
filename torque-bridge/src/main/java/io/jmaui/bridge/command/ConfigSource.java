package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.MauiDaemon;
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

    /** Parses the config with {@code extraLines} after it (source name {@code changeparam}). */
    MauiConfig parse(List<String> extraLines) throws IOException;

    /** maui.cfg on disk, with maui-private.cfg beside it when readable; read again on every call. */
    static ConfigSource file(Path mauiCfg) {
        return extra -> {
            MauiConfig base = MauiDaemon.load(mauiCfg);
            if (extra.isEmpty()) {
                return base;
            }
            String text = java.nio.file.Files.readString(mauiCfg) + "\n" + String.join("\n", extra) + "\n";
            Path priv = mauiCfg.resolveSibling("maui-private.cfg");
            if (java.nio.file.Files.isReadable(priv)) {
                return MauiConfigParser.parse(mauiCfg.toString(), text, priv.toString(),
                        java.nio.file.Files.readString(priv));
            }
            return MauiConfigParser.parse(mauiCfg.toString(), text);
        };
    }

    /** A config given as text (tests, --demo). */
    static ConfigSource text(String name, String text) {
        return extra -> MauiConfigParser.parse(name, text + "\n" + String.join("\n", extra) + "\n");
    }

    /** A config and its maui-private.cfg given as text (tests). */
    static ConfigSource text(String name, String text, String privateName, String privateText) {
        return extra -> MauiConfigParser.parse(name, text + "\n" + String.join("\n", extra) + "\n", privateName,
                privateText);
    }
}
