package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MemoryValuesTest {

    @ParameterizedTest(name = "\"{0}\" is {1} MB")
    @CsvSource({
        "512, 512",          // MAXMEM=2048 style: a bare number is MB (6.2.1.1)
        "512mb, 512",
        "2GB, 2048",
        "1g, 1024",
        "1TB, 1048576",
        "1024KB, 1",
        "1536kb, 2",         // part of a MB still needs a MB
        "1b, 1",
        "0, 0",
    })
    void parses(String text, long mb) throws BadValue {
        assertEquals(mb, MemoryValues.parseChecked(text));
    }

    @ParameterizedTest(name = "\"{0}\" is not a memory amount")
    @ValueSource(strings = {"", "-1", "12x", "GB", "1.5GB", "9999999999999999GB"})
    void rejects(String text) {
        assertThrows(BadValue.class, () -> MemoryValues.parseChecked(text));
    }
}
