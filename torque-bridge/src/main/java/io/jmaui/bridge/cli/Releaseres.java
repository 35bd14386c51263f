package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** releaseres: releases administrative reservations. */
@Command(name = "releaseres", mixinStandardHelpOptions = true, description = "Releases administrative reservations.")
final class Releaseres extends MauiCommand {

    @Parameters(paramLabel = "RESID", arity = "1..*") List<String> ids;

    Releaseres(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), ids);
    }
}
