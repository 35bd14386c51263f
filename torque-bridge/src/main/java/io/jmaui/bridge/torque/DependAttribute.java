package io.jmaui.bridge.torque;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A job's {@code depend} attribute as pbs_server 6.1 encodes it (server/req_register.c,
 * {@code encode_depend}): entries joined by {@code ,}, each a type and its arguments joined by
 * {@code :}, e.g. {@code afterok:12.srv:13.srv,beforeany:15.srv}, {@code on:2},
 * {@code synccount:3}, {@code afterokarray:7[][4].srv}. A {@code :} inside a job id (a server
 * name with a port) is escaped as {@code \:}. The server writes a {@code ,} before every entry but
 * its first one even when that first one is empty and left out, so an empty entry is skipped.
 * A job id never carries {@code @server} (the server drops it when it stores the entry); one that
 * does is read without it.
 */
final class DependAttribute {

    private DependAttribute() {
    }

    /** The entries, one per job, count or array named; each unreadable entry goes to {@code problem}. */
    static List<Dependency> parse(String text, Consumer<String> problem) {
        List<Dependency> out = new ArrayList<>();
        for (String entry : text.split(",")) {
            if (!entry.isBlank()) {
                entry(entry.strip(), out, problem);
            }
        }
        return out;
    }

    private static void entry(String entry, List<Dependency> out, Consumer<String> problem) {
        List<String> words = words(entry);
        Optional<DependencyType> type = DependencyType.fromWire(words.get(0));
        if (type.isEmpty() || words.size() < 2) {
            problem.accept("\"" + entry + "\" is not TYPE:JOBID[:JOBID...] with a TORQUE dependency type"
                    + " (after, afterok, afternotok, afterany, before..., on:COUNT, syncwith, synccount:COUNT, ...array)");
            return;
        }
        DependencyType t = type.get();
        if (t.isCount()) {
            int count = count(words.get(1));
            if (words.size() != 2 || count < 1) {
                problem.accept("\"" + entry + "\": " + t.wireName() + " takes one positive count");
                return;
            }
            out.add(new Dependency(t, null, count));
            return;
        }
        for (String word : words.subList(1, words.size())) {
            String id = word.replace("\\:", ":");
            int at = id.indexOf('@');
            if (at >= 0) {
                id = id.substring(0, at);
            }
            if (id.isEmpty()) {
                problem.accept("\"" + entry + "\" has an empty job id");
            } else if (t.isArray()) {
                array(t, id, entry, out, problem);
            } else {
                out.add(Dependency.on(t, id));
            }
        }
    }

    /** {@code 7[].srv} (every job of the array) or {@code 7[][4].srv} (four of them). */
    private static void array(DependencyType t, String id, String entry, List<Dependency> out, Consumer<String> problem) {
        int open = id.indexOf("[]");
        if (open < 0) {
            problem.accept("\"" + entry + "\": " + t.wireName() + " names an array (e.g. 7[].srv or 7[][4].srv)");
            return;
        }
        int countFrom = open + 2;
        if (countFrom < id.length() && id.charAt(countFrom) == '[') {
            int close = id.indexOf(']', countFrom);
            int count = close < 0 ? -1 : count(id.substring(countFrom + 1, close));
            if (count < 1) {
                problem.accept("\"" + entry + "\": the count in [" + "...] is not a positive number");
                return;
            }
            out.add(new Dependency(t, id.substring(0, countFrom) + id.substring(close + 1), count));
        } else {
            out.add(new Dependency(t, id, 0));
        }
    }

    /** The words between unescaped colons. */
    private static List<String> words(String entry) {
        List<String> words = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < entry.length(); i++) {
            if (entry.charAt(i) == ':' && (i == 0 || entry.charAt(i - 1) != '\\')) {
                words.add(entry.substring(from, i));
                from = i + 1;
            }
        }
        words.add(entry.substring(from));
        return words;
    }

    private static int count(String text) {
        if (text.isEmpty() || text.length() > 9 || !text.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Integer.parseInt(text);
    }
}
