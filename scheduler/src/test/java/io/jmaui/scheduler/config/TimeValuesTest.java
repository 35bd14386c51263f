package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TimeValuesTest {

    @ParameterizedTest(name = "\"{0}\" is {1} s")
    @CsvSource({
        "60, 60",                       // RMPOLLINTERVAL 60 (appendix F)
        "1:30, 90",
        "00:05:00, 300",                // BFCHUNKDURATION 00:05:00
        "0:05:00, 300",                 // DEFERTIME 0:05:00
        "24:00:00, 86400",              // FSINTERVAL default
        "68:00:00, 244800",             // PLOTMAXTIME default: the leading field may exceed 23
        "1:00:00:00, 86400",            // CHECKPOINTEXPIRATIONTIME 1:00:00:00
        "5:17:00:00, 493200",           // 7.1.5 example 4, Friday 17:00
        "10:00:00:00, 864000",          // SYSTEMDEFAULTJOBWALLTIME default
    })
    void parsesMauiDurations(String text, long seconds) throws BadValue {
        assertEquals(seconds, TimeValues.parseChecked(text));
    }

    @ParameterizedTest(name = "\"{0}\" is INFINITY")
    @ValueSource(strings = {"INFINITY", "infinity", "INFINITE"})
    void infinity(String text) throws BadValue {
        assertEquals(Times.INFINITY, TimeValues.parseChecked(text));
    }

    @ParameterizedTest(name = "\"{0}\" is not a duration")
    @ValueSource(strings = {"", "-1", "1:60", "1:00:60", "1:24:00:00", "1:2:3:4:5", "two", "1.5", "1::00", "12h"})
    void rejects(String text) {
        BadValue e = assertThrows(BadValue.class, () -> TimeValues.parseChecked(text));
        assertEquals("a duration [[[DD:]HH:]MM:]SS or INFINITY", e.expected());
    }

    @ParameterizedTest(name = "{0} s prints as {1}")
    @CsvSource({"0, 00:00:00", "90, 00:01:30", "86400, 1:00:00:00", "493200, 5:17:00:00"})
    void formats(long seconds, String text) throws BadValue {
        assertEquals(text, TimeValues.format(seconds));
        assertEquals(seconds, TimeValues.parseChecked(text));
    }

    @org.junit.jupiter.api.Test
    void publicParseNamesTheBadText() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TimeValues.parse("soon"));
        assertEquals("\"soon\" is not a duration [[[DD:]HH:]MM:]SS or INFINITY", e.getMessage());
        assertEquals("INFINITY", TimeValues.format(Times.INFINITY));
    }
}
