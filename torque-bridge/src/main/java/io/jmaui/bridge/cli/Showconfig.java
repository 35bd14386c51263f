package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;

/** showconfig: displays the configuration in force (keys masked). */
@Command(name = "showconfig", mixinStandardHelpOptions = true, description = "Displays the configuration in force (keys masked).")
final class Showconfig extends MauiCommand {

    Showconfig(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), List.of());
    }
}
