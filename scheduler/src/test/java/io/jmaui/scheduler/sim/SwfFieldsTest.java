package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * SwfTraceReader splits and reads fields by hand; what it reads must be what
 * {@code line.strip().split("\\s+")} and {@code Math.round(Double.parseDouble(field))} read, on
 * random lines and fields, malformed ones included.
 */
class SwfFieldsTest {

    private static final String[] SEPARATORS = {" ", "  ", "\t", " \t ", "\r", "\u000B", "\f"};
    private static final String[] ODD = {"-", "+", "1.5", "-2.5", "2.5", "1e3", "1E-2", "0x10", "NaN", "Infinity",
        "-Infinity", "1_0", "12a", "٣", "1d", "2f", ".5", "5.", "--1", "+-1", "007", "-0", "+0",
        "9007199254740993", "123456789012345", "1234567890123456", "99999999999999999999", "x", "1\u00A02"};

    @Test
    void fieldsAreThoseOfTheRegularExpression() {
        Random r = new Random(17);
        int[] bounds = new int[36];
        for (int n = 0; n < 20_000; n++) {
            StringBuilder line = new StringBuilder();
            int count = 1 + r.nextInt(24);
            for (int k = 0; k < count; k++) {
                if (k > 0 || r.nextInt(4) == 0) {
                    line.append(SEPARATORS[r.nextInt(SEPARATORS.length)]);
                }
                line.append(token(r));
            }
            if (r.nextInt(4) == 0) {
                line.append(SEPARATORS[r.nextInt(SEPARATORS.length)]);
            }
            String stripped = line.toString().strip();
            if (stripped.isEmpty()) {
                continue;
            }
            bounds = SwfTraceReader.fields(stripped, bounds);
            String[] got = new String[bounds[bounds.length - 1]];
            for (int k = 0; k < got.length; k++) {
                got[k] = stripped.substring(bounds[2 * k], bounds[2 * k + 1]);
            }
            assertArrayEquals(stripped.split("\\s+"), got, () -> Arrays.toString(stripped.toCharArray()));
        }
    }

    @Test
    void numbersAreThoseOfParseDoubleRounded() {
        Random r = new Random(23);
        for (int n = 0; n < 50_000; n++) {
            String t = token(r);
            String line = "x " + t + " y";
            Long expected;
            try {
                expected = Math.round(Double.parseDouble(t));
            } catch (NumberFormatException e) {
                expected = null;
            }
            if (expected == null) {
                assertThrows(NumberFormatException.class, () -> SwfTraceReader.number(line, 2, 2 + t.length()), t);
            } else {
                assertEquals(expected, SwfTraceReader.number(line, 2, 2 + t.length()), t);
            }
        }
    }

    /** Mostly integers of every length and sign, sometimes something Double.parseDouble reads otherwise or not at all. */
    private static String token(Random r) {
        if (r.nextInt(5) == 0) {
            return ODD[r.nextInt(ODD.length)];
        }
        StringBuilder digits = new StringBuilder();
        for (int n = 1 + r.nextInt(18); n > 0; n--) {
            digits.append((char) ('0' + r.nextInt(10)));
        }
        return switch (r.nextInt(6)) {
            case 0 -> "-" + digits;
            case 1 -> "+" + digits;
            case 2 -> digits + "." + r.nextInt(10);
            default -> digits.toString();
        };
    }
}
