package io.jmaui.scheduler.json;

/**
 * A snapshot JSON document that cannot be read, with where and what: {@code 12:17: jobs[3].state:
 * "QUEUED" is not one of IDLE, HOLD, ...}. Line and column are 1-based; the path names the field
 * as the document spells it.
 */
public final class SnapshotJsonException extends RuntimeException {

    private final int line;
    private final int column;
    private final String path;
    private final String problem;

    public SnapshotJsonException(int line, int column, String path, String problem, Throwable cause) {
        super(line + ":" + column + ": " + (path.isEmpty() ? "" : path + ": ") + problem, cause);
        this.line = line;
        this.column = column;
        this.path = path;
        this.problem = problem;
    }

    /** 1-based line of the offending token (0 when unknown). */
    public int line() {
        return line;
    }

    /** 1-based column of the offending token (0 when unknown). */
    public int column() {
        return column;
    }

    /** The field path, e.g. {@code jobs[3].perTask.procs}; empty for the document itself. */
    public String path() {
        return path;
    }

    /** What is wrong, without the location. */
    public String problem() {
        return problem;
    }
}
