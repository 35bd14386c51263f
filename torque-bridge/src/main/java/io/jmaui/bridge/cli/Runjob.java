package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.CommandRequest;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** runjob: starts a job now, ignoring policies. */
@Command(name = "runjob", mixinStandardHelpOptions = true, description = {"Starts an idle job now: within the hard"
        + " throttling limits, on nodes no reservation closes to it, unless -f or -x says otherwise."})
final class Runjob extends MauiCommand {

    @Option(names = "-n", paramLabel = "HOSTLIST", description = "hosts to run on, one per task, cycled") String hosts;
    @Option(names = "-p", paramLabel = "PARTITION", description = "start it on this partition's nodes") String partition;
    @Option(names = "-f", description = "force: ignore the throttling policies") boolean force;
    @Option(names = "-x", description = "force: ignore the throttling policies and the reservations") boolean forceAll;
    @Option(names = "-s", description = "suspend the running job instead") boolean suspend;
    @Option(names = "-c", description = "clear the job's neednodes (to -n HOSTLIST or its task count) instead") boolean clear;
    @Parameters(paramLabel = "JOBID") String job;

    Runjob(CliContext ctx) {
        super(ctx);
    }

    @Override
    CommandRequest request() {
        return req(opts("n", hosts, "p", partition, "f", force, "x", forceAll, "s", suspend, "c", clear), List.of(job));
    }
}
