package io.jmaui.bridge.state;

import io.jmaui.scheduler.fairshare.FsFile;
import io.jmaui.scheduler.fairshare.FsFileLoad;
import io.jmaui.scheduler.model.FairshareWindow;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fairshare usage in STATDIR, one {@code FS.<epochtime>} file per FSINTERVAL window in Maui's
 * format (guide 6.3). The text codec is the core's {@link FsFile}; this class only reads and
 * writes the files. A file that does not parse is reported and skipped, never fatal.
 */
public final class FairshareStore {

    private final Path statDir;

    public FairshareStore(Path statDir) {
        this.statDir = statDir;
    }

    /** Every {@code FS.*} file in STATDIR, parsed; unreadable files become problems. */
    public FsFileLoad read() {
        Map<String, String> files = new TreeMap<>();
        if (!Files.isDirectory(statDir)) {
            return new FsFileLoad(List.of(), List.of());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(statDir, "FS.*")) {
            for (Path p : ds) {
                if (!p.getFileName().toString().endsWith(".tmp")) {
                    files.put(p.getFileName().toString(), Files.readString(p));
                }
            }
        } catch (IOException e) {
            throw new CheckpointException("STATDIR " + statDir + ": cannot read fairshare files: " + e.getMessage(), e);
        }
        return FsFile.parseAll(files);
    }

    /** Writes each window to its file (temp file, then rename), so a crash never leaves half a file. */
    public void write(List<FairshareWindow> windows, long intervalSeconds) {
        try {
            Files.createDirectories(statDir);
            for (FairshareWindow w : windows) {
                Path target = statDir.resolve(FsFile.fileName(w));
                Path tmp = statDir.resolve(FsFile.fileName(w) + ".tmp");
                Files.writeString(tmp, FsFile.format(w, intervalSeconds));
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (IOException e) {
            throw new CheckpointException("STATDIR " + statDir + ": cannot write fairshare files: " + e.getMessage(), e);
        }
    }
}
