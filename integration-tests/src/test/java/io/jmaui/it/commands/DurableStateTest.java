package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.state.CheckpointStore;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.bridge.state.StateRefusedException;
import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The daemon and its state on disk when things go wrong: checkpoints it cannot believe, a state
 * directory it can no longer write, a clock that steps back under a start in flight.
 */
class DurableStateTest extends FixtureTest {

    @Test
    void unreadableCheckpointsStopTheStartAndDiscardStateStartsAfreshAndSchedules() throws Exception {
        Files.writeString(home.resolve("maui.ck"), "{\"version\": 1, \"adminReservations\": [{\"id\": ");
        Files.writeString(home.resolve("maui.ck.1"), "{}");
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", CommandFixture.ADMINS + "RMPOLLINTERVAL 1:00:00\n");
        DaemonSettings settings = DaemonSettings.of(cfg, home).withRm("127.0.0.1", f.server.port())
                .withSchedulerPort(0).withUnprivilegedPokes();
        StateRefusedException e = assertThrows(StateRefusedException.class,
                () -> Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, f.clock::now));
        assertTrue(e.getMessage().contains("--discard-state"), e.getMessage());
        String job = f.server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        try (Daemon d = Daemon.start(cfg, settings.withDiscardedState(), AuthMode.NONE, Daemon.MAUI, f.clock::now)) {
            d.loop().iterateNow();
        }
        assertEquals(List.of(job), f.server.startLog());
        try (Stream<Path> kept = Files.list(home)) {
            assertEquals(2, kept.filter(p -> p.getFileName().toString().startsWith("maui.ck.")
                    && p.getFileName().toString().contains(".discarded-")).count());
        }
    }

    @Test
    void whileTheStateCannotBeSavedNoJobStartsShowqAndDiagnoseSaySoAndItRecovers() throws Exception {
        f.start();
        // a non-empty directory where the ledger's temp file goes: every ledger write fails, for root too
        Path blocker = Files.createDirectories(home.resolve("maui.ck.ledger.tmp/x"));
        String job = f.server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        f.iterate();
        assertEquals(List.of(), f.server.startLog(), "no RunJob without the ledger on disk");
        CommandFixture.Run showq = f.as("alice", "showq");
        assertEquals(0, showq.exit());
        assertTrue(showq.err().startsWith("showq: warning: state not saved since "), showq.err());
        assertTrue(showq.err().contains("no job is started until it can be saved again"), showq.err());
        assertTrue(showq.out().contains(job.split("\\.")[0]), showq.out());
        CommandFixture.Run diag = f.as("admin", "diagnose", "-p");
        assertTrue(diag.err().startsWith("diagnose: warning: state not saved since "), diag.err());
        try (Stream<Path> files = Files.list(home)) {
            assertEquals(List.of(), files.filter(p -> p.toString().endsWith(".tmp") && Files.isRegularFile(p))
                    .toList(), "failed writes leave no temp files behind");
        }
        Files.delete(blocker);
        Files.delete(blocker.getParent());
        f.iterate();
        assertEquals(List.of(job), f.server.startLog());
        assertEquals("", f.as("alice", "showq").err());
    }

    @Test
    void aStartStampedInTheFutureByAClockStepDoesNotHoldItsJobForTheLengthOfTheStep() throws Exception {
        String job = f.server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        // a RunJob sent a day "later" than now: the clock stepped back a day since; pbs_server never ran it
        SchedulerState inFlight = StartLedger.begin(SchedulerState.EMPTY, job, List.of("node001"),
                f.clock.now() + 86_400);
        new CheckpointStore(home.resolve("maui.ck")).write(inFlight);
        f.start("DEFERTIME 0:01:00");
        assertEquals(List.of(), f.server.startLog(), "still in flight: never started twice");
        f.clock.advance(7_200);  // the in-flight timeout: max(300 s, 2 x RMPOLLINTERVAL)
        f.iterate();
        f.clock.advance(60);     // DEFERTIME
        f.iterate();
        assertEquals(List.of(job), f.server.startLog(), "started two hours and a minute after the step, not a day");
    }

    @Test
    void theDaemonsFilesArePrivateAndAPlantedLinkOrABadByteInStatdirCostsOnlyThatLine() throws Exception {
        Path stats = Files.createDirectories(home.resolve("stats"));
        Files.setPosixFilePermissions(stats, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(home.resolve("shadow"), "user root 99999\n");
        Files.createSymbolicLink(stats.resolve("FS.1799913600"), home.resolve("shadow"));
        Files.write(stats.resolve("FS.1799827200"), "user alice 10\nuser b\u00f6b 1e309\nuser carol 5\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        f.server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        try (LogCapture log = new LogCapture("maui")) {
            f.start("FSPOLICY DEDICATEDPS", "FSINTERVAL 24:00:00", "FSDEPTH 7");
            assertEquals(1, log.matching("event=fairshare_file_skipped", "FS.1799913600: cannot read:",
                    "is a symbolic link").size(), log.lines().toString());
            assertEquals(1, log.matching("event=fairshare_file_skipped", "FS.1799827200:2: not UTF-8 text (byte 0xf6"
                    + " at column 7); line skipped").size(), log.lines().toString());
            assertTrue(log.lines().stream().noneMatch(l -> l.contains("99999")), "the link's target is never read");
        }
        f.clock.advance(600);
        f.iterate();
        assertEquals("rwx------", mode(stats), "STATDIR narrowed at start");
        assertEquals("rw-------", mode(home.resolve("maui.ck")));
        assertEquals("rw-------", mode(home.resolve("maui.ck.ledger")));
        try (Stream<Path> fs = Files.list(stats)) {
            List<Path> written = fs.filter(p -> !Files.isSymbolicLink(p)).toList();
            assertTrue(!written.isEmpty());
            for (Path p : written) {
                assertEquals("rw-------", mode(p), p.toString());
            }
        }
    }

    @Test
    void aStateDirectoryThatCannotBeWrittenStopsTheDaemonsStart() throws Exception {
        Path stats = Files.createDirectories(home.resolve("stats"));
        // the write probe's name taken by a non-empty directory: writing there fails, for root as well
        Files.createDirectories(stats.resolve(".jmaui-write-test." + ProcessHandle.current().pid() + ".tmp/x"));
        StateRefusedException e = assertThrows(StateRefusedException.class, () -> f.start());
        assertTrue(e.getMessage().startsWith("state directory " + stats + " is not writable ("), e.getMessage());
    }

    private static String mode(Path p) throws java.io.IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}
