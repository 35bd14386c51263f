package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertEquals(sample(), loaded.state(), "the previous write survives as maui.ck.1");
        assertTrue(loaded.warnings().get(0).startsWith("checkpoint " + dir.resolve("maui.ck") + ": unreadable (line 1, column"),
                loaded.warnings().get(0));
    }
}
