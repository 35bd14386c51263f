package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** setres: creates an administrative reservation. */
@Command(name = "setres", mixinStandardHelpOptions = true, description = "Creates an administrative reservation.")
final class Setres extends MauiCommand {

    @Option(names = "-s", paramLabel = "START", description = "NOW, +[[DD:]HH:]MM:SS or HH:MM[:SS][_MO/DD[/YYYY]] (default NOW)") String start;
    @Option(names = "-e", paramLabel = "END", description = "end, same forms as -s") String end;
    @Option(names = "-d", paramLabel = "DURATION", description = "[[DD:]HH:]MM:SS or INFINITY (default INFINITY)") String duration;
    @Option(names = "-u", paramLabel = "USERS", description = "users who may use it") String users;
    @Option(names = "-g", paramLabel = "GROUPS", description = "groups who may use it") String groups;
    @Option(names = "-a", paramLabel = "ACCOUNTS", description = "accounts who may use it") String accounts;
    @Option(names = "-c", paramLabel = "CLASSES", description = "classes that may use it") String classes;
    @Option(names = "-q", paramLabel = "QOS", description = "QOS that may use it") String qos;
    @Option(names = "-r", paramLabel = "RESOURCES", description = "per task, e.g. PROCS=2;MEM=512") String resources;
    @Option(names = "-x", paramLabel = "FLAGS", description = "reservation flags, e.g. BYNAME") String flags;
    @Option(names = "-n", paramLabel = "NAME", description = "reservation id (default SYSTEM.<n>)") String name;
    @Option(names = "-f", paramLabel = "FEATURES", description = "node features required") String features;
    @Option(names = "-p", paramLabel = "PARTITION", description = "partition") String partition;
    @Parameters(paramLabel = "TASKEXPRESSION", arity = "1..*", description = "host expressions, ALL, or TASKS==<n>") List<String> what;

    Setres(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("s", start, "e", end, "d", duration, "u", users, "g", groups, "a", accounts, "c", classes, "q", qos, "r", resources, "x", flags, "n", name, "f", features, "p", partition), what);
    }
}
