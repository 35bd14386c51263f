package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.Times;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * CHECKPOINTEXPIRATIONTIME (appendix F, guide 11.4): "how 'stale' checkpoint data can be before it
 * is ignored and purged". A checkpoint last written longer ago than that is read without its admin
 * reservations, bypass counts, system priorities, deferrals, node down-since times and statistics.
 * Kept whatever its age: the starts in flight (so no job is started twice) and the fairshare
 * windows (usage history that ages by FSDEPTH and FSDECAY, and lives in the FS files too). The
 * checkpoint's time is the last iteration it records.
 */
public final class CheckpointExpiry {

    private CheckpointExpiry() {
    }

    /** The state to start from, and what was dropped (for the log), if anything was. */
    public static Optional<String> staleSince(SchedulerState s, long now, long expiration) {
        if (expiration == Times.INFINITY || s.lastAccrual() <= 0 || now - s.lastAccrual() <= expiration) {
            return Optional.empty();
        }
        return Optional.of("checkpoint written " + (now - s.lastAccrual()) + " s ago, over CHECKPOINTEXPIRATIONTIME "
                + expiration + " s: dropped " + s.adminReservations().size() + " admin reservations, "
                + s.deferrals().size() + " deferrals, " + s.bypassCounts().size() + " bypass counts, "
                + s.systemPriorities().size() + " system priorities, node down times and statistics");
    }

    public static SchedulerState purge(SchedulerState s) {
        return s.withAdminReservations(List.of()).withBypassCounts(Map.of()).withSystemPriorities(Map.of())
                .withDeferrals(Map.of()).withNodeDownSince(Map.of()).withStatistics(Statistics.EMPTY);
    }
}
