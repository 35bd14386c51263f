package io.jmaui.scheduler.config;

/**
 * A value that does not parse or is out of range. Carries what was expected ("a non-negative
 * integer") and, for one bad item of a list, the item itself; the parser adds where.
 */
final class BadValue extends Exception {

    private static final long serialVersionUID = 1L;

    private final String got;
    private final String expected;

    BadValue(String expected) {
        this(null, expected);
    }

    BadValue(String got, String expected) {
        super(expected, null, false, false);
        this.got = got;
        this.expected = expected;
    }

    /** The offending text when narrower than the whole value, else null. */
    String got() {
        return got;
    }

    String expected() {
        return expected;
    }
}
