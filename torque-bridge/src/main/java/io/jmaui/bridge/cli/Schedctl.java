package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** schedctl: controls the scheduler: stop, resume, step, reconfigure, kill. */
@Command(name = "schedctl", mixinStandardHelpOptions = true, description = "Controls the scheduler: stop, resume, step, reconfigure, kill.")
final class Schedctl extends MauiCommand {

    @Option(names = "-s", description = "stop scheduling") boolean stop;
    @Option(names = "-r", description = "resume scheduling") boolean resume;
    @Option(names = "-S", description = "run one iteration while stopped") boolean step;
    @Option(names = "-R", description = "read maui.cfg again (drops changeparam changes)") boolean reconfig;
    @Option(names = "-k", description = "shut the daemon down") boolean kill;

    Schedctl(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("s", stop, "r", resume, "S", step, "R", reconfig, "k", kill), List.of());
    }
}
