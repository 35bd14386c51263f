package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckpointStoreTest {

    @TempDir
    Path dir;

    private static SchedulerState sample() {
        Reservation r = new Reservation("maint.1", ReservationType.ADMIN, 1000, 5000, List.of("n1", "n2"), 0,
                Resources.procs(1), List.of(AclEntry.of(AclTarget.USER, "john")), Set.of("BYNAME"), "root", 0,
                Set.of(), "DEFAULT");
        SchedulerState s = SchedulerState.EMPTY
                .withFairshare(List.of(new FairshareWindow(86400, Map.of(CredentialKind.USER, Map.of("john", 3600.0)))), 90000)
                .withAdminReservations(List.of(r))
                .withBypassCounts(Map.of("9.srv", 3))
                .withSystemPriorities(Map.of("9.srv", 100L))
                .withNodeDownSince(Map.of("n3", 900L));
        s = StartLedger.begin(s, "7.srv", List.of("n1"), 1000);
        return StartLedger.refused(s, "8.srv", "15046 no resources", 1000, DeferPolicy.MAUI_DEFAULTS);
    }

    @Test
    void whatIsWrittenIsReadBackWhole() {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(sample());
        CheckpointStore.Loaded loaded = new CheckpointStore(dir.resolve("maui.ck")).read();
        assertEquals(sample(), loaded.state());
        assertTrue(loaded.warnings().isEmpty());
    }

    @Test
    void aCheckpointFromBeforeNodeDownSinceReadsAsNoneKnown() throws IOException {
        Files.writeString(dir.resolve("old.ck"), """
                {"version": 1, "fairshareWindows": [], "lastAccrual": 90000, "adminReservations": [],
                 "bypassCounts": {"1.srv": 1}, "systemPriorities": {}, "deferrals": {}, "pendingStarts": {}}
                """);
        CheckpointStore.Loaded loaded = new CheckpointStore(dir.resolve("old.ck")).read();
        assertEquals(List.of(), loaded.warnings());
        SchedulerState s = loaded.state();
        assertEquals(Map.of(), s.nodeDownSince());
        assertEquals(Map.of("1.srv", 1), s.bypassCounts());
    }

    @Test
    void noFileMeansAFreshStart() {
        assertEquals(SchedulerState.EMPTY, new CheckpointStore(dir.resolve("none.ck")).read().state());
    }

    @Test
    void aTornOrCorruptFileFallsBackToThePreviousGoodCopyAndSaysWhere() throws IOException {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(sample());
        store.write(SchedulerState.EMPTY.withBypassCounts(Map.of("1.srv", 1)));
        Files.writeString(dir.resolve("maui.ck"), "{\"version\": 1, \"bypassCounts\": {\"1.srv\": ");
        CheckpointStore.Loaded loaded = store.read();
        // the previous write survives as maui.ck.1; the starts in flight come from the newest ledger,
        // written by the second write, which had none
        assertEquals(sample().withPendingStarts(Map.of()), loaded.state());
        assertTrue(loaded.warnings().get(0).startsWith("checkpoint " + dir.resolve("maui.ck") + ": unreadable: line 1, column"),
                loaded.warnings().get(0));
    }

    @Test
    void startsWrittenToTheLedgerAfterTheLastCheckpointAreNotLost() {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(sample());
        SchedulerState later = StartLedger.begin(sample(), "12.srv", List.of("n2"), 2000);
        store.writeLedger(later);
        SchedulerState read = new CheckpointStore(dir.resolve("maui.ck")).read().state();
        assertEquals(later.pendingStarts(), read.pendingStarts(), "the ledger is newer than the checkpoint");
        assertEquals(sample().bypassCounts(), read.bypassCounts());
        assertTrue(Files.exists(dir.resolve("maui.ck.ledger")));
    }

    @Test
    void bothCopiesUnreadableRefusesToStartAndSaysWhatWouldBeLost() throws IOException {
        Files.writeString(dir.resolve("maui.ck"), "{\"version\": 1, \"bypass");
        Files.write(dir.resolve("maui.ck.1"), new byte[] {(byte) 0xff, 0, 1});
        StateRefusedException e = assertThrows(StateRefusedException.class,
                () -> new CheckpointStore(dir.resolve("maui.ck")).read());
        assertTrue(e.getMessage().startsWith("checkpoint " + dir.resolve("maui.ck") + " cannot be used (unreadable:"
                + " line 1, column "), e.getMessage());
        assertTrue(e.getMessage().contains("nor its previous copy maui.ck.1 (unreadable: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("Starting without it would lose what it holds: admin reservations (setres),"
                + " holds and deferrals of failed starts, setspri priorities, starts in flight, fairshare usage not yet"
                + " in STATDIR, node down-since times and showstats totals. Restore a good copy, or start with"
                + " --discard-state to start afresh (the files are kept, renamed *.discarded-<time>)."), e.getMessage());
    }

    @Test
    void discardStateStartsAfreshAndKeepsTheBadFilesAside() throws IOException {
        Files.writeString(dir.resolve("maui.ck"), "garbage");
        Files.writeString(dir.resolve("maui.ck.1"), "garbage too");
        CheckpointStore.Loaded loaded = new CheckpointStore(dir.resolve("maui.ck")).read(true);
        assertEquals(SchedulerState.EMPTY, loaded.state());
        assertTrue(loaded.warnings().get(0).startsWith("--discard-state: checkpoint "), loaded.warnings().toString());
        assertFalse(Files.exists(dir.resolve("maui.ck")));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.filter(p -> p.getFileName().toString().contains(".discarded-")).count());
        }
    }

    @Test
    void aCheckpointThatMakesNoSenseIsRefusedLikeAnUnreadableOneAndCounted() throws IOException {
        Reservation backwards = new Reservation("maint.1", ReservationType.ADMIN, 5000, 1000, List.of("n1"), -2,
                Resources.procs(1), List.of(), Set.of(), "root", 0, Set.of(), "DEFAULT");
        SchedulerState nonsense = sample().withAdminReservations(List.of(backwards));
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(nonsense);
        StateRefusedException e = assertThrows(StateRefusedException.class, store::read);
        assertTrue(e.getMessage().contains("(makes no sense: adminReservations[0] maint.1: ends (1000) before it starts"
                + " (5000); adminReservations[0] maint.1.taskCount: -2 is negative)"), e.getMessage());
        assertTrue(e.getMessage().contains("would lose what it holds: 1 admin reservation, 1 deferred or held job,"
                + " 1 setspri priority, 1 start in flight, 1 fairshare window, 1 bypass count, 1 node down-since time."),
                e.getMessage());
        Files.writeString(dir.resolve("maui.ck"), Files.readString(dir.resolve("maui.ck"))
                .replace("\"version\" : 1", "\"version\" : 9"));
        Files.deleteIfExists(dir.resolve("maui.ck.1"));
        assertTrue(assertThrows(StateRefusedException.class, store::read).getMessage().contains(
                "(makes no sense: version 9 was written by a newer jmaui (this one reads up to 1); "), "version");
    }

    @Test
    void aGoodPreviousCopyIsUsedWhenTheCurrentOneMakesNoSense() throws IOException {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(sample());
        store.write(sample().withBypassCounts(Map.of("9.srv", -4)));
        CheckpointStore.Loaded loaded = store.read();
        assertEquals(sample().bypassCounts(), loaded.state().bypassCounts());
        assertEquals("checkpoint " + dir.resolve("maui.ck") + ": makes no sense: bypassCounts[9.srv]: -4 is negative;"
                + " using the previous copy maui.ck.1", loaded.warnings().get(0));
    }

    @Test
    void anUnreadableStartLedgerRefusesToStartRatherThanRiskAStartTwice() throws IOException {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        store.write(sample());
        Files.writeString(dir.resolve("maui.ck.ledger"), "{\"pendingStarts\": ");
        StateRefusedException e = assertThrows(StateRefusedException.class, store::read);
        assertTrue(e.getMessage().startsWith("start ledger " + dir.resolve("maui.ck.ledger") + " cannot be used"
                + " (unreadable: "), e.getMessage());
        assertTrue(e.getMessage().contains("which RunJobs and preemptions were in flight is unknown, so a job could be"
                + " started or preempted twice"), e.getMessage());
    }
}
