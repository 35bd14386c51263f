package io.jmaui.scheduler.config;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One maui.cfg line split into tokens: the parameter name (upper-case, as Maui reads names in
 * any case, and as written), its index when written {@code NAME[index]}, and the value tokens with their columns.
 */
record ConfigLine(String source, int line, String name, String written, String index, int nameColumn, List<Token> tokens) {

    /** A white-space separated word of the line; quotes are removed, their content kept whole. */
    record Token(String text, int column) {
    }

    /** The parameter as written for messages: {@code USERCFG[john]}. */
    String label() {
        return index == null ? name : name + "[" + index + "]";
    }

    /** The value of a simple parameter: the tokens joined by one space. */
    String joinedValue() {
        return tokens.stream().map(Token::text).collect(Collectors.joining(" "));
    }

    int valueColumn() {
        return tokens.isEmpty() ? nameColumn + label().length() + 1 : tokens.get(0).column();
    }
}
