package io.jmaui.bridge.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PortHolderTest {

    @Test
    void findsThisProcessListeningAndNobodyOnAFreePort() throws IOException {
        int free;
        try (ServerSocket s = new ServerSocket(0)) {
            free = s.getLocalPort();
            Optional<String> holder = PortHolder.of(free);
            assertTrue(holder.isPresent());
            assertTrue(holder.get().endsWith("(pid " + ProcessHandle.current().pid() + ")"), holder.get());
        }
        assertEquals(Optional.empty(), PortHolder.of(free));
    }
}
