package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.WireJson;
import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * checknode, checkjob, showq and showbf on a cluster with GPUs: node001 has 2 GPUs, the other
 * three none. A job holding one GPU runs; a job asking for two waits, and says it is GPUs it waits
 * for.
 */
class GpuCommandsEndToEndTest extends FixtureTest {

    private String running;
    private String waiting;

    @BeforeEach
    void start() throws Exception {
        f.server.gpus("node001", 2, false);
        running = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1:gpus=1").runtime(3600).walltime(3600));
        waiting = f.server.submit(JobSubmission.of("bob").nodes("1:ppn=2:gpus=2").runtime(600).walltime(600));
        f.start();
        f.iterate();
    }

    private static JsonNode json(CommandFixture.Run r) throws Exception {
        return WireJson.MAPPER.readTree(ok(r).out());
    }

    @Test
    void checknodeShowsConfiguredDedicatedAndAvailableGpus() throws Exception {
        String out = ok(f.as("helpdesk", "checknode", "node001")).out();
        assertTrue(out.contains("Configured Resources: PROCS: 4  MEM: 16384M  SWAP: 16384M  DISK: 0M  GPUS: 2"), out);
        assertTrue(out.contains("Dedicated  Resources: PROCS: 1  GPUS: 1"), out);
        assertTrue(out.contains("Available  Resources: PROCS: 3  GPUS: 1"), out);
        assertEquals(1, json(f.as("helpdesk", "checknode", "node001", "--json")).get("gpusDedicated").asInt());
        String plain = ok(f.as("helpdesk", "checknode", "node002")).out();
        assertTrue(!plain.contains("GPUS"), "a node without GPUs prints as Maui prints it: " + plain);
    }

    @Test
    void checkjobShowsTheGpusPerTaskAndWhyTheJobWaits() throws Exception {
        String out = ok(f.as("admin", "checkjob", "-v", waiting)).out();
        assertTrue(out.contains("Dedicated Resources Per Task: PROCS: 2  GPUS: 2"), out);
        assertTrue(out.contains("GPU"), out);
        assertTrue(out.matches("(?s).*job cannot run \\(.*2 GPUs.*"), out);
        assertTrue(out.matches("(?s).*node002 +Idle +4  GPU\\n.*"), out);
    }

    @Test
    void showqCountsGpus() throws Exception {
        String out = ok(f.as("admin", "showq")).out();
        assertTrue(out.contains("PROC  GPUS"), out);
        assertTrue(out.contains("1 of     2 GPUs Active       (50.00%)"), out);
        assertEquals(2, json(f.as("admin", "showq", "--json")).get("gpusTotal").asInt());
    }

    @Test
    void showstatsCountsGpusInUse_forTheSystemAndPerUser() throws Exception {
        String out = ok(f.as("admin", "showstats")).out();
        assertTrue(out.contains("Current Active/Total GPUs:      1/2   (50.00%)"), out);
        String users = ok(f.as("admin", "showstats", "-u")).out();
        assertTrue(users.matches("(?s).*Proc%     GPUs\n.*"), users);
        assertTrue(users.matches("(?s).*\nalice +1 +0 +1 +[0-9.]+ +1\n.*"), users);
        assertTrue(users.matches("(?s).*\nbob +0 +1 +0 +0\\.00 +0\n.*"), users);
        assertEquals(2, json(f.as("admin", "showstats", "--json")).get("gpusTotal").asInt());
    }

    @Test
    void showbfShowsTheFreeGpus() throws Exception {
        String out = ok(f.as("dave", "showbf")).out();
        assertTrue(out.contains("   GPUs"), out);
        assertTrue(out.matches("(?s).*ALL +15 +4 +1 .*"), out);
    }
}
