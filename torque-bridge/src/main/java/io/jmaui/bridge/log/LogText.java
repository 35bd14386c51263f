package io.jmaui.bridge.log;

/**
 * Text from outside (a client's arguments, a user name it claims, a file's line) made safe for
 * one log line: control characters, quotes and backslashes are escaped and the length bounded,
 * so nobody can forge or split log lines through what they send.
 */
public final class LogText {

    private static final int MAX = 200;

    private LogText() {
    }

    /** {@code s} in double quotes, escaped and at most 200 characters (then "..."). */
    public static String quoted(String s) {
        return "\"" + escaped(s) + "\"";
    }

    /** {@code s} as is when it is a plain word (letters, digits, {@code . _ - @ :}), else {@link #quoted}. */
    public static String word(String s) {
        if (s != null && !s.isEmpty() && s.length() <= 64 && s.chars().allMatch(c -> c < 128
                && (Character.isLetterOrDigit(c) || ".-_@:".indexOf(c) >= 0))) {
            return s;
        }
        return quoted(s);
    }

    private static String escaped(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        int n = 0;
        for (int i = 0; i < s.length() && n < MAX; i++, n++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20 || c == 0x7f || Character.getType(c) == Character.FORMAT
                    || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return s.length() > MAX ? b + "..." : b.toString();
    }
}
