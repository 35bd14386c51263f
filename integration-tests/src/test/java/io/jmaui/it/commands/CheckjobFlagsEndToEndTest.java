package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * checkjob's flags of the guide's checkjob page: {@code -l SOFT|HARD|OFF} "reports job start
 * eligibility subject to specified throttling policy level", {@code -r RSVID} "checks job access to
 * specified reservation", {@code -q QOSID} "checks job access to specified QoS". alice runs one
 * job under {@code MAXJOB=1,2} (soft 1, hard 2) and waits with a second that needs the whole cluster.
 */
class CheckjobFlagsEndToEndTest extends FixtureTest {

    private String waiting;

    @BeforeEach
    void start() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600).walltime(3600));
        waiting = f.server.submit(JobSubmission.of("alice").procs(16).runtime(600).walltime(600));
        f.start("USERCFG[alice] MAXJOB=1,2 QLIST=high", "QOSCFG[high] PRIORITY=10", "QOSCFG[low] PRIORITY=1");
        ok(f.as("admin", "setres", "-n", "bobs", "-d", "1:00:00", "-u", "bob", "node004"));
        ok(f.as("admin", "setres", "-n", "hers", "-d", "1:00:00", "-u", "alice", "node003"));
        f.iterate();
    }

    @Test
    void policyLevelSoftBlocksWhatHardLetsThrough() {
        String soft = ok(f.as("alice", "checkjob", "-l", "SOFT", waiting)).out();
        assertTrue(soft.contains("policy level SOFT: blocked: MAXJOB soft limit 1 for user alice reached: 1 active"), soft);
        String hard = ok(f.as("alice", "checkjob", "-l", "HARD", waiting)).out();
        assertTrue(hard.contains("policy level HARD: no hard throttling policy blocks the job"), hard);
        assertTrue(ok(f.as("alice", "checkjob", "-l", "OFF", waiting)).out()
                .contains("policy level OFF: no throttling policy is applied"));
        assertEquals(2, f.as("alice", "checkjob", "-l", "MEDIUM", waiting).exit());
    }

    @Test
    void reservationAccessFollowsItsAcl() {
        String bobs = ok(f.as("alice", "checkjob", "-r", "bobs", waiting)).out();
        assertTrue(bobs.contains("reservation bobs: the job may not use it: "), bobs);
        String hers = ok(f.as("alice", "checkjob", "-r", "hers", waiting)).out();
        assertTrue(hers.contains("reservation hers: the job may use it"), hers);
        CommandFixture.Run none = f.as("alice", "checkjob", "-r", "nosuch", waiting);
        assertEquals(1, none.exit());
        assertTrue(none.err().contains("cannot locate reservation 'nosuch'"), none.err());
    }

    @Test
    void qosAccessFollowsQlist() {
        assertTrue(ok(f.as("alice", "checkjob", "-q", "high", waiting)).out().contains("QOS high: the job may use it"));
        String low = ok(f.as("alice", "checkjob", "-q", "low", waiting)).out();
        assertTrue(low.contains("QOS low refused: none of the job's credentials may use it (QLIST, QDEF); it may use DEFAULT, high"),
                low);
    }
}
