package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** changeparam: changes a maui.cfg parameter in the running daemon. */
@Command(name = "changeparam", mixinStandardHelpOptions = true, description = "Changes a maui.cfg parameter in the running daemon.")
final class Changeparam extends MauiCommand {

    @Parameters(index = "0", paramLabel = "PARAMETER") String parameter;
    @Parameters(index = "1..*", arity = "1..*", paramLabel = "VALUE") List<String> value;

    Changeparam(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts(), java.util.stream.Stream.concat(java.util.stream.Stream.of(parameter), value.stream()).toList());
    }
}
