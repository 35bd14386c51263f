package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.ShowstatsText;
import io.jmaui.bridge.view.ShowstatsView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** showstats: displays the scheduler's statistics, or per user, group or account. */
@Command(name = "showstats", mixinStandardHelpOptions = true, description = "Displays the scheduler's statistics, or per user, group, account, class or QOS.")
final class Showstats extends MauiCommand {

    @Option(names = "-u", description = "per user") boolean users;
    @Option(names = "-g", description = "per group") boolean groups;
    @Option(names = "-a", description = "per account") boolean accounts;
    @Option(names = "-c", description = "per class") boolean classes;
    @Option(names = "-q", description = "per QOS") boolean qos;
    @picocli.CommandLine.Parameters(paramLabel = "ID", arity = "0..1", description = "only this user, group, account, class or QOS") String id;

    Showstats(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("u", users, "g", groups, "a", accounts, "c", classes, "q", qos), id == null ? List.of() : List.of(id));
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        ShowstatsText.print(as(view, ShowstatsView.class), f, ctx.out());
    }
}
