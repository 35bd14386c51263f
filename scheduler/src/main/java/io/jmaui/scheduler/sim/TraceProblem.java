package io.jmaui.scheduler.sim;

/** A trace line the reader skipped, with where it was and why: {@code lublin.swf:17: field 4 (run time): "x" is not an integer}. */
public record TraceProblem(String source, int line, String message) {

    @Override
    public String toString() {
        return source + ":" + line + ": " + message;
    }
}
