package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.ShowbfText;
import io.jmaui.bridge.view.ShowbfView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** showbf: displays the resources free for backfill now. */
@Command(name = "showbf", mixinStandardHelpOptions = true, description = "Displays the resources free for backfill now.")
final class Showbf extends MauiCommand {

    @Option(names = "-u", paramLabel = "USER", description = "for this user (default: you)") String user;
    @Option(names = "-n", paramLabel = "NODECOUNT", description = "only windows with at least this many nodes") Integer nodes;
    @Option(names = "-d", paramLabel = "DURATION", description = "only windows lasting at least [[DD:]HH:]MM:SS") String duration;
    @Option(names = "-g", paramLabel = "GROUP", description = "for a job of this group") String group;
    @Option(names = "-a", paramLabel = "ACCOUNT", description = "for a job of this account") String account;
    @Option(names = "-c", paramLabel = "CLASS", description = "for a job of this class (nodes that take it)") String jobClass;
    @Option(names = "-q", paramLabel = "QOS", description = "for a job of this QOS") String qos;
    @Option(names = "-f", paramLabel = "FEATURES", description = "only nodes with these features (a:b)") String features;
    @Option(names = "-m", paramLabel = "[==|>|>=|<|<=]MEMORY", description = "only nodes whose memory (MB) compares so (default >=)") String memory;
    @Option(names = "-p", paramLabel = "PARTITION", description = "only windows inside this partition") String partition;
    @Option(names = "-A", description = "for all users, groups and accounts") boolean all;
    @Option(names = "-D", description = "also the windows that open later (jobs and reservations ending)") boolean future;
    @Option(names = "-L", description = "cut each window to the hard throttling limits of the job asking") boolean limits;

    Showbf(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("u", user, "n", nodes, "d", duration, "g", group, "a", account, "c", jobClass, "q", qos,
                "f", features, "m", memory, "p", partition, "A", all, "D", future, "L", limits),
                List.of());
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        ShowbfText.print(as(view, ShowbfView.class), f, ctx.out());
    }
}
