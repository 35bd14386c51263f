package io.jmaui.bridge.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.view.ShowstartText;
import io.jmaui.bridge.view.ShowstartView;
import io.jmaui.bridge.view.TextFormat;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** showstart: displays when an idle job, or a job of PROCS procs for DURATION, is expected to start. */
@Command(name = "showstart", mixinStandardHelpOptions = true, description = {
        "Displays when an idle job is expected to start, or when a job of PROCS procs for DURATION",
        "([[[DD:]HH:]MM:]SS, default 1 second) would start if submitted now at the top of the queue."})
final class Showstart extends MauiCommand {

    @Parameters(paramLabel = "JOBID|PROCS[@DURATION]") String job;
    @Option(names = "-e", paramLabel = "all|hist|prio|rsv", description = "estimates: reservation based (default),"
            + " priority based, historical, or all") String estimates;
    @Option(names = "-f", description = "feedback: scale the estimates by how past estimates compared with the starts")
    boolean feedback;
    @Option(names = "-g", arity = "0..1", fallbackValue = "all", paramLabel = "RM",
            description = "grid mode: the table of estimates per resource manager (all, or jmaui's RMCFG name)") String grid;
    @Option(names = "-l", paramLabel = "qos=QOS", description = "the QOS the job not submitted would run under") String ext;

    Showstart(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("e", estimates, "f", feedback, "g", grid, "l", ext), List.of(job));
    }

    @Override
    void render(JsonNode view, TextFormat f) throws JsonProcessingException {
        ShowstartText.print(as(view, ShowstartView.class), f, ctx.out());
    }
}
