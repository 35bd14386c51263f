package io.jmaui.scheduler.config;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A config that does not parse: every bad value found in one pass, in file order. The message
 * lists them one per line. A caller reloading the config keeps its previous {@link MauiConfig}.
 */
public final class ConfigException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient List<ConfigError> errors;
    private final transient List<ConfigWarning> warnings;

    ConfigException(List<ConfigError> errors) {
        this(errors, List.of());
    }

    ConfigException(List<ConfigError> errors, List<ConfigWarning> warnings) {
        super(errors.stream().map(ConfigError::toString).collect(Collectors.joining("\n")));
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a ConfigException needs at least one error");
        }
        this.errors = List.copyOf(errors);
        this.warnings = List.copyOf(warnings);
    }

    public List<ConfigError> errors() {
        return errors;
    }

    /** The warnings the same pass found, so a check can print them beside the errors. */
    public List<ConfigWarning> warnings() {
        return warnings;
    }
}
