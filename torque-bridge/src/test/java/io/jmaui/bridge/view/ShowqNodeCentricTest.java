package io.jmaui.bridge.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DISPLAYFLAGS NODECENTRIC (appendix F: "flags which control how maui client commands will display
 * various information"): showq sizes jobs in nodes and leads with the nodes line, as Maui's client
 * prints "Nodes" and "N of M Nodes Active" under it.
 */
class ShowqNodeCentricTest {

    static final long NOW = 1_704_096_000L; // Mon Jan  1 08:00:00 2024 UTC

    private static JobRow row(String id, String state, int procs, int nodes) {
        return new JobRow(id, "alice", "staff", null, "batch", null, state, procs, nodes, 3600, 1800, NOW - 1800,
                NOW - 600, 0, null, 0, 0);
    }

    private static String print(boolean nodeCentric) {
        ShowqView v = new ShowqView(NOW, List.of("ACTIVE", "ELIGIBLE", "BLOCKED"), false,
                List.of(row("1001.head", "Running", 8, 2)), List.of(row("1002.head", "Idle", 16, 4)), List.of(),
                List.of(), 8, 32, 2, 8, 0, 0, nodeCentric);
        StringWriter s = new StringWriter();
        ShowqText.print(v, new TextFormat(ZoneOffset.UTC), new PrintWriter(s));
        return s.toString();
    }

    @Test
    void jobsAreSizedInNodesAndTheNodesLineLeads() {
        String out = print(true);
        assertTrue(out.contains("JOBNAME            USERNAME      STATE  NODE   REMAINING            STARTTIME"), out);
        assertTrue(out.contains("1001.head             alice    Running     2    00:30:00"), out);
        assertTrue(out.contains("1002.head             alice       Idle     4    01:00:00"), out);
        assertTrue(out.contains("     1 Active Job        2 of     8 Nodes Active      (25.00%)\n"
                + "                         8 of    32 Processors Active (25.00%)\n\n"), out);
    }

    @Test
    void withoutTheFlagJobsAreSizedInProcs() {
        String out = print(false);
        assertTrue(out.contains("1001.head             alice    Running     8    00:30:00"), out);
        assertTrue(out.contains("     1 Active Job        8 of    32 Processors Active (25.00%)\n"
                + "                         2 of     8 Nodes Active      (25.00%)\n\n"), out);
    }
}
