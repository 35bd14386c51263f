package io.jmaui.bridge.view;

import java.util.List;

/**
 * diagnose -P: the run-time predictor (JOBPREDICTION* parameters), what it remembers, how well it
 * did per user, and how much shorter than their wallclock limits it plans the queue's jobs.
 *
 * @param policy   JOBPREDICTIONPOLICY (NONE: jobs are planned with their wallclock limits)
 * @param xfactorBasis JOBPREDICTIONXFACTORBASIS (REQUESTRATIO: diagnose shows per user whether it applies)
 * @param users    every user with completed jobs remembered, by name
 * @param jobs     the idle and running jobs planned with a prediction, in the iteration's job order
 */
public record PredictionDiagView(long now, String policy, int depth, int history, double minAccuracy,
                                 String correction, String xfactorBasis, List<User> users, List<JobPlan> jobs) {

    public PredictionDiagView {
        users = List.copyOf(users);
        jobs = List.copyOf(jobs);
    }

    /**
     * One user's remembered history replayed: {@code scored} jobs had a prediction from the ones
     * before them; {@code accuracy} and {@code walltimeAccuracy} are the mean min/max score of the
     * predictions and of the wallclock limits; {@code ratio} is the mean predicted/actual run time
     * and {@code outlived} the share of jobs that ran past their prediction; {@code ratioTrusted}
     * whether JOBPREDICTIONXFACTORBASIS REQUESTRATIO ranks this user's jobs.
     */
    public record User(String name, int remembered, int scored, double accuracy, double walltimeAccuracy,
                       double ratio, double outlived, boolean trusted, boolean ratioTrusted) {
    }

    /** A job's wallclock limit (0: none) and the run time it is planned with (corrected if it outlived it). */
    public record JobPlan(String id, String user, String state, long walltime, long planned) {
    }
}
