package io.jmaui.scheduler.prediction;

import io.jmaui.scheduler.config.JobPredictionXFactorBasis;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Times;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The predictor of one iteration: the state the edge kept, brought up to date with the snapshot
 * ({@link #observe}), and the run times jobs are planned with. A job's prediction is the mean of
 * its user's last {@code depth} run times, at most its wallclock limit, used only while the user is
 * {@link UserAccuracy#trusted() trusted}; a running job keeps the prediction it started with,
 * corrected once it outlives it.
 */
public final class Predictor {

    private final PredictionSettings settings;
    private final PredictionState state;
    private final Map<String, UserAccuracy> accuracy = new HashMap<>();
    private final Map<String, Boolean> ratioTrusted = new HashMap<>();
    private final Set<String> corrected = new HashSet<>();

    private Predictor(PredictionSettings settings, PredictionState state) {
        this.settings = settings;
        this.state = state;
    }

    /**
     * The predictor after the snapshot's news: a job in {@code previous.running()} that is no longer
     * active has completed, after {@code now - start} seconds (the edge polls, so this is as close
     * as it knows), and joins its user's history; an active job it did not know (started before
     * prediction was on, or outside jmaui) is remembered with the prediction it would get now.
     */
    public static Predictor observe(PredictionSettings settings, PredictionState previous, Iterable<Job> jobs, long now) {
        Map<String, Job> active = new HashMap<>();
        for (Job j : jobs) {
            if (j.state().isActive() && !j.allocatedHosts().isEmpty()) {
                active.put(j.id(), j);
            }
        }
        Map<String, UserHistory> users = new TreeMap<>(previous.users());
        Map<String, RunningJob> running = new TreeMap<>();
        for (Map.Entry<String, RunningJob> e : previous.running().entrySet()) {
            RunningJob r = e.getValue();
            if (active.containsKey(e.getKey())) {
                running.put(e.getKey(), r);
            } else if (now > r.start()) {
                long ran = r.walltime() > 0 ? Math.min(now - r.start(), r.walltime()) : now - r.start();
                users.put(r.user(), users.getOrDefault(r.user(), UserHistory.EMPTY).plus(ran, r.walltime(), settings.history()));
            }
        }
        Predictor p = new Predictor(settings, new PredictionState(users, running, previous.reservedStarts(), previous.moves()));
        for (Job j : active.values()) {
            if (!running.containsKey(j.id())) {
                long start = j.startTime() > 0 ? j.startTime() : now;
                running.put(j.id(), new RunningJob(j.credentials().user(), start, j.walltime(), p.predict(j)));
            }
        }
        return new Predictor(settings, new PredictionState(users, running, previous.reservedStarts(), previous.moves()));
    }

    public PredictionState state() {
        return state;
    }

    public PredictionSettings settings() {
        return settings;
    }

    /** The user's accuracy, computed once per iteration. */
    public UserAccuracy accuracy(String user) {
        return accuracy.computeIfAbsent(user == null ? "" : user,
                u -> UserAccuracy.of(state.users().getOrDefault(u, UserHistory.EMPTY), settings));
    }

    /**
     * The run time JOBPREDICTIONXFACTOR ranks {@code j} by: with REQUESTRATIO the {@link RequestRatio}
     * estimate while it is trusted for the user, else (and with PREDICTION) {@link #predict}; 0 when
     * neither has one (the limit is used).
     */
    public long ranked(Job j) {
        if (settings.xfactorBasis() == JobPredictionXFactorBasis.REQUESTRATIO) {
            String user = j.credentials().user() == null ? "" : j.credentials().user();
            UserHistory h = state.users().getOrDefault(user, UserHistory.EMPTY);
            if (ratioTrusted.computeIfAbsent(user, u -> RequestRatio.trusted(h, settings.depth()))) {
                return RequestRatio.estimate(h, h.size(), settings.depth(), j.walltime());
            }
        }
        return predict(j);
    }

    /** The job's prediction if its user is trusted, at most its wallclock limit; 0 when none. */
    public long predict(Job j) {
        String user = j.credentials().user();
        UserHistory h = state.users().get(user);
        if (h == null || h.size() < settings.depth() || !accuracy(user).trusted()) {
            return 0;
        }
        long p = h.meanBefore(h.size(), settings.depth());
        return j.walltime() > 0 ? Math.min(p, j.walltime()) : p;
    }

    /**
     * The run time {@code j} is planned with, given {@code walltime} (its limit or class default,
     * {@link Times#INFINITY} for none): an idle job's prediction; a running job's prediction at
     * start, corrected once {@code now} has passed it; the walltime when there is no prediction.
     */
    public long planned(Job j, long walltime, long now) {
        if (j.state().isActive() && !j.allocatedHosts().isEmpty()) {
            RunningJob r = state.running().get(j.id());
            if (r == null || r.predicted() <= 0) {
                return walltime;
            }
            long elapsed = now - r.start();
            long planned = settings.correction().planned(r.predicted(), elapsed, walltime);
            if (planned != Math.min(r.predicted(), walltime)) {
                corrected.add(j.id());
            }
            return planned;
        }
        long p = predict(j);
        return p > 0 ? Math.min(p, walltime) : walltime;
    }

    /** The running jobs whose planned end this iteration is a correction (they outlived their prediction). */
    public Set<String> corrected() {
        return corrected;
    }
}
