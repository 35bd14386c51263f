package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;

/** showconfig: displays the configuration in force (keys masked). */
@Command(name = "showconfig", mixinStandardHelpOptions = true, description = "Displays the configuration in force (keys masked).")
final class Showconfig extends MauiCommand {

    /** The guide's showconfig -v shows every parameter with its setting: what showconfig always shows here. */
    @picocli.CommandLine.Option(names = "-v", description = "every parameter with its value (always so)") boolean verbose;

    Showconfig(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), List.of());
    }
}
