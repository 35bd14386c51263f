package io.jmaui.scheduler.config;

/** An attribute's text as merged from the config, with where it was last set. */
record RawValue(String text, String source, int line, int column) {
}
