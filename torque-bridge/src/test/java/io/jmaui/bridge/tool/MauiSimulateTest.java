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
}
