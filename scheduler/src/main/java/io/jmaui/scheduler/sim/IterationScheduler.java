package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.prediction.PredictionState;
import java.util.HashMap;
import java.util.Map;

/**
 * The Maui iteration as the simulator's scheduler: the same {@link Iteration#run} the daemon
 * calls, with the carry-over one iteration leaves for the next and the run-time predictor's state
 * (held in memory here, where the daemon checkpoints it).
 */
public final class IterationScheduler implements SimulationScheduler {

    private final MauiConfig config;
    private CarryOver carry = CarryOver.NONE;
    private PredictionState prediction = PredictionState.EMPTY;

    public IterationScheduler(MauiConfig config) {
        this.config = config;
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now) {
        IterationResult r = Iteration.run(config, snapshot.withPrediction(prediction), now, carry);
        carry = r.carryOver();
        prediction = r.prediction();
        Map<String, Long> planned = new HashMap<>();
        for (StartJob s : r.starts()) {
            Long p = r.plannedRunTimes().get(s.jobId());
            if (p != null) {
                planned.put(s.jobId(), p);
            }
        }
        return new SimulationStep(r.starts(), r.fairshareWindows(), r.bypassCounts(), planned,
                r.decisions().stream().filter(io.jmaui.scheduler.decision.Preempt.class::isInstance)
                        .map(io.jmaui.scheduler.decision.Preempt.class::cast).toList());
    }
}
