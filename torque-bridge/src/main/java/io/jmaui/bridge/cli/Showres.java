package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.ShowresText;
import io.jmaui.bridge.view.ShowresView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** showres: displays the reservations in force. */
@Command(name = "showres", mixinStandardHelpOptions = true, description = "Displays the reservations in force.")
final class Showres extends MauiCommand {

    @Option(names = "-n", description = "one line per node and reservation") boolean byNode;
    @Option(names = "-g", description = "with -n, the node name on every line (always so here)") boolean grep;
    @Option(names = "-r", description = "relative mode: start, end and duration in seconds from now") boolean relative;
    @Option(names = "-v", description = "verbose: start dates with the year") boolean verbose;
    @Option(names = "-p", paramLabel = "PARTITION", description = "only reservations in this partition") String partition;
    @Parameters(paramLabel = "RESID", arity = "0..*") List<String> ids;

    Showres(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("n", byNode, "r", relative, "v", verbose, "p", partition), ids);
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        ShowresText.print(as(view, ShowresView.class), f, ctx.out());
    }
}
