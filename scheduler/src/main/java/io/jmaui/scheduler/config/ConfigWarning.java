package io.jmaui.scheduler.config;

/**
 * Something in a config file jmaui reads but does not act on as written: an unknown parameter or
 * attribute (with the nearest known name), a parameter Maui knows and jmaui does not implement, a
 * deprecated spelling. Prints as {@code maui.cfg:7: FSDECY: unknown parameter, ignored (did you mean FSDECAY?)}.
 */
public record ConfigWarning(String source, int line, String parameter, String message) {

    @Override
    public String toString() {
        return source + ":" + line + ": " + parameter + ": " + message;
    }
}
