package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** runjob: starts a job now, ignoring policies. */
@Command(name = "runjob", mixinStandardHelpOptions = true, description = "Starts a job now, ignoring policies.")
final class Runjob extends MauiCommand {

    @Option(names = "-n", paramLabel = "HOSTLIST", description = "hosts to run on, one per task, cycled") String hosts;
    @Parameters(paramLabel = "JOBID") String job;

    Runjob(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("n", hosts), List.of(job));
    }
}
