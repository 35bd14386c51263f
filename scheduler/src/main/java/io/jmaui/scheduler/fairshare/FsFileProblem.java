package io.jmaui.scheduler.fairshare;

/**
 * One thing wrong in a fairshare data file: where (file name, 1-based line, 0 for the name itself)
 * and what was expected instead.
 */
public record FsFileProblem(String file, int line, String message) {

    /** {@code FS.1700006400:3: <message>}, or {@code FS.x: <message>} for the file name. */
    public String summary() {
        return line > 0 ? file + ":" + line + ": " + message : file + ": " + message;
    }
}
