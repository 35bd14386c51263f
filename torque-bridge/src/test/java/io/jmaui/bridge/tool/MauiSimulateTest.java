package io.jmaui.bridge.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MauiSimulateTest {

    @TempDir
    Path dir;

    private int run(StringWriter err, String... args) {
        return MauiSimulate.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true)).execute(args);
    }

    @Test
    void writesACompletedTraceAndASummaryThatAreTheSameBytesEveryRun() throws IOException {
        Files.writeString(dir.resolve("maui.cfg"), "QUEUETIMEWEIGHT 1\nBACKFILLPOLICY FIRSTFIT\nRESERVATIONDEPTH 1\n");
        Files.writeString(dir.resolve("t.swf"), String.join("\n",
                "; MaxNodes: 2",
                "; MaxProcs: 4",
                "1 0 -1 100 4 -1 -1 4 200 -1 1 1 1 -1 1 1 -1 -1",
                "2 5 -1 50 4 -1 -1 4 100 -1 1 2 1 -1 1 1 -1 -1",
                "3 6 -1 -1 1 -1 -1 1 100 -1 0 2 1 -1 1 1 -1 -1",
                "4 7 -1 50 x"));
        StringWriter err = new StringWriter();
        String[] args = {"--config", dir.resolve("maui.cfg").toString(), "--trace", dir.resolve("t.swf").toString(),
            "--out", dir.resolve("a").toString()};
        assertEquals(0, run(err, args));
        assertTrue(err.toString().contains("t.swf:6: expected 18 fields, got 5 (skipped)"), err.toString());
        List<String> lines = Files.readAllLines(dir.resolve("a/completed.trace"));
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).startsWith("2 0 4 u2 g1 100 Completed [q1:1] 5 100 100 150 "), lines.get(1));
        String summary = Files.readString(dir.resolve("a/summary.json"));
        assertTrue(summary.contains("\"skippedJobs\" : 1"), summary);
        args[5] = dir.resolve("b").toString();
        assertEquals(0, run(new StringWriter(), args));
        assertEquals(Files.readString(dir.resolve("a/completed.trace")), Files.readString(dir.resolve("b/completed.trace")));
        assertEquals(summary, Files.readString(dir.resolve("b/summary.json")));
    }

    @Test
    void aBadConfigLineIsReportedWithFileAndLineAndExitCode2() throws IOException {
        Files.writeString(dir.resolve("maui.cfg"), "RESERVATIONDEPTH two\n");
        Files.writeString(dir.resolve("t.swf"), "; MaxNodes: 1\n");
        StringWriter err = new StringWriter();
        assertEquals(2, run(err, "--config", dir.resolve("maui.cfg").toString(), "--trace",
                dir.resolve("t.swf").toString(), "--out", dir.resolve("o").toString()));
        assertTrue(err.toString().contains("maui.cfg:1"), err.toString());
    }

    @Test
    void aSitesSimulationConfigRunsUnchangedFromItsSimParameters() throws IOException {
        Files.createDirectories(dir.resolve("traces"));
        Files.writeString(dir.resolve("maui.cfg"), String.join("\n", "SERVERMODE SIMULATION",
                "SIMWORKLOADTRACEFILE traces/jobs.swf", "SIMRESOURCETRACEFILE traces/nodes.trace", "SIMNODECOUNT 1",
                "SIMJOBSUBMISSIONPOLICY NORMAL", "SIMINITIALQUEUEDEPTH 0", "SIMSTOPITERATION 1", "RESERVATIONDEPTH 1", ""));
        Files.writeString(dir.resolve("traces/nodes.trace"), String.join("\n",
                "COMPUTENODE AVAILABLE 0 node01 PBS1 0 2048 0 2 -1 -1 1 LINUX AMD [NONE] [NONE] [NONE] 1.0 [NONE] [NONE] [NONE]",
                "COMPUTENODE AVAILABLE 0 node02 PBS1 0 2048 0 2 -1 -1 1 LINUX AMD [NONE] [NONE] [NONE] 1.0 [NONE] [NONE] [NONE]", ""));
        Files.writeString(dir.resolve("traces/jobs.swf"), String.join("\n",
                "1 0 -1 100 2 -1 -1 2 200 -1 1 1 1 -1 1 1 -1 -1",
                "2 5 -1 50 2 -1 -1 2 100 -1 1 2 1 -1 1 1 -1 -1", ""));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = MauiSimulate.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute("--config", dir.resolve("maui.cfg").toString(), "--out", dir.resolve("o").toString());
        assertEquals(0, code, err.toString());
        assertEquals("", err.toString().replaceAll("maui-simulate: SIMSTOPITERATION[^\\n]*\\n", ""));
        // SIMNODECOUNT 1 keeps node01 alone, so job 2 waits for job 1
        List<String> lines = Files.readAllLines(dir.resolve("o/completed.trace"));
        assertTrue(lines.get(1).startsWith("2 0 2 u2 g1 100 Completed [q1:1] 5 100 100 150 "), lines.get(1));
        assertTrue(out.toString().startsWith("2 jobs on 1 nodes (2 procs)"), out.toString());
        // SIMSTOPITERATION 1: the snapshot of the first iteration, for maui-replay
        String snapshot = Files.readString(dir.resolve("o/iteration-1.json"));
        assertTrue(snapshot.contains("\"node01\""), snapshot);
        assertTrue(err.toString().contains("SIMSTOPITERATION 1 reached"), err.toString());
    }
}
