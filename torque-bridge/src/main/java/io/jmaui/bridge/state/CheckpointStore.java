package io.jmaui.bridge.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.scheduler.json.SnapshotJson;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * CHECKPOINTFILE: the {@link SchedulerState} as JSON, written so that a crash at any instant
 * leaves either the old or the new state on disk, never a torn file: the current file is kept as
 * {@code <file>.1}, then the new one replaces it through {@link StateFiles} (temp file, fsync,
 * rename; mode 0600, never through a link). A read falls back to {@code .1}
 * when the current file is unreadable, and says so. The starts in flight also live in a small
 * journal beside it, {@code <file>.ledger}, written the same way before every RunJob.
 */
public final class CheckpointStore {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .registerModule(SnapshotJson.modelModule());

    private final Path file;
    private final Path ledger;
    private final Consumer<String> beforeWrite;

    public CheckpointStore(Path file) {
        this(file, what -> { });
    }

    /**
     * A store whose writes first pass {@code beforeWrite} (given what is written): an active
     * daemon's lease check, which throws when a standby may have taken over, so a former active
     * never overwrites the state the new one wrote.
     */
    public CheckpointStore(Path file, Consumer<String> beforeWrite) {
        this.file = file;
        this.ledger = file.resolveSibling(file.getFileName() + ".ledger");
        this.beforeWrite = beforeWrite;
    }

    /** What {@link #read()} found: the state, and what had to be worked around to get it. */
    public record Loaded(SchedulerState state, List<String> warnings) {
    }

    /** Writes the whole state, and the start ledger with it. */
    public void write(SchedulerState state) {
        writeAtomically(file, state, true);
        writeLedger(state);
    }

    /**
     * Writes only the starts in flight to {@code <file>.ledger}: small, so it can be made durable
     * before every RunJob without rewriting the whole state (bypass counts of every idle job).
     */
    public void writeLedger(SchedulerState state) {
        writeAtomically(ledger, SchedulerState.EMPTY.withPendingStarts(state.pendingStarts()), false);
    }

    private void writeAtomically(Path target, SchedulerState state, boolean keepPrevious) {
        beforeWrite.accept("write " + target);
        try {
            byte[] bytes = JSON.writeValueAsBytes(state);
            StateFiles.directory(target.toAbsolutePath().getParent());
            if (keepPrevious) {
                try {
                    StateFiles.writeAtomically(previous(target), StateFiles.read(target));
                } catch (NoSuchFileException first) {
                    // the first checkpoint: nothing to keep
                }
            }
            StateFiles.writeAtomically(target, bytes);
        } catch (IOException e) {
            throw new CheckpointException("checkpoint " + target + ": cannot write: " + e.getMessage(), e);
        }
    }

    private static Path previous(Path target) {
        return target.resolveSibling(target.getFileName() + ".1");
    }

    /** The state, with the starts in flight taken from the ledger when it is readable (it is written more often). */
    public Loaded read() {
        Loaded main = readMain();
        try {
            SchedulerState l = parse(ledger);
            return new Loaded(main.state().withPendingStarts(l.pendingStarts()), main.warnings());
        } catch (NoSuchFileException e) {
            return main;
        } catch (IOException e) {
            List<String> warnings = new ArrayList<>(main.warnings());
            warnings.add("start ledger " + ledger + ": unreadable (" + describe(e) + "); using the checkpoint's starts");
            return new Loaded(main.state(), warnings);
        }
    }

    private Loaded readMain() {
        List<String> warnings = new ArrayList<>();
        try {
            return new Loaded(parse(file), warnings);
        } catch (NoSuchFileException e) {
            return new Loaded(SchedulerState.EMPTY, warnings);
        } catch (IOException e) {
            warnings.add("checkpoint " + file + ": unreadable (" + describe(e) + "); using the previous copy "
                    + file.getFileName() + ".1");
        }
        Path previous = previous(file);
        try {
            return new Loaded(parse(previous), warnings);
        } catch (IOException e) {
            warnings.add("checkpoint " + previous + ": unreadable (" + describe(e) + "); starting with empty state");
            return new Loaded(SchedulerState.EMPTY, warnings);
        }
    }

    private static SchedulerState parse(Path p) throws IOException {
        SchedulerState s = JSON.readValue(StateFiles.read(p), SchedulerState.class);
        if (s == null) {
            throw new IOException("empty file");
        }
        return s;
    }

    private static String describe(IOException e) {
        if (e instanceof JsonProcessingException j && j.getLocation() != null) {
            return "line " + j.getLocation().getLineNr() + ", column " + j.getLocation().getColumnNr() + ": "
                    + j.getOriginalMessage();
        }
        return e.getMessage();
    }
}
