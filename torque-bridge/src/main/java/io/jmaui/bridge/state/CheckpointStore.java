package io.jmaui.bridge.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
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
 * when the current file is unreadable, and says so.
 */
public final class CheckpointStore {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;

    public CheckpointStore(Path file) {
        this.file = file;
    }

    /** What {@link #read()} found: the state, and what had to be worked around to get it. */
    public record Loaded(SchedulerState state, List<String> warnings) {
    }

    public void write(SchedulerState state) {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Path previous = file.resolveSibling(file.getFileName() + ".1");
        try {
            byte[] bytes = JSON.writeValueAsBytes(state);
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            if (Files.exists(file)) {
                Files.copy(file, previous, StandardCopyOption.REPLACE_EXISTING);
            }
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            syncDirectory(dir);
        } catch (IOException e) {
            throw new CheckpointException("checkpoint " + file + ": cannot write: " + e.getMessage(), e);
        }
    }

    public Loaded read() {
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
