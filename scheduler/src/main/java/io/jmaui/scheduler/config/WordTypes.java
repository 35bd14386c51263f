package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Keyword values: one word of an enum ({@code BACKFILLPOLICY BESTFIT}), a set of them
 * ({@code JOBNODEMATCHPOLICY EXACTNODE EXACTPROC}), or one of a few words for parameters jmaui
 * parses without acting on. Any case; an unknown word is an error listing the valid ones.
 */
final class WordTypes {

    private WordTypes() {
    }

    static <E extends Enum<E>> ValueType<E> oneOf(Class<E> type) {
        String describe = "one of " + words(type);
        return ValueType.of(describe, text -> word(type, text.trim(), describe), Enum::name);
    }

    /** Zero or more words of {@code type}, separated as lists are; NONE is the empty set. Iterates in declaration order. */
    static <E extends Enum<E>> ValueType<Set<E>> setOf(Class<E> type) {
        String describe = "zero or more of " + words(type);
        return ValueType.of(describe, text -> {
            EnumSet<E> set = EnumSet.noneOf(type);
            for (String item : ListValues.split(text)) {
                if (!item.equalsIgnoreCase("NONE") && !item.equalsIgnoreCase("[NONE]")) {
                    set.add(word(type, item, describe));
                }
            }
            return Collections.unmodifiableSet(set);
        }, value -> {
            List<String> names = new ArrayList<>();
            (value.isEmpty() ? EnumSet.noneOf(type) : EnumSet.copyOf(value)).forEach(e -> names.add(e.name()));
            return names.isEmpty() ? "NONE" : String.join(" ", names);
        });
    }

    /** One of a fixed set of words, kept upper-case. */
    static ValueType<String> word(String... words) {
        String describe = "one of " + String.join(", ", words);
        return ValueType.of(describe, text -> {
            String upper = text.trim().toUpperCase(Locale.ROOT);
            if (!Arrays.asList(words).contains(upper)) {
                throw new BadValue(text.trim(), describe);
            }
            return upper;
        }, v -> v);
    }

    static <E extends Enum<E>> E word(Class<E> type, String text, String describe) throws BadValue {
        String upper = text.toUpperCase(Locale.ROOT);
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(upper)) {
                return e;
            }
        }
        throw new BadValue(text, describe);
    }

    static <E extends Enum<E>> String words(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
    }
}
