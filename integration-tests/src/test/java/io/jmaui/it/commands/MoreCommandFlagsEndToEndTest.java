package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Flags of the guide's command pages: {@code showstats -c [classid]} and {@code -q [qosid]},
 * {@code diagnose -s [standingreservationid]}, {@code diagnose -b} (blocked jobs), {@code showconfig -v},
 * {@code showq -R RESID}.
 */
class MoreCommandFlagsEndToEndTest extends FixtureTest {

    private String running;
    private String held;

    @BeforeEach
    void start() throws Exception {
        running = f.server.submit(JobSubmission.of("alice").queue("express").procs(2).runtime(3600).walltime(3600));
        held = f.server.submit(JobSubmission.of("bob").procs(1).walltime(600).held());
        f.start("SRCFG[night] STARTTIME=0:00:00 ENDTIME=23:59:00 HOSTLIST=node004 USERLIST=carol",
                "SRCFG[day] STARTTIME=0:00:00 ENDTIME=23:59:00 HOSTLIST=node003 USERLIST=dave");
        f.iterate();
    }

    @Test
    void showstatsPerClassAndForOneClass() {
        String all = ok(f.as("admin", "showstats", "-c")).out();
        assertTrue(all.contains("statistics for classes"), all);
        assertTrue(all.contains("express"), all);
        assertTrue(all.contains("batch"), all);
        String one = ok(f.as("admin", "showstats", "-c", "express")).out();
        assertTrue(one.contains("express") && !one.contains("batch "), one);
        assertTrue(ok(f.as("admin", "showstats", "-q")).out().contains("statistics for QOS"));
    }

    @Test
    void diagnoseSListsStandingReservationsOnly() {
        String all = ok(f.as("admin", "diagnose", "-s")).out();
        assertTrue(all.contains("RsvID: night.") && all.contains("RsvID: day."), all);
        String night = ok(f.as("admin", "diagnose", "-s", "night")).out();
        assertTrue(night.contains("RsvID: night.") && !night.contains("RsvID: day."), night);
        assertFalse(night.contains("RsvID: " + running), night);
    }

    @Test
    void diagnoseBListsTheBlockedJobsWithWhatHoldsThem() {
        String b = ok(f.as("admin", "diagnose", "-b")).out();
        assertTrue(b.contains(held) && b.contains("held (user)"), b);
        assertFalse(b.contains(running), b);
    }

    @Test
    void showconfigVerboseShowsEveryParameter() {
        String v = ok(f.as("admin", "showconfig", "-v")).out();
        assertTrue(v.contains("BACKFILLPOLICY FIRSTFIT  # default"), v);
    }

    @Test
    void showbfLooksOnlyAtTheNodesAndForTheCredentialsAsked() {
        String carol = ok(f.as("dave", "showbf", "-u", "carol")).out();
        String dave = ok(f.as("dave", "showbf")).out();
        assertFalse(carol.equals(dave), "carol may use night's node004, dave day's node003: " + carol + dave);
        assertTrue(ok(f.as("dave", "showbf", "-m", ">=99999999")).out().contains("no procs available"));
        assertTrue(ok(f.as("dave", "showbf", "-f", "nosuchfeature")).out().contains("no procs available"));
        assertTrue(ok(f.as("dave", "showbf", "-g", "staff", "-a", "physics", "-c", "batch", "-q", "high")).out()
                .contains("Partition"));
        CommandFixture.Run bad = f.as("dave", "showbf", "-m", "lots");
        assertTrue(bad.exit() == 2 && bad.err().contains("is not [==|>|>=|<|<=]MEMORY"), bad.err());
    }

    @Test
    void showqDashROnlyTheJobsOverlappingTheReservation() {
        String host = f.server.job(running).get("exec_host").replaceAll("/.*", "");
        ok(f.as("admin", "setres", "-n", "over", "-s", "+0:30:00", "-d", "1:00:00", host));
        f.iterate();
        String over = ok(f.as("admin", "showq", "-R", "over")).out();
        assertTrue(over.lines().anyMatch(l -> l.startsWith(running + " ")), "alice runs on " + host + " until +1h: " + over);
        String night = ok(f.as("admin", "showq", "-R", "night")).out();
        assertFalse(night.lines().anyMatch(l -> l.startsWith(running + " ")), night);
        CommandFixture.Run none = f.as("admin", "showq", "-R", "nosuch");
        assertTrue(none.exit() == 1 && none.err().contains("cannot locate reservation 'nosuch'"), none.err());
    }
}
