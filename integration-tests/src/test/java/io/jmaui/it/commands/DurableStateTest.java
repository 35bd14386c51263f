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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The daemon and its state on disk when things go wrong: checkpoints it cannot believe, a state
 * directory it can no longer write, a clock that steps back under a start in flight.
 */
class DurableStateTest {

    @TempDir
    Path home;

    private CommandFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void unreadableCheckpointsStopTheStartAndDiscardStateStartsAfreshAndSchedules() throws Exception {
        f = new CommandFixture(home);
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
        f = new CommandFixture(home).start();
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
        f = new CommandFixture(home);
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
}
