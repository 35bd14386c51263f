package io.jmaui.bridge.command;

import io.jmaui.scheduler.config.MauiConfig;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What differs between two configs, as showconfig would print it: the lines of the new
 * rendering that the old one does not have ({@code LOGLEVEL 5}), and the blocks that went away
 * ({@code removed: SRCFG[maint] ...}).
 */
final class ConfigChanges {

    private ConfigChanges() {
    }

    static List<String> between(MauiConfig before, MauiConfig after) {
        Set<String> old = lines(before);
        Set<String> now = lines(after);
        List<String> out = new ArrayList<>();
        for (String l : now) {
            if (!old.contains(l)) {
                out.add(l.replace("  # default", " (default)"));
            }
        }
        for (String l : old) {
            String key = l.split(" ", 2)[0];
            if (!now.contains(l) && now.stream().noneMatch(n -> n.split(" ", 2)[0].equals(key))) {
                out.add("removed: " + l);
            }
        }
        return out;
    }

    private static Set<String> lines(MauiConfig cfg) {
        return new LinkedHashSet<>(List.of(cfg.render().split("\n")));
    }
}
