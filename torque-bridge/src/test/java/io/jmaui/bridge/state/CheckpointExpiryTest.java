package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.Times;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Appendix F CHECKPOINTEXPIRATIONTIME 1:00:00:00: "how 'stale' checkpoint data can be before it is ignored and purged". */
class CheckpointExpiryTest {

    static final long T0 = 1_700_000_000L;
    static final long DAY = 86_400;

    private static SchedulerState written(long at) {
        return SchedulerState.EMPTY.withFairshare(List.of(), at)
                .withDeferrals(Map.of("5.head", new Deferral("5.head", 1, 1, at + 3600, "15046 refused")))
                .withBypassCounts(Map.of("6.head", 3))
                .withPendingStarts(Map.of("7.head", new PendingStart("7.head", List.of("n1"), at)));
    }

    @Test
    void aCheckpointOlderThanTheExpirationIsPurgedExceptTheStartsInFlight() {
        SchedulerState s = written(T0);
        String why = CheckpointExpiry.staleSince(s, T0 + DAY + 1, DAY).orElseThrow();
        assertTrue(why.startsWith("checkpoint written 86401 s ago, over CHECKPOINTEXPIRATIONTIME 86400 s: dropped 0 "
                + "admin reservations, 1 deferrals, 1 bypass counts"), why);
        SchedulerState purged = CheckpointExpiry.purge(s);
        assertEquals(Map.of(), purged.deferrals());
        assertEquals(Map.of(), purged.bypassCounts());
        assertEquals(s.pendingStarts(), purged.pendingStarts(), "no job may be started twice");
    }

    @Test
    void aFreshOneOrTheDefaultInfinityKeepsEverything() {
        assertTrue(CheckpointExpiry.staleSince(written(T0), T0 + DAY, DAY).isEmpty());
        assertTrue(CheckpointExpiry.staleSince(written(T0), T0 + 400 * DAY, Times.INFINITY).isEmpty());
        assertTrue(CheckpointExpiry.staleSince(SchedulerState.EMPTY, T0, 60).isEmpty(), "a first start has no age");
    }
}
