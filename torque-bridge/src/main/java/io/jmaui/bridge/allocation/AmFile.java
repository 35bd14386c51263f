package io.jmaui.bridge.allocation;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.jmaui.bridge.state.StateFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * The FILE allocation manager's file (appended to, each batch forced to disk) and the interface's
 * durable state beside the checkpoint. A batch of lines is written exactly once across crashes:
 * the state is saved with the lines marked pending, the lines appended, the state saved again
 * without them; on open, pending lines the file does not end with are appended.
 */
final class AmFile implements AutoCloseable {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final Path file;
    private final Path stateFile;
    private final FileChannel channel;
    private final AmState recovered;

    /**
     * Opens {@code file} for appending, reads the state, appends what a crash left pending, then
     * writes {@code AMSTART}.
     *
     * @throws IOException when either cannot be opened, read or written
     */
    AmFile(Path file, Path stateFile) throws IOException {
        this.file = file;
        this.stateFile = stateFile;
        this.channel = StateFiles.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND,
                StandardOpenOption.CREATE);
        try {
            AmState s = Files.exists(stateFile) ? JSON.readValue(StateFiles.read(stateFile), AmState.class) : AmState.EMPTY;
            if (!s.pending().isEmpty()) {
                if (!endsWith(s.pending())) {
                    append(s.pending());
                }
                s = s.withPending(List.of());
                save(s);
            }
            this.recovered = s;
            append(List.of(AmLines.START));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    Path path() {
        return file;
    }

    /** The saved state as found on open (pending lines written). */
    AmState recovered() {
        return recovered;
    }

    /** Writes {@code lines} and makes {@code next} the saved state, exactly once (see the class comment). */
    void commit(AmState next, List<String> lines) throws IOException {
        if (lines.isEmpty()) {
            save(next);
            return;
        }
        save(next.withPending(lines));
        append(lines);
        save(next);
    }

    private void save(AmState s) throws IOException {
        StateFiles.writeAtomically(stateFile, JSON.writeValueAsBytes(s));
    }

    private void append(List<String> lines) throws IOException {
        ByteBuffer b = ByteBuffer.wrap((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        while (b.hasRemaining()) {
            channel.write(b);
        }
        channel.force(false);
    }

    /** Whether the file's last lines are {@code lines} (a batch appended before the state was saved again). */
    private boolean endsWith(List<String> lines) throws IOException {
        String tail = String.join("\n", lines) + "\n";
        byte[] want = tail.getBytes(StandardCharsets.UTF_8);
        long size = channel.size();
        if (size < want.length) {
            return false;
        }
        ByteBuffer got = ByteBuffer.allocate(want.length);
        try (FileChannel read = FileChannel.open(file, StandardOpenOption.READ)) {
            read.read(got, size - want.length);
        }
        return java.util.Arrays.equals(got.array(), want);
    }

    /** Writes {@code BANKEND}, as Maui does when it shuts the interface down. */
    @Override
    public void close() throws IOException {
        try {
            append(List.of(AmLines.END));
        } finally {
            channel.close();
        }
    }
}
