package io.jmaui.bridge.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** showq's layout (guide 4.1 "showq"), and the duration spelling every command shares. */
class ShowqTextTest {

    private static final long NOW = 1_704_096_000L; // Mon Jan  1 08:00:00 2024 UTC

    private static JobRow row(String id, String user, String state, int procs, long wall, long remaining, long start) {
        return new JobRow(id, user, "staff", null, "batch", null, state, procs, 1, wall, remaining, start, NOW - 600, 0,
                null, 0, 0);
    }

    @Test
    void theDefaultLayout() {
        ShowqView v = new ShowqView(NOW, List.of("ACTIVE", "ELIGIBLE", "BLOCKED"), false,
                List.of(row("1001.head", "alice", "Running", 8, 7200, 5400, NOW - 1800)),
                List.of(row("1002.head", "bob", "Idle", 16, 3600, 0, 0)), List.of(), List.of(), 8, 32, 2, 8, 0, 0);
        StringWriter s = new StringWriter();
        ShowqText.print(v, new TextFormat(ZoneOffset.UTC), new PrintWriter(s));
        assertEquals(String.join("\n",
                "ACTIVE JOBS--------------------",
                "JOBNAME            USERNAME      STATE  PROC   REMAINING            STARTTIME",
                "",
                "1001.head             alice    Running     8    01:30:00  Mon Jan  1 07:30:00",
                "",
                "     1 Active Job        8 of    32 Processors Active (25.00%)",
                "                         2 of     8 Nodes Active      (25.00%)",
                "",
                "IDLE JOBS----------------------",
                "JOBNAME            USERNAME      STATE  PROC     WCLIMIT            QUEUETIME",
                "",
                "1002.head               bob       Idle    16    01:00:00  Mon Jan  1 07:50:00",
                "",
                "1 Idle Job",
                "",
                "BLOCKED JOBS----------------",
                "JOBNAME            USERNAME      STATE  PROC     WCLIMIT            QUEUETIME",
                "",
                "",
                "Total Jobs: 2   Active Jobs: 1   Idle Jobs: 1   Blocked Jobs: 0",
                ""), s.toString());
    }

    @Test
    void durations() {
        assertEquals("00:00:00", TextFormat.duration(0));
        assertEquals("01:01:01", TextFormat.duration(3661));
        assertEquals("2:00:00:05", TextFormat.duration(2 * 86400 + 5));
        assertEquals("-00:05:01", TextFormat.duration(-301));
        assertEquals("INFINITY", TextFormat.duration(Long.MAX_VALUE));
    }
}
