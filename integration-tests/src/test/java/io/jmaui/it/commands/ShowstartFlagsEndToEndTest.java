package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * showstart's flags as the guide's showstart page gives them, on the emulated pbs_server's 4 nodes
 * of 4 procs: {@code -e rsv|prio|hist|all}, {@code -l qos=QOS}, {@code -f} and {@code -g}.
 */
class ShowstartFlagsEndToEndTest extends FixtureTest {

    private static final String PRIORITIES = "CREDWEIGHT 1\nUSERWEIGHT 1\nUSERCFG[bob] PRIORITY=1000\n"
            + "USERCFG[dave] PRIORITY=500";

    /**
     * alice runs 8 procs for an hour; bob (highest priority) waits for all 16, reserved from +1h to
     * +3h; dave (next) waits for 16 for 2 hours without a reservation (RESERVATIONDEPTH 1); carol
     * waits for 16 for an hour.
     */
    private String queue() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(8).runtime(3600).walltime(3600));
        f.start(PRIORITIES);
        f.server.submit(JobSubmission.of("bob").procs(16).runtime(7200).walltime(7200));
        f.server.submit(JobSubmission.of("dave").procs(16).runtime(7200).walltime(7200));
        String carol = f.server.submit(JobSubmission.of("carol").procs(16).runtime(3600).walltime(3600));
        f.iterate();
        return carol;
    }

    /** True when {@code out} has the line "LABEL in   DURATION on ...", whatever the padding. */
    private static boolean says(String out, String label, String duration) {
        return out.lines().anyMatch(l -> l.matches(java.util.regex.Pattern.quote(label) + " in\\s+" + duration + " on .*"));
    }

    @Test
    void eachEstimateKindAsTheGuidesExampleOne() throws Exception {
        String carol = queue();
        String out = ok(f.as("carol", "showstart", carol, "-e", "all")).out();
        assertTrue(out.startsWith("job " + carol + " requires 16 procs for 01:00:00"), out);
        assertTrue(says(out, "Estimated Rsv based start", "03:00:00"),
                "top of the queue, behind bob's reservation: " + out);
        assertTrue(says(out, "Estimated Rsv based completion", "04:00:00"), out);
        assertTrue(says(out, "Estimated Priority based start", "05:00:00"),
                "behind bob and dave, who holds no reservation: " + out);
        assertTrue(says(out, "Estimated Historical based start", "00:00:00"),
                "alice's job of half the procs and the same walltime started at once: " + out);
        assertTrue(out.contains("Best Partition: DEFAULT"), out);
        String prio = ok(f.as("carol", "showstart", carol, "-e", "prio")).out();
        assertTrue(prio.contains("Priority based start") && !prio.contains("Rsv based"), prio);
        String plain = ok(f.as("carol", "showstart", carol)).out();
        assertTrue(says(plain, "Earliest start", "03:00:00"), "reservation based by default: " + plain);
        CommandFixture.Run bad = f.as("carol", "showstart", carol, "-e", "soon");
        assertTrue(bad.exit() == 2 && bad.err().contains("is not all, hist, prio or rsv"), bad.err());
    }

    @Test
    void aJobNotSubmittedGoesBehindTheJobsOfAtLeastItsPriority() throws Exception {
        queue();
        String out = ok(f.as("erin", "showstart", "16@1:00:00", "-e", "rsv,prio")).out();
        assertTrue(says(out, "Estimated Rsv based start", "03:00:00"), "at the top of the queue, after bob: " + out);
        assertTrue(says(out, "Estimated Priority based start", "06:00:00"), "after bob, dave and carol: " + out);
        String four = ok(f.as("erin", "showstart", "4@1:00:00", "-e", "prio")).out();
        assertTrue(says(four, "Estimated Priority based start", "00:00:00"),
                "4 procs for an hour fit beside alice before bob's reservation, whoever is ahead: " + four);
    }

    @Test
    void dashLQosLetsTheJobUseTheQossReservation() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(12).runtime(3600).walltime(3600));
        f.start("SRCFG[fast] HOSTLIST=node004 QOSLIST=high PERIOD=INFINITY", "QOSCFG[high] PRIORITY=10",
                "USERCFG[dave] QLIST=high");
        f.iterate();
        String plain = ok(f.as("dave", "showstart", "4@1:00:00")).out();
        assertTrue(says(plain, "Earliest start", "01:00:00"), plain);
        String high = ok(f.as("dave", "showstart", "4@1:00:00", "-l", "qos=high")).out();
        assertTrue(says(high, "Earliest start", "00:00:00"), "node004 is free to QOS high: " + high);
        CommandFixture.Run refused = f.as("erin", "showstart", "4@1:00:00", "-l", "qos=high");
        assertEquals(1, refused.exit(), refused.out() + refused.err());
        assertTrue(refused.err().contains("high"), refused.err());
        CommandFixture.Run notQos = f.as("dave", "showstart", "4@1:00:00", "-l", "nodes=2");
        assertTrue(notQos.exit() == 2 && notQos.err().contains("is not qos=QOS"), notQos.err());
        CommandFixture.Run onJob = f.as("admin", "showstart", "0", "-l", "qos=high");
        assertTrue(onJob.exit() == 2 && onJob.err().contains("applies to PROCS[@DURATION] only"), onJob.err());
    }

    @Test
    void dashFScalesTheEstimatesByHowPastOnesCameOut() throws Exception {
        f.server.submit(JobSubmission.of("alice").procs(16).runtime(1800).walltime(3600));
        f.start(PRIORITIES);
        String bob = f.server.submit(JobSubmission.of("bob").procs(16).runtime(7200).walltime(7200));
        String carol = f.server.submit(JobSubmission.of("carol").procs(16).runtime(3600).walltime(3600));
        f.iterate();
        String before = ok(f.as("carol", "showstart", carol, "-f")).out();
        assertTrue(before.contains("(estimates scaled by 1.00: actual against estimated waits of the last 0 jobs"),
                before);
        f.clock.advance(1800); // alice ends after half her walltime: bob, estimated at +1h, starts at +30m
        f.server.settle(); // now, not on the emulator's 50 ms timer, which a loaded machine can run late
        for (int i = 0; i < 20 && !"R".equals(f.server.job(bob).get("job_state")); i++) {
            f.iterate();
        }
        f.iterate(); // a poll that sees bob running with pbs_server's start time
        assertTrue(ok(f.as("admin", "showq")).out().contains(bob), "bob runs");
        String after = ok(f.as("carol", "showstart", carol, "-f")).out();
        assertTrue(after.contains("(estimates scaled by 0.50: actual against estimated waits of the last 1 jobs"),
                after);
        assertTrue(says(after, "Earliest start", "01:00:00"), "2 hours behind bob, halved: " + after);
        assertTrue(says(ok(f.as("carol", "showstart", carol)).out(), "Earliest start", "02:00:00"));
    }

    @Test
    void dashGShowsTheGridTableForTheOneResourceManager() throws Exception {
        queue();
        String out = ok(f.as("carol", "showstart", "-g", "all", "16@1:00:00")).out();
        assertTrue(out.contains("[ Remote RM ] [ Reservation ] [ Priority ] [ Historical ]"), out);
        assertTrue(out.contains("[ torque ] [ 03:00:00 ] [  ] [  ]"), out);
        CommandFixture.Run other = f.as("carol", "showstart", "-g", "c2", "16@1:00:00");
        assertTrue(other.exit() == 2 && other.err().contains("jmaui schedules one, torque"), other.err());
    }
}
