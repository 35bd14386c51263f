package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.CheckNodeText;
import io.jmaui.bridge.view.CheckNodeView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** checknode: displays a node's state, resources, jobs and reservations. */
@Command(name = "checknode", mixinStandardHelpOptions = true, description = "Displays a node's state, resources, jobs and reservations.")
final class Checknode extends MauiCommand {

    @Parameters(paramLabel = "NODE") String node;

    @picocli.CommandLine.Option(names = "-v", description = "verbose: also the node's location (partition, frame/slot)")
    boolean verbose;

    Checknode(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), List.of(node));
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        CheckNodeText.print(as(view, CheckNodeView.class), f, ctx.out(), verbose);
    }
}
