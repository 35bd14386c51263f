package io.jmaui.bridge.state;

import io.jmaui.scheduler.fairshare.FsFile;
import io.jmaui.scheduler.fairshare.FsFileLoad;
import io.jmaui.scheduler.fairshare.FsFileProblem;
import io.jmaui.scheduler.model.FairshareWindow;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fairshare usage in STATDIR, one {@code FS.<epochtime>} file per FSINTERVAL window in Maui's
 * format (guide 6.3). The text codec is the core's {@link FsFile}; this class only reads and
 * writes the files, through {@link StateFiles} (mode 0600, never through a link). Nothing in
 * these files is fatal: a line that is not UTF-8 text or does not parse is reported with
 * file:line and skipped, a file that cannot be opened safely is reported and skipped.
 */
public final class FairshareStore {

    private final Path statDir;

    public FairshareStore(Path statDir) {
        this.statDir = statDir;
    }

    /** Every {@code FS.*} file in STATDIR, parsed; unreadable files and lines become problems. */
    public FsFileLoad read() {
        Map<String, String> files = new TreeMap<>();
        List<FsFileProblem> problems = new ArrayList<>();
        if (!Files.isDirectory(statDir)) {
            return new FsFileLoad(List.of(), List.of());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(statDir, "FS.*")) {
            for (Path p : ds) {
                if (p.getFileName().toString().endsWith(".tmp")) {
                    continue;
                }
                String name = p.toString();
                try {
                    files.put(name, text(name, StateFiles.read(p), problems));
                } catch (IOException e) {
                    problems.add(new FsFileProblem(name, 0, "cannot read: " + e.getMessage()));
                }
            }
        } catch (IOException e) {
            problems.add(new FsFileProblem(statDir.toString(), 0, "cannot list fairshare files: " + e.getMessage()));
        }
        FsFileLoad parsed = FsFile.parseAll(files);
        problems.addAll(parsed.problems());
        return new FsFileLoad(parsed.windows(), problems);
    }

    /**
     * The file's text, line by line: a line that is not UTF-8 is reported with its line and the
     * offending byte's column, and left empty so that the other lines keep their numbers.
     */
    static String text(String name, byte[] bytes, List<FsFileProblem> problems) {
        StringBuilder out = new StringBuilder(bytes.length);
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int line = 1;
        int from = 0;
        while (from <= bytes.length) {
            int to = from;
            while (to < bytes.length && bytes[to] != '\n') {
                to++;
            }
            try {
                out.append(utf8.reset().decode(ByteBuffer.wrap(bytes, from, to - from)));
            } catch (CharacterCodingException e) {
                int at = e instanceof MalformedInputException ? firstBad(bytes, from, to) : from;
                problems.add(new FsFileProblem(name, line, String.format("not UTF-8 text (byte 0x%02x at column %d);"
                        + " line skipped", bytes[at] & 0xff, at - from + 1)));
            }
            if (to < bytes.length) {
                out.append('\n');
            }
            from = to + 1;
            line++;
        }
        return out.toString();
    }

    /** The first byte of {@code [from, to)} where UTF-8 decoding fails. */
    private static int firstBad(byte[] bytes, int from, int to) {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, from, to - from);
        java.nio.CharBuffer sink = java.nio.CharBuffer.allocate(to - from + 1);
        var r = d.decode(in, sink, true);
        return r.isError() ? in.position() : from;
    }

    /**
     * Writes each window to its file (temp file, then rename), so a crash never leaves half a
     * file. STATDIR is made mode 0700 if missing, and narrowed to it if others could read it.
     */
    public void write(List<FairshareWindow> windows, long intervalSeconds) {
        try {
            StateFiles.privateDirectory(statDir);
            for (FairshareWindow w : windows) {
                StateFiles.writeAtomically(statDir.resolve(FsFile.fileName(w)),
                        FsFile.format(w, intervalSeconds).getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new CheckpointException("STATDIR " + statDir + ": cannot write fairshare files: " + e.getMessage(), e);
        }
    }
}
