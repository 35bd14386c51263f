package io.jmaui.bridge.tool;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.List;
import java.util.Map;

/**
 * What {@code maui-replay} prints: one iteration of the core on a config and a snapshot. A null
 * section is left out of the JSON, so a section a later stage adds (start estimates, backfill
 * windows, ...) slots in as one more nullable component.
 *
 * @param now          the iteration's time, epoch seconds
 * @param warnings     config and iteration warnings ({@code maui.cfg:12: FOOWEIGHT: unknown parameter ...})
 * @param priorities   every queued job's priority with its breakdown, in scheduling order
 * @param fairshare    fairshare usage per credential: every credential with usage or a job
 * @param blocked      per idle job not started, why ({@code Reason.summary()}), in priority order
 * @param decisions    what the iteration decided (jobs to start, holds), in decision order
 * @param reservations admin, standing and job reservations in force after the iteration
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
