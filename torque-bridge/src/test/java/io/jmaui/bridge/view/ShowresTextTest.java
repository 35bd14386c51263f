package io.jmaui.bridge.view;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * showres -r and -v on the guide's example 1 (reservation 12941, started 15:02:50 on Thu Sep 1,
 * shown 5:01 later: Start -00:05:01, End 2:41:39, Duration 2:46:40, 13 nodes / 25 procs).
 */
class ShowresTextTest {

    static final long STARTED = 1125586970L; // Thu Sep  1 15:02:50 2005 UTC
    static final long NOW = STARTED + 301;

    private static ReservationRow row() {
        List<String> hosts = java.util.stream.IntStream.rangeClosed(1, 13).mapToObj(i -> "G5-0" + (10 + i)).toList();
        return new ReservationRow("12941", "Job", "R", STARTED, STARTED + 10_000, 25, 25, hosts, List.of(), List.of(),
                null, "Running");
    }

    private static String print(boolean byNode, boolean relative, boolean verbose) {
        StringWriter w = new StringWriter();
        ShowresText.print(new ShowresView(NOW, byNode, relative, verbose, List.of(row())), new TextFormat(ZoneOffset.UTC),
                new PrintWriter(w, true));
        return w.toString();
    }

    @Test
    void theDefaultLayoutIsTheGuides() {
        String out = print(false, false, false);
        assertTrue(out.contains("12941                Job R   -00:05:01    02:41:39    02:46:40   13/25   Thu Sep  1 15:02:50\n"),
                out);
    }

    @Test
    void relativeModeGivesSecondsFromNowAndNoDate() {
        String out = print(false, true, false);
        assertTrue(out.contains("Start -->      End  (Duration)"), out);
        assertTrue(out.contains("12941                Job R     -301 -->     9699  (   10000)   13/25"), out);
        assertFalse(out.contains("Thu Sep"), out);
        String nodes = print(true, true, false);
        assertTrue(nodes.contains("G5-011               Job    12941                Running       -301 -->     9699  (   10000)"),
                nodes);
    }

    @Test
    void verboseStartDatesCarryTheYear() {
        assertTrue(print(false, false, true).contains("Thu Sep  1 15:02:50 2005"));
        assertTrue(print(true, false, true).contains("Thu Sep  1 15:02:50 2005"));
        assertFalse(print(false, false, false).contains("2005"));
    }
}
