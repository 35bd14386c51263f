package io.jmaui.dist;

import io.jmaui.bridge.cli.CliContext;
import io.jmaui.bridge.cli.MauiCommands;
import io.jmaui.bridge.launch.MauiDaemon;
import io.jmaui.bridge.tool.MauiReplay;
import io.jmaui.bridge.tool.MauiSimulate;
import io.jmaui.pbs.tool.PbsDecode;
import io.jmaui.pbs.tool.PbsQuery;
import io.jmaui.scheduler.config.ParameterReference;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the generated distribution files under a staging directory:
 * {@code adoc/NAME.adoc} (man page sources), {@code completion/NAME}, {@code doc/parameters.md},
 * {@code etc/maui.cfg}, {@code bin/} (the launchers) and {@code usrbin/} (one wrapper per
 * command for {@code /usr/bin}). Run by the build: {@code DistributionFiles STAGE CONF/maui.cfg}.
 */
public final class DistributionFiles {

    /** Launchers for developers only, left out of what a site installs. */
    private static final Set<String> DEVELOPER_TOOLS = Set.of("bench", "scale-bench");

    private DistributionFiles() {
    }

    public static void main(String[] args) throws IOException {
        Path stage = Path.of(args[0]);
        Path mauiCfg = Path.of(args[1]);
        Path repo = mauiCfg.toAbsolutePath().getParent().getParent();
        for (String dir : List.of("adoc", "completion", "doc", "etc", "bin", "usrbin", "unit")) {
            Files.createDirectories(stage.resolve(dir));
        }
        for (CommandLine cl : commands()) {
            String name = cl.getCommandName();
            StringWriter adoc = new StringWriter();
            try (PrintWriter w = new PrintWriter(adoc)) {
                ManPageGenerator.writeSingleManPage(w, cl.getCommandSpec());
            }
            Files.writeString(stage.resolve("adoc/" + name + ".adoc"), bracketsInLabels(adoc.toString()));
            Files.writeString(stage.resolve("completion/" + name), AutoComplete.bash(name, cl));
        }
        Files.writeString(stage.resolve("doc/parameters.md"), ParameterReference.markdown());
        for (String doc : List.of("README.md", "conf/grafana-dashboard.json")) {
            Files.copy(repo.resolve(doc), stage.resolve("doc/" + Path.of(doc).getFileName()),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        Files.writeString(stage.resolve("etc/maui.cfg"), PackagedConfig.of(Files.readString(mauiCfg)));
        Files.writeString(stage.resolve("unit/maui.service"), packagedUnit(Files.readString(repo.resolve("conf/maui.service"))));
        launchers(repo.resolve("bin"), stage);
    }

    /**
     * A parameter label such as {@code _HOST[:PORT]_} is italic AsciiDoc whose brackets asciidoctor
     * reads as markup, dropping the option from the synopsis; inside labels they are written as
     * asciidoctor's {@code {startsb}} and {@code {endsb}}.
     */
    static String bracketsInLabels(String adoc) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("_([^_\\s]*\\[[^_\\s]*)_").matcher(adoc);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String label = m.group(1).replace("[", "{startsb}").replace("]", "{endsb}");
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement("_" + label + "_"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The tarball's unit (conf/maui.service, for /opt/jmaui) as the packages install it. */
    static String packagedUnit(String tarballUnit) {
        StringBuilder out = new StringBuilder();
        for (String line : tarballUnit.split("\n", -1)) {
            if (line.startsWith("# For the tarball") || line.startsWith("# system user owning")) {
                continue;
            }
            out.append(line.replace("file:///opt/jmaui/doc/README.md", "file:///usr/share/doc/jmaui/README.md")
                    .replace("/opt/jmaui/bin/", "/usr/share/jmaui/bin/")).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    /** {@code maui}, the Maui commands and the tools, each as the command line it runs with. */
    static List<CommandLine> commands() {
        PrintWriter sink = new PrintWriter(new StringWriter());
        List<CommandLine> out = new ArrayList<>();
        out.add(MauiDaemon.commandLine(sink, sink, Map.of()));
        out.addAll(MauiCommands.each(new CliContext(sink, sink, ZoneOffset.UTC, "root", Map.of())));
        out.add(MauiSimulate.commandLine(sink, sink));
        out.add(MauiReplay.commandLine(sink, sink));
        out.add(PbsQuery.commandLine(sink, sink, Map.of(), Path.of("/var/spool/torque/server_name")));
        out.add(PbsDecode.commandLine(sink, sink));
        return out;
    }

    /** bin/ without the developer tools, and a {@code /usr/bin} wrapper for each launcher in it. */
    private static void launchers(Path bin, Path stage) throws IOException {
        try (Stream<Path> files = Files.list(bin)) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (DEVELOPER_TOOLS.contains(name)) {
                    continue;
                }
                executable(Files.copy(f, stage.resolve("bin/" + name), java.nio.file.StandardCopyOption.REPLACE_EXISTING));
                if (!name.startsWith(".")) {
                    executable(Files.writeString(stage.resolve("usrbin/" + name),
                            "#!/bin/sh\nexec /usr/share/jmaui/bin/" + name + " \"$@\"\n"));
                }
            }
        }
    }

    private static Path executable(Path p) {
        try {
            return Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
