package io.jmaui.bridge.state;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The start-up check of where the daemon keeps state (the checkpoint's directory and STATDIR):
 * each must be safe ({@link StateFiles#directory}) and writable, proven by writing and syncing a
 * probe file; temp files a crash or a full disk left behind are removed. A daemon that could not
 * save its state would run without ever finishing a start safely, so it does not start at all.
 */
public final class StateDirectories {

    /** The probe's size: room for a ledger write and some, so a nearly full disk shows now. */
    static final int PROBE_BYTES = 64 * 1024;

    private StateDirectories() {
    }

    /**
     * Checks and prepares the directories; returns what was changed, for the log.
     *
     * @throws StateRefusedException naming the directory, the reason and the fix
     */
    public static List<String> prepare(Path checkpointFile, Path statDir) {
        List<String> notes = new ArrayList<>();
        Set<Path> dirs = new LinkedHashSet<>(List.of(checkpointFile.toAbsolutePath().getParent(),
                statDir.toAbsolutePath()));
        for (Path dir : dirs) {
            try {
                if (dir.equals(statDir.toAbsolutePath())) {
                    if (StateFiles.privateDirectory(dir)) {
                        notes.add(dir + ": narrowed to mode " + StateFiles.DIR_MODE);
                    }
                } else {
                    StateFiles.directory(dir);
                }
            } catch (IOException e) {
                throw new StateRefusedException("state directory " + e.getMessage());
            }
            try {
                int removed = StateFiles.removeTemporaries(dir);
                if (removed > 0) {
                    notes.add(dir + ": removed " + removed + " temp file(s) left by an earlier run");
                }
                StateFiles.checkWritable(dir, PROBE_BYTES);
            } catch (IOException e) {
                throw new StateRefusedException("state directory " + dir + " is not writable (" + reason(e)
                        + "): jmaui must save its state before every job start; make the directory writable"
                        + " (or free space on its file system) and start again");
            }
        }
        return notes;
    }

    /**
     * Refuses to start when {@code file} (maui-private.cfg) could show its keys to other users.
     *
     * @throws StateRefusedException naming the file and the chmod that fixes it
     */
    public static void checkSecret(Path file) {
        try {
            StateFiles.checkSecret(file);
        } catch (IOException e) {
            throw new StateRefusedException(e.getMessage());
        }
    }

    private static String reason(IOException e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return m == null ? e.getClass().getSimpleName() : m;
    }
}
