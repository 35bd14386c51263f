package io.jmaui.scheduler.config;

/**
 * Something in a config file jmaui reads but does not act on as written: an unknown parameter or
 * attribute (with the nearest known name), a parameter Maui knows and jmaui does not implement, a
 * deprecated spelling. Prints as {@code maui.cfg:7: FSDECY: unknown parameter, ignored (did you mean FSDECAY?)}.
 *
 * @param nearest for an unknown parameter or attribute, the known name it is close to (a likely
 *                misspelling, which {@code maui --check-config --strict} makes an error); else null
 */
public record ConfigWarning(String source, int line, String parameter, String message, String nearest) {

    public ConfigWarning(String source, int line, String parameter, String message) {
        this(source, line, parameter, message, null);
    }

    /** An unknown name that is close to a known one: most likely a misspelling. */
    public boolean misspelling() {
        return nearest != null;
    }

    @Override
    public String toString() {
        return source + ":" + line + ": " + parameter + ": " + message;
    }
}
