package io.jmaui.bridge.tool;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.json.SnapshotJson;
import io.jmaui.scheduler.json.SnapshotJsonException;
import io.jmaui.scheduler.model.Snapshot;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Callable;

/**
 * {@code maui-replay --config maui.cfg --snapshot snap.json [--now EPOCH]}: reads a maui.cfg (and
 * the maui-private.cfg beside it, if any) and a snapshot JSON file, runs the core once at
 * {@code now} and prints the {@link ReplayReport} as JSON on stdout. An error in either input is
 * printed on stderr with file, line and column, exit 2.
 */
@Command(name = "maui-replay", mixinStandardHelpOptions = true,
        description = "Run the jmaui core once on a maui.cfg and a snapshot JSON file and print the result as JSON.")
public final class MauiReplay implements Callable<Integer> {

    static final int OK = 0;
    static final int INPUT_ERROR = 2;

    @Option(names = "--config", required = true, paramLabel = "maui.cfg",
            description = "the Maui configuration; maui-private.cfg in the same directory is read too")
    Path config;

    @Option(names = "--snapshot", required = true, paramLabel = "snap.json",
            description = "the snapshot (scheduler/docs/snapshot-json.md)")
    Path snapshot;

    @Option(names = "--now", paramLabel = "EPOCH",
            description = "the iteration's time in epoch seconds (default: the current time)")
    Long now;

    private final PrintWriter out;
    private final PrintWriter err;

    private MauiReplay(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** The command line writing its result to {@code out} and its diagnostics to {@code err}. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new MauiReplay(out, err));
        cl.setOut(out);
        cl.setErr(err);
        cl.setExitCodeExceptionMapper(e -> INPUT_ERROR);
        return cl;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        System.exit(commandLine(out, err).execute(args));
    }

    @Override
    public Integer call() {
        try {
            MauiConfig cfg = readConfig();
            Snapshot snap = readSnapshot();
            long at = now != null ? now : Instant.now().getEpochSecond();
            ReplayReport report = Replay.run(cfg, snap, at);
            out.print(render(report));
            out.flush();
            return OK;
        } catch (InputError e) {
            err.println("maui-replay: " + e.getMessage());
            err.flush();
            return INPUT_ERROR;
        }
    }

    private MauiConfig readConfig() {
        String text = read(config);
        Path privateCfg = (config.getParent() == null ? Path.of(".") : config.getParent()).resolve("maui-private.cfg");
        try {
            if (Files.isRegularFile(privateCfg)) {
                return MauiConfigParser.parse(config.toString(), text, privateCfg.toString(), read(privateCfg));
            }
            return MauiConfigParser.parse(config.toString(), text);
        } catch (ConfigException e) {
            throw new InputError(e.getMessage().replace("\n", "\nmaui-replay: "));
        }
    }

    private Snapshot readSnapshot() {
        try {
            return SnapshotJson.read(read(snapshot));
        } catch (SnapshotJsonException e) {
            throw new InputError(snapshot + ":" + e.getMessage());
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new InputError(file + ": no such file");
        } catch (IOException e) {
            throw new InputError(file + ": cannot read: " + e.getMessage());
        }
    }

    static String render(ReplayReport report) {
        ObjectMapper mapper = SnapshotJson.mapper();
        try {
            return mapper.writeValueAsString(report) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("replay report not writable as JSON", e);
        }
    }

    /** A bad input file: the message names file and place. */
    private static final class InputError extends RuntimeException {
        InputError(String message) {
            super(message);
        }
    }
}
