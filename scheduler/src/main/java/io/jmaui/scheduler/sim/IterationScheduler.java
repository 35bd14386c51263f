package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.enforcement.LimitEnforcement;
import io.jmaui.scheduler.preemption.PreemptionRules;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.decision.Decision;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Maui iteration as the simulator's scheduler: the same iteration the daemon runs, asked for
 * its decisions only ({@link Iteration#decide}), with the carry-over one iteration leaves for the
 * next and the run-time predictor's state (held in memory here, where the daemon checkpoints it).
 * An iteration in which nothing can start costs only its fairshare accrual where the
 * configuration allows ({@link Iteration#idle}).
 */
public final class IterationScheduler implements SimulationScheduler {

    private final MauiConfig config;
    private CarryOver carry = CarryOver.NONE;
    private PredictionState prediction = PredictionState.EMPTY;
    private final LimitEnforcement enforcement;

    public IterationScheduler(MauiConfig config) {
        this.config = config;
        this.enforcement = new LimitEnforcement(config, new PreemptionRules(null));
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now) {
        return step(Iteration.decide(config, snapshot.withPrediction(prediction), now, carry));
    }

    @Override
    public SimulationStep idle(Snapshot snapshot, long now) {
        Optional<IterationResult> r = Iteration.idle(config, snapshot.withPrediction(prediction), now, carry);
        return r.isPresent() ? step(r.get()) : iterate(snapshot, now);
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now, long freeProcs) {
        // the shortcut where it applies, else the iteration on the snapshot it prepared
        return step(Iteration.decide(config, snapshot.withPrediction(prediction), now, carry, freeProcs));
    }

    private SimulationStep step(IterationResult r) {
        carry = r.carryOver();
        prediction = r.prediction();
        List<Decision> decisions = r.decisions();
        // containers only for what was decided: half the events decide nothing (an idle one, a full
        // one that starts none), and preempts, stops and planned run times are rare
        Map<String, Long> planned = Map.of();
        List<StartJob> starts = List.of();
        List<Preempt> preempts = List.of();
        List<Enforce> enforcements = List.of();
        for (int i = 0; i < decisions.size(); i++) { // one pass: an iteration per event, most deciding little
            Decision d = decisions.get(i);
            if (d instanceof StartJob s) {
                starts = starts.isEmpty() ? new ArrayList<>() : starts;
                starts.add(s);
                Long p = r.plannedRunTimes().get(s.jobId());
                if (p != null) {
                    planned = planned.isEmpty() ? new HashMap<>() : planned;
                    planned.put(s.jobId(), p);
                }
            } else if (d instanceof Preempt p) {
                preempts = preempts.isEmpty() ? new ArrayList<>() : preempts;
                preempts.add(p);
            } else if (d instanceof Enforce e) {
                enforcements = enforcements.isEmpty() ? new ArrayList<>() : enforcements;
                enforcements.add(e);
            }
        }
        return new SimulationStep(starts, r.fairshareWindows(), r.bypassCounts(), planned, preempts, enforcements);
    }

    @Override
    public boolean readsBypassCounts() {
        return Iteration.readsBypassCounts(config);
    }

    @Override
    public List<Long> enforcementChecks(Job running) {
        return enforcement.wallclockChecks(running);
    }
}
