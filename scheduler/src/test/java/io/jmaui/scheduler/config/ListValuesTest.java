package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ListValuesTest {

    @Test
    void commaPipeColonAndSpaceAllSeparate() {
        // 7.1.5: "attribute lists must be delimited using the comma, pipe, or colon characters"
        assertEquals(List.of("a", "b", "c", "d", "e"), ListValues.split("a,b|c:d e"));
    }

    @Test
    void emptyItemsAreDropped() {
        assertEquals(List.of("a", "b"), ListValues.split(",a,,b,"));
        assertEquals(List.of(), ListValues.split(""));
    }
}
