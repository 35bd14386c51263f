package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.PredictionDiagView;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.prediction.PredictionSettings;
import io.jmaui.scheduler.prediction.RequestRatio;
import io.jmaui.scheduler.prediction.UserAccuracy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** diagnose -P from the latest iteration's predictor state and the config's JOBPREDICTION* parameters. */
final class PredictionViews {

    private PredictionViews() {
    }

    static PredictionDiagView diagnose(IterationReport r, MauiConfig cfg) {
        PredictionSettings s = PredictionSettings.of(cfg);
        List<PredictionDiagView.User> users = new ArrayList<>();
        r.result().prediction().users().forEach((name, h) -> {
            UserAccuracy a = UserAccuracy.of(h, s);
            users.add(new PredictionDiagView.User(name, h.size(), a.samples(), a.predicted(), a.walltime(), a.ratio(),
                    a.outlived(), a.trusted(), RequestRatio.trusted(h, s.depth())));
        });
        List<PredictionDiagView.JobPlan> jobs = new ArrayList<>();
        var planned = r.result().plannedRunTimes();
        Set<String> started = new HashSet<>(r.started());
        for (Job j : r.result().jobs()) {
            Long p = planned.get(j.id());
            if (p != null) {
                // a job this iteration started is running by now, as showq shows it
                String state = started.contains(j.id()) ? "RUNNING" : j.state().name();
                jobs.add(new PredictionDiagView.JobPlan(j.id(), j.credentials().user(), state, j.walltime(), p));
            }
        }
        return new PredictionDiagView(r.now(), Parameters.JOBPREDICTIONPOLICY.format(cfg.get(Parameters.JOBPREDICTIONPOLICY)),
                s.depth(), s.history(), s.minAccuracy(), s.correction().name(), s.xfactorBasis().name(), users, jobs);
    }
}
