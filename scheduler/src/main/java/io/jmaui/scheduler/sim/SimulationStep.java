package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.iteration.BypassCounts;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FixedList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * What one scheduling iteration hands back to the simulator: the jobs to start now, the jobs to
 * preempt (guide 8.4), the running jobs to stop for breaking a limit (guides 10.4, 11.7), the state the next iteration must see (fairshare windows after accrual,
 * bypass counts), and the predicted run time each started job was planned with, when it had one
 * (for the report).
 */
public record SimulationStep(List<StartJob> starts, List<FairshareWindow> fairshareWindows, Map<String, Integer> bypassCounts,
                             Map<String, Long> predicted, List<Preempt> preempts, List<Enforce> enforcements) {

    public SimulationStep(List<StartJob> starts, List<FairshareWindow> fairshareWindows, Map<String, Integer> bypassCounts,
                          Map<String, Long> predicted) {
        this(starts, fairshareWindows, bypassCounts, predicted, List.of(), List.of());
    }

    /**
     * The lists and maps but the fair-share windows are taken as the scheduler hands them over,
     * behind unmodifiable views, not copied: a step is made at every event, and copying the
     * iteration's bypass counts (a hundred jobs jumped at each backfill on a long queue) was 2 % of
     * a Lublin run's allocation.
     * A scheduler keeps no reference to what it hands over. The iteration's own bypass counts are
     * read-only already and are kept as they are: behind a view, {@link BypassCounts#forEach} read
     * them through boxed entries (3 % of a Lublin default run).
     */
    public SimulationStep {
        // an empty list as List.of() itself, not behind a view: most events start, preempt and stop nothing
        starts = readOnly(starts);
        preempts = readOnly(preempts);
        enforcements = enforcements == null ? List.of() : readOnly(enforcements);
        // a FixedList, as the simulator's first snapshot has its windows (FixedList.of()): the
        // snapshot's FixedList.copyOf then meets one class at every event, where an unmodifiable
        // view here and List.of() at a run's start made the JIT's code trap at the next run's start
        fairshareWindows = FixedList.copyOf(fairshareWindows);
        bypassCounts = bypassCounts instanceof BypassCounts ? bypassCounts : Collections.unmodifiableMap(bypassCounts);
        predicted = predicted == null || predicted.isEmpty() ? Map.of() : Collections.unmodifiableMap(predicted);
    }

    private static <T> List<T> readOnly(List<T> list) {
        return list.isEmpty() ? List.of() : Collections.unmodifiableList(list);
    }

    public SimulationStep(List<StartJob> starts, List<FairshareWindow> fairshareWindows, Map<String, Integer> bypassCounts) {
        this(starts, fairshareWindows, bypassCounts, Map.of());
    }
}
