package io.jmaui.scheduler.config;

/**
 * One bad value in a config file: where (file, line, column of the value, 1-based), which
 * parameter, the text found and what was expected. Prints as
 * {@code maui.cfg:42:18: RESERVATIONDEPTH: "two" is not a non-negative integer}.
 *
 * @param parameter the parameter as written, with index and attribute when there is one
 *                  ({@code USERCFG[john] MAXJOB})
 */
public record ConfigError(String source, int line, int column, String parameter, String value, String expected) {

    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + parameter + ": \"" + value + "\" is not " + expected;
    }
}
