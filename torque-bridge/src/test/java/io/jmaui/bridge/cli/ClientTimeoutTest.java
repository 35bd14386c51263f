package io.jmaui.bridge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Appendix F CLIENTTIMEOUT 00:15:00: "time which Maui client commands will wait for a response
 * from the Maui server (NOTE: may also be specified as an environment variable)".
 */
class ClientTimeoutTest {

    @TempDir
    Path home;

    private long timeout(Long flag, Map<String, String> env, String cfg) throws Exception {
        Path file = home.resolve("maui.cfg");
        Files.writeString(file, cfg);
        ClientOptions o = new ClientOptions();
        o.timeout = flag;
        o.config = file;
        CliContext ctx = new CliContext(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                ZoneOffset.UTC, "steve", env);
        return new Connector(o, ctx).timeout();
    }

    @Test
    void theFlagWinsThenTheEnvironmentThenMauiCfgThenThirtySeconds() throws Exception {
        assertEquals(900, timeout(null, Map.of(), "CLIENTTIMEOUT 00:15:00\n"), "the guide's example, 15 minutes");
        assertEquals(120, timeout(null, Map.of("CLIENTTIMEOUT", "2:00"), "CLIENTTIMEOUT 00:15:00\n"));
        assertEquals(5, timeout(5L, Map.of("CLIENTTIMEOUT", "2:00"), "CLIENTTIMEOUT 00:15:00\n"));
        assertEquals(30, timeout(null, Map.of(), "RMPOLLINTERVAL 60\n"));
        assertEquals(1000, timeout(null, Map.of(), "CLIENTTIMEOUT 1:00:00\n"), "Maui's clients wait at most 1000 s");
    }

    @Test
    void aBadEnvironmentValueIsNamed() {
        Connector.ConfigProblem e = assertThrows(Connector.ConfigProblem.class,
                () -> timeout(null, Map.of("CLIENTTIMEOUT", "soon"), ""));
        assertEquals("$CLIENTTIMEOUT: \"soon\" is not a duration [[[DD:]HH:]MM:]SS or INFINITY", e.getMessage());
    }
}
