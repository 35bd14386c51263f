package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The maui.cfg reference generated from the parameter table, so the documentation cannot drift
 * from what the parser accepts (as Kafka renders its docs from {@code ConfigDef}).
 */
public final class ParameterReference {

    private ParameterReference() {
    }

    /** A Markdown page: every value parameter, then the blocks and their attributes, then old spellings. */
    public static String markdown() {
        List<String> out = new ArrayList<>();
        out.add("# maui.cfg parameters");
        out.add("");
        out.add("Generated from the parameter table, `io.jmaui.scheduler.config.Parameters`, by the build; a test");
        out.add("fails when this copy is out of date. Guide: the section of the Maui Administrator's Guide that");
        out.add("explains the parameter. jmaui \"no\": the parameter parses, draws a warning naming file:line,");
        out.add("and has no effect. Change: \"at once\" when changeparam, `schedctl -R` and SIGHUP apply it to");
        out.add("the running daemon (from its next iteration), \"restart\" when the daemon reads it only at start.");
        out.add("");
        out.add("| Parameter | Value | Default | Guide | jmaui | Change | Description |");
        out.add("|---|---|---|---|---|---|---|");
        for (Parameter<?> p : Parameters.all()) {
            out.add(row(p));
        }
        out.add("");
        out.add("## Blocks");
        out.add("");
        out.add("`NAME[index] ATTR=VALUE ...`; lines for the same index merge, the later line winning per attribute.");
        out.add("");
        out.add("Blocks change at once, like value parameters.");
        out.add("");
        out.add("| Block | Guide | Attributes |");
        out.add("|---|---|---|");
        for (Block b : Block.values()) {
            String names = String.join(", ", new TreeSet<>(BlockAttributes.names(b)));
            String aka = b.aliases().isEmpty() ? "" : " (also " + String.join(", ", b.aliases()) + ")";
            out.add("| " + b.name() + aka + " | " + b.section() + " | " + names + " |");
        }
        out.add("");
        out.add("## Deprecated forms");
        out.add("");
        List<String> legacy = new ArrayList<>();
        LegacyParameters.names().forEach(n -> {
            LegacyParameters.Target t = LegacyParameters.byName(n).orElseThrow();
            legacy.add("- `" + n + "[x]` is read as `" + t.block().name() + "[x] " + t.attribute() + "=`");
        });
        legacy.sort(null);
        out.addAll(legacy);
        return String.join("\n", out) + "\n";
    }

    private static <T> String row(Parameter<T> p) {
        String name = p.aliases().isEmpty() ? p.name() : p.name() + " (also " + String.join(", ", p.aliases()) + ")";
        return "| " + name + " | " + p.syntax() + " | " + p.format(p.defaultValue()) + " | " + p.section() + " | "
                + (p.implemented() ? "yes" : "no") + " | " + (p.restartOnly() ? "restart" : "at once") + " | "
                + p.doc().replace("|", "\\|") + " |";
    }
}
