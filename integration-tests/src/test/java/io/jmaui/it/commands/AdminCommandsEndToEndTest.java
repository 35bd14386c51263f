package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * The commands that change things, run by the level of admin that may (appendix E.1), and refused
 * to those who may not: ADMIN1 admin, ADMIN2 operator, ADMIN3 helpdesk, and plain users.
 */
class AdminCommandsEndToEndTest extends FixtureTest {

    private static CommandFixture.Run ok(CommandFixture.Run r) {
        assertEquals(0, r.exit(), r.err() + r.out());
        return r;
    }

    private static void refused(CommandFixture.Run r, String needs) {
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("is not authorized (needs " + needs + ")"), r.err());
    }

    @Test
    void setresShowresReleaseres() {
        f.server.submit(JobSubmission.of("alice").procs(1).runtime(600).walltime(600));
        start();
        String made = ok(f.as("admin", "setres", "-n", "maint", "-s", "+1:00:00", "-d", "2:00:00", "-u", "bob",
                "node004")).out();
        assertEquals("reservation created: 'maint'\n", made);
        f.iterate();
        String shown = ok(f.as("admin", "showres")).out();
        assertTrue(shown.contains(String.format("%-20s%4s - %11s %11s %11s%5d/%-5d", "maint", "User", "01:00:00",
                "03:00:00", "02:00:00", 1, 4)), shown);
        String diag = ok(f.as("admin", "diagnose", "-r", "maint")).out();
        assertTrue(diag.contains("ACL: USER==bob"), diag);
        assertEquals("released User reservation 'maint'\n", ok(f.as("admin", "releaseres", "maint")).out());
        f.iterate();
        assertFalse(ok(f.as("admin", "showres")).out().contains("maint"));
        CommandFixture.Run bad = f.as("admin", "setres", "-d", "1:00:00", "nosuchnode");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("hostlist: \"nosuchnode\" matches no node"), bad.err());
        assertEquals(2, f.as("admin", "setres", "-d", "soon", "node001").exit());
        assertEquals(1, f.as("admin", "releaseres", "nosuch").exit());
    }

    @Test
    void anAdminReservationKeepsOtherUsersJobsOff() {
        start();
        ok(f.as("admin", "setres", "-n", "all", "-d", "1:00:00", "ALL"));
        String job = f.server.submit(JobSubmission.of("carol").procs(1).runtime(60).walltime(600));
        f.iterate();
        f.iterate();
        assertEquals(java.util.List.of(), f.server.startLog());
        assertTrue(ok(f.as("admin", "checkjob", job)).out().contains("job cannot run ("));
    }

    @Test
    void operatorHoldsReleasesReprioritisesRunsAndCancelsJobs() {
        String big = f.server.submit(JobSubmission.of("frank").nodes("4:ppn=4").walltime(600).held());
        start();
        ok(f.as("admin", "setres", "-n", "closed", "-d", "1:00:00", "ALL"));
        String waiting = f.server.submit(JobSubmission.of("erin").procs(1).runtime(600).walltime(600));
        f.iterate();
        assertEquals(java.util.List.of(), f.server.startLog());

        assertEquals("holds released on job " + big + "\n", ok(f.as("operator", "releasehold", big)).out());
        assertEquals("Q", f.server.job(big).get("job_state"));
        assertEquals("hold placed on job " + big + "\n", ok(f.as("operator", "sethold", big)).out());
        assertEquals("H", f.server.job(big).get("job_state"));

        ok(f.as("operator", "setspri", "5000", waiting));
        f.iterate();
        assertTrue(ok(f.as("operator", "checkjob", waiting)).out().contains("SystemPriority: 5000"));

        CommandFixture.Run closed = f.as("operator", "runjob", waiting);
        assertEquals(1, closed.exit(), "the reservation 'closed' holds every node: " + closed.out());
        assertTrue(closed.err().contains("cannot start now: its nodes are busy or reserved (-x ignores reservations)"),
                closed.err());
        assertEquals("job " + waiting + " successfully started\n", ok(f.as("operator", "runjob", "-x", waiting)).out());
        assertEquals(java.util.List.of(waiting), f.server.startLog());
        assertEquals("R", f.server.job(waiting).get("job_state"));
        f.iterate();
        assertEquals(java.util.List.of(waiting), f.server.startLog());
        // pbs_server (built without BLCR) records a hold on a running job that cannot be checkpointed,
        // and the job runs on (req_holdjob.c)
        assertEquals("hold placed on job " + waiting + "\n", ok(f.as("operator", "sethold", waiting)).out());
        assertEquals("R", f.server.job(waiting).get("job_state"));
        CommandFixture.Run again = f.as("operator", "runjob", waiting);
        assertEquals(1, again.exit());
        assertTrue(again.err().contains("not idle"), again.err());

        assertEquals("job '" + big + "' cancelled\n", ok(f.as("operator", "canceljob", big)).out());
        f.iterate();
        assertEquals(1, f.as("operator", "checkjob", big).exit());
    }

    @Test
    void showqMinusCListsJobsThatFinished() {
        String quick = f.server.submit(JobSubmission.of("alice").procs(2).runtime(100).walltime(600));
        start();
        f.iterate();
        f.clock.advance(100);
        f.server.settle();
        f.iterate();
        String out = ok(f.as("alice", "showq", "-c")).out();
        assertTrue(out.contains(quick) && out.contains("Completed"), out);
        assertTrue(out.contains("1 Completed Job"), out);
        assertFalse(ok(f.as("alice", "showq")).out().contains(quick));
    }

    @Test
    void usersCancelTheirOwnJobsOnly() {
        String mine = f.server.submit(JobSubmission.of("alice").procs(1).walltime(600).held());
        String theirs = f.server.submit(JobSubmission.of("bob").procs(1).walltime(600).held());
        start();
        CommandFixture.Run r = f.as("alice", "canceljob", theirs);
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("user alice may not cancel job " + theirs + " of user bob"), r.err());
        ok(f.as("alice", "canceljob", mine));
    }

    @Test
    void changeparamChangesTheRunningConfigAndSchedctlReloadsIt() {
        start();
        assertEquals("changed (in force now): RESERVATIONDEPTH 4\n",
                ok(f.as("admin", "changeparam", "RESERVATIONDEPTH", "4")).out());
        assertTrue(ok(f.as("admin", "showconfig")).out().contains("RESERVATIONDEPTH 4"));
        CommandFixture.Run bad = f.as("admin", "changeparam", "RESERVATIONDEPTH", "many");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("RESERVATIONDEPTH"), bad.err());
        assertTrue(ok(f.as("admin", "showconfig")).out().contains("RESERVATIONDEPTH 4"));
        assertEquals(2, f.as("admin", "changeparam", "NOSUCHPARAM", "1").exit());
        ok(f.as("admin", "schedctl", "-R"));
        assertFalse(ok(f.as("admin", "showconfig")).out().contains("RESERVATIONDEPTH 4"));
    }

    @Test
    void schedctlStopsStepsResumesAndKills() {
        start();
        assertEquals("scheduling will stop immediately\n", ok(f.as("admin", "schedctl", "-s")).out());
        assertTrue(f.daemon.loop().paused());
        ok(f.as("admin", "schedctl", "-S"));
        ok(f.as("admin", "schedctl", "-r"));
        assertFalse(f.daemon.loop().paused());
        ok(f.as("admin", "schedctl", "-k"));
        long until = System.currentTimeMillis() + 5000;
        while (f.kills.get() == 0 && System.currentTimeMillis() < until) {
            Thread.onSpinWait();
        }
        assertEquals(1, f.kills.get());
    }

    @Test
    void aUserIsRefusedEveryChange() {
        String job = f.server.submit(JobSubmission.of("alice").procs(1).walltime(600).held());
        start();
        refused(f.as("alice", "setres", "-d", "1:00:00", "node001"), "ADMIN1, or RESCTLPOLICY ANY");
        refused(f.as("alice", "releaseres", "x"), "ADMIN1, or RESCTLPOLICY ANY");
        refused(f.as("alice", "changeparam", "RESERVATIONDEPTH", "2"), "ADMIN1");
        refused(f.as("alice", "schedctl", "-s"), "ADMIN1");
        refused(f.as("alice", "runjob", job), "ADMIN1 or ADMIN2");
        refused(f.as("alice", "sethold", job), "ADMIN1 or ADMIN2");
        refused(f.as("alice", "releasehold", job), "ADMIN1 or ADMIN2");
        refused(f.as("alice", "setspri", "10", job), "ADMIN1 or ADMIN2");
        assertFalse(f.daemon.loop().paused());
    }

    @Test
    void helpdeskSeesEverythingAndChangesNothing() {
        String job = f.server.submit(JobSubmission.of("alice").procs(1).walltime(600).held());
        start();
        ok(f.as("helpdesk", "checkjob", job));
        ok(f.as("helpdesk", "diagnose", "-j"));
        refused(f.as("helpdesk", "sethold", job), "ADMIN1 or ADMIN2");
        refused(f.as("helpdesk", "runjob", job), "ADMIN1 or ADMIN2");
        refused(f.as("helpdesk", "setspri", "1", job), "ADMIN1 or ADMIN2");
        refused(f.as("helpdesk", "setres", "-d", "1:00:00", "node001"), "ADMIN1, or RESCTLPOLICY ANY");
        refused(f.as("helpdesk", "changeparam", "RESERVATIONDEPTH", "2"), "ADMIN1");
        refused(f.as("helpdesk", "schedctl", "-k"), "ADMIN1");
        CommandFixture.Run cancel = f.as("helpdesk", "canceljob", job);
        assertEquals(1, cancel.exit());
        assertEquals(0, f.kills.get());
        assertEquals("H", f.server.job(job).get("job_state"));
    }

    @Test
    void operatorIsRefusedSchedulerChanges() {
        start();
        refused(f.as("operator", "setres", "-d", "1:00:00", "node001"), "ADMIN1, or RESCTLPOLICY ANY");
        refused(f.as("operator", "releaseres", "x"), "ADMIN1, or RESCTLPOLICY ANY");
        refused(f.as("operator", "changeparam", "RESERVATIONDEPTH", "2"), "ADMIN1");
        refused(f.as("operator", "schedctl", "-s"), "ADMIN1");
    }

    private void start(String... cfg) {
        try {
            f.start(cfg);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
