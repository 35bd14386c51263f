package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.wire.ExitCode;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The Maui commands in one launcher: {@code MauiCommands showq -r}, and {@code bin/showq -r} runs
 * exactly that. {@link #commandLine} is the one factory; tests call it with their own writers,
 * zone and environment.
 */
@Command(name = "maui-client", mixinStandardHelpOptions = true, version = "jmaui 0.1.0 (Maui 3.x compatible)",
        description = "The Maui commands, talking to the running maui daemon.")
public final class MauiCommands implements java.util.concurrent.Callable<Integer> {

    /** Every command, by class; each takes the context. */
    static final List<Function<CliContext, MauiCommand>> ALL = List.of(Showq::new, Checkjob::new, Checknode::new,
            Showres::new, Setres::new, Releaseres::new, Showbf::new, Showstart::new, Diagnose::new, Showstats::new,
            Showconfig::new, Runjob::new, Sethold::new, Releasehold::new, Setspri::new, Canceljob::new,
            Changeparam::new, Schedctl::new);

    private final CliContext ctx;

    private MauiCommands(CliContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        ctx.err().println("maui-client: give a command: showq, checkjob, checknode, showres, setres, releaseres,"
                + " showbf, showstart, diagnose, showstats, showconfig, runjob, sethold, releasehold, setspri,"
                + " canceljob, changeparam, schedctl");
        return ExitCode.USAGE.code();
    }

    public static void main(String[] args) {
        CliContext ctx = CliContext.system();
        System.exit(launch(ctx, args));
    }

    /**
     * Runs {@code args}: a Maui command name and its arguments ({@code bin/showq -r} runs
     * {@code showq -r}) as that command alone, so its usage reads {@code showq ...}.
     */
    public static int launch(CliContext ctx, String... args) {
        if (args.length > 0) {
            for (Function<CliContext, MauiCommand> make : ALL) {
                MauiCommand c = make.apply(ctx);
                if (c.name().equals(args[0])) {
                    return configure(new CommandLine(c), ctx).execute(java.util.Arrays.copyOfRange(args, 1, args.length));
                }
            }
        }
        return commandLine(ctx).execute(args);
    }

    /** Each command as the command line {@code bin/NAME} runs (man pages and completion are made from these). */
    public static List<CommandLine> each(CliContext ctx) {
        return ALL.stream().map(make -> configure(new CommandLine(make.apply(ctx)), ctx)).toList();
    }

    /** The command line with every command as a subcommand: usage errors exit 2, unexpected errors exit 4. */
    public static CommandLine commandLine(CliContext ctx) {
        CommandLine cl = new CommandLine(new MauiCommands(ctx));
        for (Function<CliContext, MauiCommand> make : ALL) {
            cl.addSubcommand(new CommandLine(make.apply(ctx)));
        }
        return configure(cl, ctx);
    }

    private static CommandLine configure(CommandLine cl, CliContext ctx) {
        cl.setOut(ctx.out()).setErr(ctx.err());
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println(ex.getCommandLine().getCommandName() + ": " + ex.getMessage());
            ex.getCommandLine().usage(ex.getCommandLine().getErr());
            return ExitCode.USAGE.code();
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parsed) -> {
            commandLine.getErr().println(commandLine.getCommandName() + ": internal error: " + ex.getMessage());
            return ExitCode.INTERNAL.code();
        });
        return cl;
    }
}
