package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.ShowqText;
import io.jmaui.bridge.view.ShowqView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** showq: displays the jobs: active, eligible (idle) and blocked. */
@Command(name = "showq", mixinStandardHelpOptions = true, description = "Displays the jobs: active, eligible (idle) and blocked.")
final class Showq extends MauiCommand {

    @Option(names = "-r", description = "active jobs only, extended") boolean running;
    @Option(names = "-i", description = "eligible (idle) jobs only, with priorities") boolean idle;
    @Option(names = "-b", description = "blocked jobs only, with why") boolean blocked;
    @Option(names = "-c", description = "recently completed jobs") boolean completed;
    @Option(names = "-u", paramLabel = "USER", description = "only this user's jobs") String user;
    @Option(names = "-w", paramLabel = "ATTR=VALUE[,..]", description = "only jobs matching user, group, account, class, qos") String where;
    @Option(names = "-p", paramLabel = "PARTITION", description = "only jobs running in, or allowed to run in, this partition") String partition;
    @Option(names = "-R", paramLabel = "RESID", description = "only jobs whose hosts and time overlap this reservation") String reservation;
    @Option(names = "-v", description = "local and full job ids and partitions; with -i each job reservation's start") boolean verbose;

    Showq(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("r", running, "i", idle, "b", blocked, "c", completed, "u", user, "w", where, "p", partition,
                "R", reservation, "v", verbose), List.of());
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        ShowqText.print(as(view, ShowqView.class), f, ctx.out());
    }
}
