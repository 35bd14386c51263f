package io.jmaui.bridge.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.scheduler.json.SnapshotJson;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * CHECKPOINTFILE: the {@link SchedulerState} as JSON, written so that a crash at any instant
 * leaves either the old or the new state on disk, never a torn file. A write goes to
 * {@code <file>.tmp}, is fsynced, the current file is kept as {@code <file>.1}, and the temp file
 * is renamed over the current one and the directory fsynced. A read falls back to {@code .1}
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

    public CheckpointStore(Path file) {
        this.file = file;
        this.ledger = file.resolveSibling(file.getFileName() + ".ledger");
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

    private static void writeAtomically(Path target, SchedulerState state, boolean keepPrevious) {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        Path previous = target.resolveSibling(target.getFileName() + ".1");
        try {
            byte[] bytes = JSON.writeValueAsBytes(state);
            Path dir = target.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            if (keepPrevious && Files.exists(target)) {
                Files.copy(target, previous, StandardCopyOption.REPLACE_EXISTING);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            syncDirectory(dir);
        } catch (IOException e) {
            throw new CheckpointException("checkpoint " + target + ": cannot write: " + e.getMessage(), e);
        }
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
        Path previous = file.resolveSibling(file.getFileName() + ".1");
        try {
            return new Loaded(parse(previous), warnings);
        } catch (IOException e) {
            warnings.add("checkpoint " + previous + ": unreadable (" + describe(e) + "); starting with empty state");
            return new Loaded(SchedulerState.EMPTY, warnings);
        }
    }

    private static SchedulerState parse(Path p) throws IOException {
        SchedulerState s = JSON.readValue(Files.readAllBytes(p), SchedulerState.class);
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

    private static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Some file systems cannot open a directory for sync; the rename is still atomic there.
        }
    }
}
