package io.jmaui.bridge.tool;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.List;
import java.util.Map;

/**
 * What {@code maui-replay} prints: one iteration of the core on a config and a snapshot. Sections
 * the core does not produce yet are null and left out of the JSON; each later stage fills its own.
 *
 * @param now          the iteration's time, epoch seconds
 * @param warnings     config warnings ({@code maui.cfg:12: FOOWEIGHT: unknown parameter ...})
 * @param priorities   every job's priority with its breakdown, in queue order
 * @param fairshare    fairshare usage per credential: every credential with usage or a job
 * @param blocked      per idle job not started, why (null until the iteration stage exists)
 * @param decisions    what the iteration decided (null until the iteration stage exists)
 * @param reservations every reservation after the iteration (null until the iteration stage exists)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReplayReport(
        long now,
        List<String> warnings,
        List<JobPriority> priorities,
        List<FairshareEntry> fairshare,
        Map<String, String> blocked,
        List<Decision> decisions,
        List<Reservation> reservations) {

    /**
     * One credential's fairshare standing.
     *
     * @param usagePercent decayed usage as a percent of everything delivered (null: nothing delivered)
     * @param delta        the FS priority subcomponent: target minus usage, the target's form applied
     *                     (null: no target)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FairshareEntry(String kind, String name, Double usagePercent, Double delta) {
    }
}
