package io.jmaui.bridge.tool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MauiReplayTest {

    private static final Path SAMPLE = Path.of("..", "conf", "replay");
    /** One hour after job 1001 was submitted. */
    private static final String NOW = "1700003600";

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return MauiReplay.commandLine(new PrintWriter(out), new PrintWriter(err)).execute(args);
    }

    @Test
    void sampleInputsPrintPrioritiesFairshareAndTheIterationsDecisions() throws IOException {
        int code = run("--config", SAMPLE.resolve("maui.cfg").toString(),
                "--snapshot", SAMPLE.resolve("snapshot.json").toString(), "--now", NOW);
        assertEquals(0, code, err.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(1700003600L, report.get("now").asLong());
        List<String> order = new ArrayList<>();
        report.get("priorities").forEach(p -> order.add(p.get("jobId").asText()));
        assertEquals(List.of("1001.head", "1002.head"), order, "queued jobs in scheduling order");

        JsonNode alice = report.get("priorities").get(0);
        assertEquals(1124, alice.get("priority").asLong(), "CRED 1200 + SERV 380 + RES 44 + FS -500");
        JsonNode cred = alice.get("components").get(0);
        assertEquals("CRED", cred.get("component").asText());
        assertEquals(1200.0, cred.get("contribution").asDouble(), 1e-9, "user 100 + QOS 1000 + 10 * queue priority 10");
        JsonNode queueTime = alice.get("components").get(2).get("subcomponents").get(0);
        assertEquals("QUEUETIME", queueTime.get("subcomponent").asText());
        assertEquals(60.0, queueTime.get("raw").asDouble(), 1e-9, "minutes queued");
        assertEquals(6, queueTime.get("weight").asLong(), "QUEUETIMEWEIGHT 1 + QOS high QTWEIGHT 5");
        JsonNode fs = alice.get("components").get(1);
        assertEquals(-500.0, fs.get("contribution").asDouble(), 1e-9, "10 * (10 * (30 - 10) + 5 * MIN(0, 50 - 100))");
        assertTrue(report.get("warnings").isEmpty(), report.get("warnings").toString());

        JsonNode aliceUsage = report.get("fairshare").get(0);
        assertEquals("USER", aliceUsage.get("kind").asText());
        assertEquals("alice", aliceUsage.get("name").asText());
        assertEquals(10.0, aliceUsage.get("usagePercent").asDouble(), 1e-9);
        assertEquals(20.0, aliceUsage.get("delta").asDouble(), 1e-9);

        JsonNode start = report.get("decisions").get(0);
        assertEquals("1001.head", start.get("jobId").asText());
        assertEquals(List.of("n02", "n02", "n02", "n02"), List.of(start.get("hosts").get(0).asText(),
                start.get("hosts").get(1).asText(), start.get("hosts").get(2).asText(), start.get("hosts").get(3).asText()));
        assertEquals(1, report.get("decisions").size());
        assertEquals("RESOURCES needs 8 procs, 4 free", report.get("blocked").get("1002.head").asText());
        assertEquals("JOB", report.get("reservations").get(0).get("type").asText(), "1002 holds the priority reservation");
    }

    @Test
    void badSnapshotIsReportedWithFileLineAndColumn(@TempDir Path dir) throws IOException {
        Path snap = dir.resolve("snap.json");
        Files.writeString(snap, "{\"jobs\": [\n  {\"id\": \"1\", \"credentials\": {}, \"state\": \"QUEUED\", \"perTask\": {}}\n]}\n");
        int code = run("--config", SAMPLE.resolve("maui.cfg").toString(), "--snapshot", snap.toString(), "--now", NOW);
        assertEquals(2, code);
        assertEquals("maui-replay: " + snap + ":2:43: jobs[0].state: \"QUEUED\" is not one of IDLE, HOLD, DEFERRED, "
                + "STAGING, STARTING, RUNNING, SUSPENDED, COMPLETED, REMOVED", err.toString().strip());
        assertEquals("", out.toString());
    }

    @Test
    void badConfigIsReportedWithFileAndLine(@TempDir Path dir) throws IOException {
        Path cfg = dir.resolve("maui.cfg");
        Files.writeString(cfg, "QUEUETIMEWEIGHT 1\nRESERVATIONDEPTH two\n");
        int code = run("--config", cfg.toString(), "--snapshot", SAMPLE.resolve("snapshot.json").toString(), "--now", NOW);
        assertEquals(2, code);
        assertTrue(err.toString().startsWith("maui-replay: " + cfg + ":2:"), err.toString());
        assertTrue(err.toString().contains("RESERVATIONDEPTH"), err.toString());
    }

    @Test
    void missingFileIsAnInputError(@TempDir Path dir) {
        Path missing = dir.resolve("nope.json");
        int code = run("--config", SAMPLE.resolve("maui.cfg").toString(), "--snapshot", missing.toString());
        assertEquals(2, code);
        assertEquals("maui-replay: " + missing + ": no such file", err.toString().strip());
    }

    @Test
    void missingOptionIsAUsageError() {
        assertEquals(2, run("--config", "maui.cfg"));
        assertTrue(err.toString().contains("--snapshot"), err.toString());
    }
}
