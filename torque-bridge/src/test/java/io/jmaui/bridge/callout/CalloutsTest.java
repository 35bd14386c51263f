package io.jmaui.bridge.callout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * FEEDBACKPROGRAM (guide 15.1, appendix F: "the name of the program to be run at the completion of
 * each job ... If not fully qualified, Maui will attempt to locate this program in the 'tools'
 * subdirectory") and NOTIFICATIONPROGRAM ("the name of the program to handle all notification
 * call-outs"), run with Maui's arguments by real programs.
 */
class CalloutsTest {

    static final long T0 = 1_700_000_000L;

    @TempDir
    Path home;

    /** tools/NAME: a shell script that appends its arguments, one per line, then a line "--", to OUT. */
    private Path recorder(String name, Path out) throws Exception {
        Path tools = Files.createDirectories(home.resolve("tools"));
        Path script = tools.resolve(name);
        Files.writeString(script, "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\" >> " + out + "; done\necho -- >> " + out + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }

    private static List<String> awaitLines(Path out, int n) throws Exception {
        for (int i = 0; i < 200; i++) {
            if (Files.exists(out)) {
                List<String> lines = Files.readAllLines(out);
                if (lines.stream().filter("--"::equals).count() >= n) {
                    return lines;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the program did not run: " + out);
    }

    private Callouts callouts(String cfgText, ProgramRunner runner) {
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", cfgText);
        return new Callouts(() -> cfg, home, runner);
    }

    private static Job running(String id) {
        return Job.builder(id).user("steve").group("staff").qos("high").procs(4).walltime(7200)
                .perTask(new Resources(1, 512, 0, 0)).tasks(4).submitTime(T0 - 600)
                .running(T0, List.of("n1", "n1", "n1", "n1")).build();
    }

    /**
     * FEEDBACKPROGRAM {@code program} (a recorder of its arguments) sees job {@code id} running a
     * minute after T0, then ended with {@code exit} at {@code endedAt}: the arguments it got.
     */
    private List<String> feedback(String program, String id, int exit, long endedAt) throws Exception {
        Path out = home.resolve("fb.out");
        recorder("fb.pl", out);
        try (ProgramRunner runner = new ProgramRunner(10, 16)) {
            Callouts c = callouts("FEEDBACKPROGRAM " + program, runner);
            c.observe(List.of(running(id)), Map.of(), List.of(), T0 + 60);
            Job done = running(id).toBuilder().state(JobState.COMPLETED).exitStatus(exit).build();
            c.observe(List.of(done), Map.of(), List.of(), endedAt);
            return awaitLines(out, 1);
        }
    }

    @Test
    void feedbackProgramGetsTheEndedJobsSixteenFields() throws Exception {
        assertEquals(List.of("7.head", "steve", "[NONE]", "Completed", "high", Long.toString(T0 - 600),
                Long.toString(T0), Long.toString(T0 + 3600), "1.166667", "7200", "4", "2048", "0.000000",
                "0.000000", "0", "0", "--"), feedback("fb.pl", "7.head", 0, T0 + 3600));
    }

    @Test
    void aJobKilledBySignalIsReportedRemoved() throws Exception {
        assertEquals("Removed", feedback(home.resolve("tools/fb.pl").toString(), "8.head", 271, T0 + 120).get(3));
    }

    @Test
    void notificationProgramGetsBatchHoldsAndNewAdminReservations() throws Exception {
        Path out = home.resolve("notify.out");
        recorder("notifyme.pl", out);
        try (ProgramRunner runner = new ProgramRunner(10, 16)) {
            // appendix F: NOTIFICATIONPROGRAM tools/notifyme.pl
            Callouts c = callouts("NOTIFICATIONPROGRAM tools/notifyme.pl", runner);
            Job idle = Job.builder("9.head").user("steve").procs(1).walltime(60).submitTime(T0).build();
            c.observe(List.of(idle), Map.of(), List.of(), T0);
            Job held = idle.toBuilder().state(JobState.HOLD).holds(Set.of(HoldType.BATCH)).build();
            Reservation res = new Reservation("steve.0", ReservationType.ADMIN, T0 + 60, T0 + 3660, List.of("n1", "n2"), 0,
                    Resources.ZERO, List.of(), Set.of(), "USER:steve", 0, Set.of(), null);
            c.observe(List.of(held), Map.of(), List.of(res), T0 + 30);
            c.observe(List.of(held), Map.of(), List.of(res), T0 + 60);
            List<String> lines = awaitLines(out, 2);
            assertTrue(lines.contains("JOBHOLD:  batch hold placed on job '9.head'"), lines.toString());
            assertTrue(lines.contains("RESERVATIONCREATED:  steve.0 User steve.0 " + (T0 + 30) + " " + (T0 + 60) + " "
                    + (T0 + 3660) + " 2"), lines.toString());
            assertEquals(4, lines.size(), "one call each, not repeated on the next iteration");
        }
    }

    @Test
    void aProgramPastItsTimeLimitIsKilled_andAMissingOneIsLogged_neitherBlocksTheCaller() throws Exception {
        Path tools = Files.createDirectories(home.resolve("tools"));
        Path sleeper = tools.resolve("slow.sh");
        Path out = home.resolve("slow.out");
        Files.writeString(sleeper, "#!/bin/sh\necho started >> " + out + "\nsleep 30\necho finished >> " + out + "\n");
        Files.setPosixFilePermissions(sleeper, PosixFilePermissions.fromString("rwx------"));
        try (ProgramRunner runner = new ProgramRunner(1, 16)) {
            long t = System.nanoTime();
            runner.run("notification", List.of(sleeper.toString()));
            runner.run("notification", List.of(home.resolve("tools/none").toString()));
            assertTrue(System.nanoTime() - t < 1_000_000_000L, "run() returns at once");
            for (int i = 0; i < 100 && !Files.exists(out); i++) {
                Thread.sleep(50);
            }
            runner.close(5);
            assertEquals(List.of("started"), Files.readAllLines(out), "killed after 1 s, never finished");
        }
    }

    @Test
    void programsResolveAsMauiLooksForThem() {
        assertEquals(Path.of("/var/maui/fb.pl"), Callouts.resolve(home, "/var/maui/fb.pl"));
        assertEquals(home.resolve("tools/fb.pl"), Callouts.resolve(home, "fb.pl"));
        assertEquals(home.resolve("tools/notifyme.pl"), Callouts.resolve(home, "tools/notifyme.pl"));
    }
}
