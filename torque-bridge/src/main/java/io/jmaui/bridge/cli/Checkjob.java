package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.CheckjobText;
import io.jmaui.bridge.view.CheckjobView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** checkjob: displays a job's state, resources, priority and why it is not running. */
@Command(name = "checkjob", mixinStandardHelpOptions = true, description = "Displays a job's state, resources, priority and why it is not running.")
final class Checkjob extends MauiCommand {

    @Option(names = "-v", description = "verbose: priority breakdown and a per-node check") boolean verbose;
    @Option(names = "-n", paramLabel = "NODE", description = "check an idle job against this node only") String node;
    @Option(names = "-l", paramLabel = "LEVEL", description = "HARD, SOFT or OFF: whether the throttling policies of that level let the job start") String level;
    @Option(names = "-r", paramLabel = "RESID", description = "whether the job may use this reservation") String reservation;
    @Option(names = "-q", paramLabel = "QOS", description = "whether the job may use this QOS") String qos;
    @Parameters(paramLabel = "JOBID") String job;

    Checkjob(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("v", verbose, "n", node, "l", level, "r", reservation, "q", qos), List.of(job));
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        CheckjobText.print(as(view, CheckjobView.class), f, ctx.out());
    }
}
