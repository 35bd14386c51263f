package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.jmaui.bridge.command.wire.WireJson;
import io.jmaui.it.emulator.JobSubmission;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Every informational command against one running daemon on the emulated pbs_server (4 nodes of 4
 * procs), over the real Unix socket, in Maui's layout and as JSON. alice runs on two nodes, bob
 * waits for three (and holds the job reservation), carol is held, dave's one-proc job backfills.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CommandsEndToEndTest {

    private Path home;
    private CommandFixture f;
    private String alice;
    private String bob;
    private String carol;

    @BeforeAll
    void start() throws Exception {
        home = Files.createTempDirectory("jmaui-commands");
        f = new CommandFixture(home);
        alice = f.server.submit(JobSubmission.of("alice").group("physics").nodes("2:ppn=4").runtime(3000).walltime(3600));
        bob = f.server.submit(JobSubmission.of("bob").group("chem").nodes("3:ppn=4").runtime(600).walltime(1800));
        carol = f.server.submit(JobSubmission.of("carol").procs(1).walltime(600).held());
        f.start("QUEUETIMEWEIGHT 1", "USERCFG[alice] FSTARGET=25", "FSPOLICY DEDICATEDPS");
    }

    @AfterAll
    void stop() {
        f.close();
    }

    private static JsonNode json(CommandFixture.Run r) throws Exception {
        assertEquals(0, r.exit(), r.err());
        return WireJson.MAPPER.readTree(r.out());
    }

    private static CommandFixture.Run ok(CommandFixture.Run r) {
        assertEquals(0, r.exit(), r.err() + r.out());
        return r;
    }

    @Test
    void showqHasTheThreeSectionsAndTheMachineTotals() {
        String out = ok(f.as("admin", "showq")).out();
        assertTrue(out.startsWith("ACTIVE JOBS--------------------\nJOBNAME "), out);
        assertTrue(out.contains(alice) && out.contains("Running"), out);
        assertTrue(out.contains("8 of    16 Processors Active (50.00%)"), out);
        assertTrue(out.contains("2 of     4 Nodes Active      (50.00%)"), out);
        assertTrue(out.contains("IDLE JOBS----------------------"), out);
        assertTrue(out.contains("BLOCKED JOBS----------------"), out);
        assertTrue(out.contains("Total Jobs: 3   Active Jobs: 1   Idle Jobs: 1   Blocked Jobs: 1"), out);
    }

    @Test
    void showqJsonIsTheSameView() throws Exception {
        JsonNode v = json(f.as("alice", "showq", "--json"));
        assertEquals(alice, v.get("active").get(0).get("id").asText());
        assertEquals(bob, v.get("eligible").get(0).get("id").asText());
        assertEquals(carol, v.get("blocked").get(0).get("id").asText());
        assertEquals(16, v.get("procsTotal").asInt());
    }

    @Test
    void showqSectionsAndFilters() {
        String r = ok(f.as("admin", "showq", "-r")).out();
        assertTrue(r.contains("REMAINING") && r.contains(alice) && !r.contains("IDLE JOBS"), r);
        String i = ok(f.as("admin", "showq", "-i")).out();
        assertTrue(i.contains("PRIORITY") && i.contains(bob) && !i.contains("ACTIVE JOBS"), i);
        String b = ok(f.as("admin", "showq", "-b")).out();
        assertTrue(b.contains(carol) && !b.contains(bob), b);
        String u = ok(f.as("admin", "showq", "-u", "bob")).out();
        assertTrue(u.contains(bob) && !u.contains(alice), u);
        String w = ok(f.as("admin", "showq", "-w", "group=physics")).out();
        assertTrue(w.contains(alice) && !w.contains(bob), w);
        assertTrue(ok(f.as("admin", "showq", "-c")).out().contains("COMPLETED JOBS"));
        CommandFixture.Run bad = f.as("admin", "showq", "-w", "colour=red");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("unknown attribute \"colour\""), bad.err());
    }

    @Test
    void checkjobShowsStateCredsRequestPriorityAndWhyItWaits() throws Exception {
        String out = ok(f.as("admin", "checkjob", bob)).out();
        assertTrue(out.startsWith("checking job " + bob), out);
        assertTrue(out.contains("State: Idle"), out);
        assertTrue(out.contains("Creds:  user:bob  group:chem"), out);
        assertTrue(out.contains("WallTime: 00:00:00 of 00:30:00"), out);
        assertTrue(out.contains("Total Tasks: 12"), out);
        assertTrue(out.contains("StartPriority:"), out);
        assertTrue(out.contains("job cannot run (insufficient resources: needs 12 procs")
                || out.contains("idle procs are reserved for others"), out);
        assertTrue(out.contains("Estimated Start:"), out);
        JsonNode v = json(f.as("admin", "checkjob", bob, "--json"));
        assertEquals("Idle", v.get("state").asText());
        assertNotNull(v.get("reason").asText());
        assertTrue(v.get("estimatedStart").asLong() > 0, v.toString());
    }

    @Test
    void checkjobOfARunningJobShowsItsNodes() {
        String out = ok(f.as("alice", "checkjob", alice)).out();
        assertTrue(out.contains("State: Running"), out);
        assertTrue(out.contains("Allocated Nodes:"), out);
        assertTrue(out.contains(":4]"), out);
    }

    @Test
    void checkjobVerboseChecksEachNode() {
        String out = ok(f.as("admin", "checkjob", "-v", bob)).out();
        assertTrue(out.contains("Node                 State"), out);
        assertTrue(out.contains("node001"), out);
        String one = ok(f.as("admin", "checkjob", "-n", "node002", bob)).out();
        assertTrue(one.contains("node002") && !one.contains("node001"), one);
        assertTrue(f.as("admin", "checkjob", "-n", "nosuchnode", bob).err().contains("cannot locate node 'nosuchnode'"));
    }

    @Test
    void checkjobAcceptsTheIdWithoutTheServerName() {
        String shortId = bob.substring(0, bob.indexOf('.'));
        assertTrue(ok(f.as("admin", "checkjob", shortId)).out().contains("checking job " + bob));
    }

    @Test
    void checkjobOfAnUnknownJobIsNotFound() {
        CommandFixture.Run r = f.as("admin", "checkjob", "999.emu");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("cannot locate job '999.emu'"), r.err());
    }

    @Test
    void checknodeShowsResourcesAndJobs() throws Exception {
        String host = f.server.job(alice).get("exec_host").split("/")[0];
        String out = ok(f.as("helpdesk", "checknode", host)).out();
        assertTrue(out.startsWith("checking node " + host), out);
        assertTrue(out.contains("Configured Resources: PROCS: 4"), out);
        assertTrue(out.contains("Dedicated  Resources: PROCS: 4"), out);
        assertTrue(out.contains("JobList:  " + alice), out);
        assertEquals(4, json(f.as("helpdesk", "checknode", host, "--json")).get("procs").asInt());
        assertEquals(1, f.as("helpdesk", "checknode", "nosuch").exit());
    }

    @Test
    void showresListsTheJobReservation() throws Exception {
        String out = ok(f.as("admin", "showres")).out();
        assertTrue(out.startsWith("\nReservationID       Type S       Start         End    Duration    N/P    StartTime"),
                out);
        assertTrue(out.contains(String.format("%-20s%4s I ", bob, "Job")), out);
        assertTrue(out.contains("reservation located"), out);
        String n = ok(f.as("admin", "showres", "-n")).out();
        assertTrue(n.contains("NodeName") && n.contains(bob), n);
        JsonNode v = json(f.as("admin", "showres", "--json"));
        assertEquals("Job", v.get("reservations").get(0).get("type").asText());
    }

    @Test
    void showbfAndShowstartAnswerEveryUser() throws Exception {
        String bf = ok(f.as("dave", "showbf")).out();
        assertTrue(bf.startsWith("backfill window (user: 'dave' partition: ALL)"), bf);
        assertTrue(bf.contains("Partition  "), bf);
        json(f.as("dave", "showbf", "--json"));
        String st = ok(f.as("dave", "showstart", bob)).out();
        assertTrue(st.startsWith("job " + bob + " requires 12 procs for 00:30:00"), st);
        assertTrue(st.contains("Earliest start in"), st);
        long bobStart = json(f.as("dave", "showstart", bob, "--json")).get("start").asLong();
        assertTrue(bobStart > 0);
        // a job not submitted: all 16 procs are free only once bob's reservation is over
        String all = ok(f.as("dave", "showstart", "16@1:00")).out();
        assertTrue(all.startsWith("job 16@1:00 requires 16 procs for 00:01:00"), all);
        assertTrue(json(f.as("dave", "showstart", "16@60", "--json")).get("start").asLong() >= bobStart + 1800);
        assertTrue(ok(f.as("dave", "showstart", "1")).out().startsWith("job 1.emu "), "a job's short id is the job");
        String nine = ok(f.as("dave", "showstart", "9")).out(); // no job 9: a pseudo-job of one second
        assertTrue(nine.startsWith("job 9 requires 9 procs for 00:00:01"), nine);
        assertTrue(ok(f.as("dave", "showstart", "17@60")).out().contains("no start time available"));
    }

    @Test
    void diagnoseModes() throws Exception {
        String p = ok(f.as("helpdesk", "diagnose", "-p")).out();
        assertTrue(p.startsWith("diagnosing job priority information"), p);
        assertTrue(p.contains(bob), p);
        json(f.as("helpdesk", "diagnose", "-p", "--json"));
        String fs = ok(f.as("helpdesk", "diagnose", "-f")).out();
        assertTrue(fs.startsWith("FairShare Information"), fs);
        assertTrue(fs.contains("alice"), fs);
        assertTrue(ok(f.as("helpdesk", "diagnose", "-f", "-o", "user")).out().contains("alice"));
        String qosOnly = ok(f.as("helpdesk", "diagnose", "-f", "-o", "qos")).out();
        assertTrue(qosOnly.startsWith("FairShare Information") && !qosOnly.contains("alice"), qosOnly);
        CommandFixture.Run badKind = f.as("helpdesk", "diagnose", "-f", "-o", "team");
        assertTrue(badKind.exit() == 2 && badKind.err().contains("is not user, group, acct, qos or class"), badKind.err());
        String j = ok(f.as("helpdesk", "diagnose", "-j")).out();
        assertTrue(j.contains(alice) && j.contains(bob) && j.contains(carol), j);
        String r = ok(f.as("helpdesk", "diagnose", "-r")).out();
        assertTrue(r.contains("RsvID: " + bob), r);
        String u = ok(f.as("helpdesk", "diagnose", "-u")).out();
        assertTrue(u.contains("alice") && u.contains("FSTARGET=25"), u);
        for (String mode : new String[] {"-g", "-a", "-c", "-q"}) {
            ok(f.as("helpdesk", "diagnose", mode));
            json(f.as("helpdesk", "diagnose", mode, "--json"));
        }
        assertEquals(2, f.as("helpdesk", "diagnose").exit());
    }

    @Test
    void showstatsAndShowconfig() throws Exception {
        String s = ok(f.as("helpdesk", "showstats")).out();
        assertTrue(s.startsWith("Maui running for"), s);
        assertTrue(s.contains("Current Active/Total Procs:     8/16"), s);
        String u = ok(f.as("helpdesk", "showstats", "-u")).out();
        assertTrue(u.contains("alice") && u.contains("bob"), u);
        assertEquals(8, json(f.as("helpdesk", "showstats", "--json")).get("procsActive").asInt());
        String c = ok(f.as("helpdesk", "showconfig")).out();
        assertTrue(c.contains("ADMIN1"), c);
        assertTrue(c.contains("QUEUETIMEWEIGHT"), c);
    }

    @Test
    void usersSeeTheQueueAndTheirOwnJobsOnly() {
        ok(f.as("bob", "checkjob", bob));
        CommandFixture.Run other = f.as("bob", "checkjob", alice);
        assertEquals(1, other.exit());
        assertTrue(other.err().contains("may not see job " + alice), other.err());
        assertEquals("", other.out());
        for (String[] cmd : new String[][] {{"checknode", "node001"}, {"showres"}, {"diagnose", "-p"}, {"showstats"},
                {"showconfig"}}) {
            CommandFixture.Run r = f.as("bob", cmd);
            assertEquals(1, r.exit(), String.join(" ", cmd));
            assertTrue(r.err().contains("user bob is not authorized (needs ADMIN1, ADMIN2 or ADMIN3)"), r.err());
        }
    }

    @Test
    void usageErrorsExitTwo() {
        CommandFixture.Run r = f.as("admin", "checkjob");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("Missing required parameter"), r.err());
        assertEquals(2, f.as("admin", "showq", "--no-such-flag").exit());
    }

    @Test
    void theSocketIsFoundFromTheEnvironmentOrTheRuntimeDirectory() throws Exception {
        assertEquals(0, f.run("admin", java.util.Map.of("JMAUI_SOCKET", f.commands.socket().toString()),
                java.util.List.of("showq")).exit());
        Path run = Files.createDirectories(home.resolve("run/jmaui"));
        Files.setPosixFilePermissions(run, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        Files.createSymbolicLink(run.resolve("maui.sock"), f.commands.socket());
        assertEquals(0, f.run("admin", java.util.Map.of("XDG_RUNTIME_DIR", home.resolve("run").toString()),
                java.util.List.of("showq")).exit());
        Files.setPosixFilePermissions(run, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
        CommandFixture.Run planted = f.run("admin", java.util.Map.of("XDG_RUNTIME_DIR", home.resolve("run").toString()),
                java.util.List.of("showq"));
        assertEquals(2, planted.exit());
        assertTrue(planted.err().contains("refusing the runtime directory: " + run + " has mode rwxrwxrwx"),
                planted.err());
    }

    @Test
    void aStoppedDaemonIsUnreachable() {
        CommandFixture.Run r = f.run("admin", java.util.Map.of(),
                java.util.List.of("showq", "--socket", home.resolve("nothing-here.sock").toString()));
        assertEquals(3, r.exit());
        assertTrue(r.err().startsWith("showq: no daemon socket at"), r.err());
    }
}
