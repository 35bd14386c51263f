package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ServerAddressTest {

    @Test
    void hostAloneTakesTorquesPort() {
        assertEquals(new ServerAddress("pbs01", 15001), ServerAddress.parse("pbs01"));
        assertEquals(new ServerAddress("pbs01", 13001), ServerAddress.parse("pbs01:13001"));
    }

    @Test
    void badPortsSayWhatIsExpected() {
        for (String bad : new String[] {"pbs01:", "pbs01:0", "pbs01:70000", ":15001", ""}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ServerAddress.parse(bad));
            assertTrue(e.getMessage().contains("expected HOST[:PORT]"), e.getMessage());
        }
    }
}
