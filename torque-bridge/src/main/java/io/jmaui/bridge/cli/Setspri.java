package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** setspri: sets a job's system priority. */
@Command(name = "setspri", mixinStandardHelpOptions = true, description = "Sets a job's system priority.")
final class Setspri extends MauiCommand {

    @Option(names = "-r", description = "relative: add to the current system priority") boolean relative;
    @Parameters(index = "0", paramLabel = "PRIORITY") String priority;
    @Parameters(index = "1", paramLabel = "JOBID") String job;

    Setspri(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("r", relative), List.of(priority, job));
    }
}
