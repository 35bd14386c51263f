package io.jmaui.bridge.config;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds and reads maui.cfg. Without {@code --config}, Maui's order: {@code $MAUIHOMEDIR/maui.cfg},
 * {@code /usr/local/maui/maui.cfg}, {@code /etc/maui/maui.cfg}, then {@code ./maui.cfg}; a
 * maui-private.cfg beside the file found is read after it (CLIENTCFG keys).
 */
public final class ConfigFiles {

    public static final String PRIVATE = "maui-private.cfg";

    private ConfigFiles() {
    }

    /** The places searched, in order; an unset MAUIHOMEDIR is left out. */
    public static List<Path> searchPath(Map<String, String> env) {
        List<Path> out = new ArrayList<>();
        String home = env.get("MAUIHOMEDIR");
        if (home != null && !home.isEmpty()) {
            out.add(Path.of(home, "maui.cfg"));
        }
        out.add(Path.of("/usr/local/maui/maui.cfg"));
        out.add(Path.of("/etc/maui/maui.cfg"));
        out.add(Path.of("maui.cfg"));
        return out;
    }

    /** The first readable maui.cfg on the search path. */
    public static Optional<Path> find(Map<String, String> env) {
        return searchPath(env).stream().filter(Files::isReadable).findFirst();
    }

    /** "no maui.cfg found; looked at ...": what to print when {@link #find} finds nothing. */
    public static String notFound(Map<String, String> env) {
        List<String> places = new ArrayList<>();
        for (Path p : searchPath(env)) {
            places.add(p.isAbsolute() ? p.toString() : p + " (in " + Path.of("").toAbsolutePath() + ")");
        }
        String home = env.get("MAUIHOMEDIR") == null ? "; MAUIHOMEDIR is not set" : "";
        return "no maui.cfg found; looked at " + String.join(", ", places) + home
                + ". Give --config FILE (conf/maui.cfg is a sample)";
    }

    /** Reads maui.cfg and, when present beside it, maui-private.cfg. */
    public static MauiConfig load(Path file) throws IOException {
        return load(file, List.of());
    }

    /**
     * Reads maui.cfg with {@code extraLines} after it (changeparam's lines: a later line overrides
     * an earlier one), then maui-private.cfg when readable.
     */
    public static MauiConfig load(Path file, List<String> extraLines) throws IOException {
        String text = Files.readString(file);
        if (!extraLines.isEmpty()) {
            text = text + "\n" + String.join("\n", extraLines) + "\n";
        }
        Path priv = file.resolveSibling(PRIVATE);
        if (Files.isReadable(priv)) {
            return MauiConfigParser.parse(file.toString(), text, priv.toString(), Files.readString(priv));
        }
        return MauiConfigParser.parse(file.toString(), text);
    }
}
