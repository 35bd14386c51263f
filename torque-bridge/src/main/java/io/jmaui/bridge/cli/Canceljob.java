package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** canceljob: cancels jobs. */
@Command(name = "canceljob", mixinStandardHelpOptions = true, description = "Cancels jobs.")
final class Canceljob extends MauiCommand {

    @Parameters(paramLabel = "JOBID", arity = "1..*") List<String> jobs;

    Canceljob(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), jobs);
    }
}
