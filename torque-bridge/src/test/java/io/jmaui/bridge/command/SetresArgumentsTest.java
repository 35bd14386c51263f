package io.jmaui.bridge.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.reservation.AdminReservationSpec;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** setres's options (guide 7.1.2) as a reservation spec. */
class SetresArgumentsTest {

    private static final long NOW = 1_704_096_000L; // 2024-01-01T08:00:00Z

    private static AdminReservationSpec parse(Map<String, String> options, String... args) {
        return SetresArguments.parse(CommandRequest.of("setres", options, List.of(args)), NOW, ZoneOffset.UTC);
    }

    @Test
    void guideExampleUserReservationOnHosts() {
        AdminReservationSpec s = parse(Map.of("u", "john,sam", "s", "+1:00:00", "d", "2:00:00", "r", "PROCS=2;MEM=512",
                "x", "BYNAME"), "node00[1-4]");
        assertEquals(NOW + 3600, s.start());
        assertEquals(7200, s.duration());
        assertEquals(List.of(AclEntry.of(AclTarget.USER, "john"), AclEntry.of(AclTarget.USER, "sam")), s.acl());
        assertEquals(new Resources(2, 512, 0, 0), s.perTask());
        assertEquals(List.of("node00[1-4]"), s.hostExpressions());
        assertTrue(s.flags().contains("BYNAME"));
    }

    @Test
    void absoluteTimesAndTaskCounts() {
        AdminReservationSpec s = parse(Map.of("s", "10:30_01/02", "e", "12:00:00_01/02/2024"), "TASKS==8");
        assertEquals(1_704_191_400L, s.start());
        assertEquals(1_704_196_800L, s.end());
        assertEquals(8, s.taskCount());
    }

    @Test
    void gpusAndGenericResourcesCanBeReserved() {
        AdminReservationSpec s = parse(Map.of("r", "PROCS=1;GPUS=2;GRES=tape:1"), "TASKS==2");
        assertEquals(new Resources(1, 0, 0, 0, 2, Gres.of("tape", 1)), s.perTask());
        assertEquals(new Resources(0, 0, 0, 0, 1, null), parse(Map.of("r", "GPUS=1"), "TASKS==1").perTask(),
                "a GPU task without PROCS reserves no processor");
    }

    @Test
    void badValuesSayWhatWasExpected() {
        UsageException e = assertThrows(UsageException.class, () -> parse(Map.of("s", "teatime"), "ALL"));
        assertEquals("setres -s: \"teatime\" is not NOW, +[[DD:]HH:]MM:SS or HH:MM[:SS][_MO/DD[/YYYY]]", e.getMessage());
        UsageException r = assertThrows(UsageException.class, () -> parse(Map.of("r", "TAPES=2"), "ALL"));
        assertEquals("setres -r: \"TAPES=2\" is not resource pairs such as PROCS=2;MEM=512 (PROCS, MEM, SWAP, DISK, GPUS, GRES)",
                r.getMessage());
        assertThrows(UsageException.class, () -> parse(Map.of()));
    }
}
