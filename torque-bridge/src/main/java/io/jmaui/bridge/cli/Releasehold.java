package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** releasehold: releases holds on jobs. */
@Command(name = "releasehold", mixinStandardHelpOptions = true, description = "Releases holds on jobs.")
final class Releasehold extends MauiCommand {

    @Option(names = "-a", description = "all holds") boolean all;
    @Option(names = "-b", description = "the system (batch) hold") boolean batch;
    @Parameters(paramLabel = "JOBID", arity = "1..*") List<String> jobs;

    Releasehold(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("a", all, "b", batch), jobs);
    }
}
