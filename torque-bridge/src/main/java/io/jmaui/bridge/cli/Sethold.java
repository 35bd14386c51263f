package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** sethold: places a hold on jobs. */
@Command(name = "sethold", mixinStandardHelpOptions = true, description = "Places a hold on jobs.")
final class Sethold extends MauiCommand {

    @Option(names = "-b", description = "system (batch) hold instead of a user hold") boolean batch;
    @Parameters(paramLabel = "JOBID", arity = "1..*") List<String> jobs;

    Sethold(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("b", batch), jobs);
    }
}
