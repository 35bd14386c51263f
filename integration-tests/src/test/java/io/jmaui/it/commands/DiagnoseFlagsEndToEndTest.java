package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * The diagnose page's node table and partition filter: {@code diagnose -n [-t PARTITION] [-v]
 * [NODE]}, {@code -p -t}, {@code -b -t}, {@code -t PARTITION} and {@code -C}, and showq -v, on the emulated
 * pbs_server's 4 nodes of 4 procs split into the guide's two departments.
 */
class DiagnoseFlagsEndToEndTest extends FixtureTest {

    private String alice;
    private String bobIdle;
    private String bobHeld;

    private void start() throws Exception {
        alice = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=3").runtime(3600).walltime(3600));
        f.start("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "NODECFG[node001] PARTITION=astronomy",
                "NODECFG[node003] PARTITION=astronomy", "NODECFG[node002] PARTITION=math",
                "NODECFG[node004] PARTITION=math", "USERCFG[bob] PLIST=math&",
                "SRCFG[maint] HOSTLIST=node004 USERLIST=root PERIOD=INFINITY");
        bobIdle = f.server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(600).walltime(1800));
        bobHeld = f.server.submit(JobSubmission.of("bob").procs(1).walltime(600).held());
        f.iterate();
    }

    @Test
    void dashNListsEachNodeWithWhatIsFreeOfWhatIsConfigured() throws Exception {
        start();
        String all = ok(f.as("helpdesk", "diagnose", "-n")).out();
        assertTrue(all.lines().anyMatch(l -> l.matches("node001\\s+Running\\s+1:4\\s+.*astronomy\\s+\\d+\\.\\d+\\s+0 .*")),
                "alice holds 3 of node001's 4 procs: " + all);
        assertFalse(all.contains("WARNING"), "no node keeps work off: " + all);
        assertTrue(all.lines().anyMatch(l -> l.matches("node004\\s+Idle\\s+4:4\\s+.*math\\s+\\d+\\.\\d+\\s+1 .*")),
                "maint lies on node004: " + all);
        assertTrue(all.contains("Total Nodes: 4"), all);
        String math = ok(f.as("helpdesk", "diagnose", "-n", "-t", "math")).out();
        assertEquals(2, math.lines().filter(l -> l.startsWith("node0")).count(), math);
        assertFalse(math.contains("node001"), math);
        String one = ok(f.as("helpdesk", "diagnose", "-n", "node003")).out();
        assertEquals(1, one.lines().filter(l -> l.startsWith("node0")).count(), one);
        CommandFixture.Run none = f.as("helpdesk", "diagnose", "-n", "node009");
        assertTrue(none.exit() == 1 && none.err().contains("cannot locate node 'node009'"), none.err());
        CommandFixture.Run badPartition = f.as("helpdesk", "diagnose", "-n", "-t", "physics");
        assertTrue(badPartition.exit() == 2 && badPartition.err().contains("no partition \"physics\""), badPartition.err());
    }

    @Test
    void dashTNarrowsThePriorityAndBlockedListsToAPartitionsJobs() throws Exception {
        start();
        String astronomyPrio = ok(f.as("helpdesk", "diagnose", "-p", "-t", "astronomy")).out();
        assertFalse(astronomyPrio.contains(bobIdle), "bob may use math only: " + astronomyPrio);
        assertTrue(ok(f.as("helpdesk", "diagnose", "-p", "-t", "math")).out().contains(bobIdle));
        assertTrue(ok(f.as("helpdesk", "diagnose", "-b", "-t", "math")).out().contains(bobHeld));
        assertFalse(ok(f.as("helpdesk", "diagnose", "-b", "-t", "astronomy")).out().contains(bobHeld));
        String partitions = ok(f.as("helpdesk", "diagnose", "-t", "math")).out();
        assertTrue(partitions.lines().anyMatch(l -> l.startsWith("math ")), partitions);
        assertFalse(partitions.lines().anyMatch(l -> l.startsWith("astronomy ")), partitions);
        assertTrue(ok(f.as("helpdesk", "diagnose", "-t")).out().lines().anyMatch(l -> l.startsWith("astronomy ")));
    }

    @Test
    void showqDashVGivesLocalAndFullIdsPartitionsAndReservationStarts() throws Exception {
        start();
        String local = alice.substring(0, alice.indexOf('.'));
        String v = ok(f.as("helpdesk", "showq", "-v")).out();
        assertTrue(v.lines().anyMatch(l -> l.matches(local + "\\s+alice\\s+Running\\s.*astronomy\\s+"
                + java.util.regex.Pattern.quote(alice) + "\\s*")), v);
        String idle = ok(f.as("helpdesk", "showq", "-i", "-v")).out();
        assertTrue(idle.contains("PARTITION") && idle.contains("FULLJOBID") && idle.contains("RSVSTART"), idle);
        assertTrue(idle.lines().anyMatch(l -> l.contains(" " + bobIdle + " ")), idle);
        assertFalse(ok(f.as("helpdesk", "showq")).out().contains("FULLJOBID"));
    }

    @Test
    void dashCChecksTheMauiCfgTheDaemonReads() throws Exception {
        f.start("BACKFILPOLICY FIRSTFIT");
        String out = ok(f.as("helpdesk", "diagnose", "-C")).out();
        assertTrue(out.contains("warning: ") && out.contains("BACKFILPOLICY") && out.contains("0 errors, 1 warning"),
                out);
        java.nio.file.Files.writeString(f.cfgFile(), java.nio.file.Files.readString(f.cfgFile())
                + "RESERVATIONDEPTH lots\n");
        String bad = ok(f.as("helpdesk", "diagnose", "-C")).out();
        assertTrue(bad.contains("error: ") && bad.contains("RESERVATIONDEPTH") && bad.contains("1 error, 1 warning"), bad);
        ok(f.as("helpdesk", "showq")); // the daemon runs on, its config unchanged
        CommandFixture.Run other = f.as("helpdesk", "diagnose", "-C", "/etc/passwd");
        assertTrue(other.exit() == 2 && other.err().contains("maui --check-config --config FILE"), other.err());
    }
}
