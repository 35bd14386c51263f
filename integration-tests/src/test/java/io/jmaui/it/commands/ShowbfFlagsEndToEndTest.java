package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * showbf as the guide's showbf page gives it, on the emulated pbs_server's 4 nodes of 4 procs: the
 * user's group asked about by default, {@code -A} for every user, group and account, {@code -D}
 * future windows, {@code -L} hard limits, and DISPLAYFLAGS NODECENTRIC.
 */
class ShowbfFlagsEndToEndTest extends FixtureTest {

    /** The first window row's columns after the partition: tasks, nodes, duration, offset (or nodes first under NODECENTRIC). */
    private static List<String> row(String out, int index) {
        List<String> rows = out.lines().filter(l -> l.startsWith("ALL ")).toList();
        assertTrue(rows.size() > index, out);
        return List.of(rows.get(index).trim().split("\\s+"));
    }

    @Test
    void theUsersGroupIsAskedAboutByDefault() throws Exception {
        f.groups.put("alice", "physics");
        f.start("SRCFG[phys] HOSTLIST=node001 GROUPLIST=physics PERIOD=INFINITY");
        String alice = ok(f.as("alice", "showbf")).out();
        assertTrue(alice.contains("(user: 'alice' group: 'physics' partition: ALL)"), alice);
        assertEquals("16", row(alice, 0).get(1), "physics' reservation counts as free to alice: " + alice);
        String bob = ok(f.as("bob", "showbf")).out();
        assertTrue(bob.contains("(user: 'bob' partition: ALL)"), "bob's group is unknown: " + bob);
        assertEquals("12", row(bob, 0).get(1), bob);
        assertEquals("16", row(ok(f.as("bob", "showbf", "-g", "physics")).out(), 0).get(1));
    }

    @Test
    void dashAAnswersForEveryUserGroupAndAccount() throws Exception {
        f.start("SRCFG[carol] HOSTLIST=node001 USERLIST=carol PERIOD=INFINITY",
                "SRCFG[chem] HOSTLIST=node002 ACCOUNTLIST=chem PERIOD=INFINITY",
                "SRCFG[shut] HOSTLIST=node003 USERLIST=!bob PERIOD=INFINITY");
        String bob = ok(f.as("bob", "showbf")).out();
        assertEquals("8", row(bob, 0).get(1), "chem's node counts (no -a: any account), carol's and shut's not: " + bob);
        String all = ok(f.as("bob", "showbf", "-A")).out();
        assertTrue(all.contains("(user: 'ALL' group: 'ALL' partition: ALL)"), all);
        assertEquals("16", row(all, 0).get(1), "every reservation that lists someone counts as free: " + all);
    }

    @Test
    void dashDShowsTheWindowsThatOpenLater() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(12).runtime(7200).walltime(3600));
        f.start();
        f.iterate();
        String now = ok(f.as("bob", "showbf")).out();
        assertEquals(1, now.lines().filter(l -> l.startsWith("ALL ")).count(), now);
        assertEquals(List.of("4", "1", "INFINITY", "00:00:00"), row(now, 0).subList(1, 5), now);
        String future = ok(f.as("bob", "showbf", "-D")).out();
        assertEquals(List.of("4", "1", "INFINITY", "00:00:00"), row(future, 0).subList(1, 5), future);
        assertEquals(List.of("16", "4", "INFINITY", "01:00:00"), row(future, 1).subList(1, 5),
                "alice's job is planned to end at its walltime: " + future);
        assertEquals(2, future.lines().filter(l -> l.startsWith("ALL ")).count(),
                "node004's window from now covers its own later one: " + future);
    }

    @Test
    void dashLCutsTheWindowsToTheHardLimits() throws Exception {
        f.server.submit(JobSubmission.of("bob").procs(2).runtime(7200).walltime(7200));
        f.start("USERCFG[bob] MAXPROC=4,6 MAXNODE=2");
        f.iterate();
        String plain = ok(f.as("bob", "showbf")).out();
        assertEquals(List.of("14", "4"), row(plain, 0).subList(1, 3), "showbf leaves limits out: " + plain);
        String hard = ok(f.as("bob", "showbf", "-L")).out();
        assertEquals(List.of("4", "1"), row(hard, 0).subList(1, 3),
                "6 procs hard with 2 in use; 2 nodes with node001 held leaves one more: " + hard);
        assertEquals(List.of("14", "4"), row(ok(f.as("carol", "showbf", "-L")).out(), 0).subList(1, 3));
    }

    @Test
    void nodecentricPutsNodesFirst() throws Exception {
        f.start("DISPLAYFLAGS NODECENTRIC");
        String out = ok(f.as("bob", "showbf")).out();
        assertTrue(out.matches("(?s).*Partition\\s+Nodes\\s+Tasks.*"), out);
        assertEquals(List.of("4", "16"), row(out, 0).subList(1, 3), out);
        assertTrue(ok(f.as("bob", "showbf", "-f", "nosuch")).out().contains("no nodes available"));
    }
}
