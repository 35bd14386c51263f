package io.jmaui.scheduler.prediction;

import java.util.ArrayList;
import java.util.List;

/**
 * A user's most recent completed jobs, oldest first: how long each ran and the wallclock limit it
 * asked for (0: none).
 */
public record UserHistory(List<Long> runTimes, List<Long> walltimes) {

    public static final UserHistory EMPTY = new UserHistory(List.of(), List.of());

    public UserHistory {
        runTimes = List.copyOf(runTimes);
        walltimes = List.copyOf(walltimes);
        if (runTimes.size() != walltimes.size()) {
            throw new IllegalArgumentException("run times and walltimes differ in length");
        }
    }

    public int size() {
        return runTimes.size();
    }

    /** This history with one more job, keeping the newest {@code keep}. */
    UserHistory plus(long runTime, long walltime, int keep) {
        List<Long> r = new ArrayList<>(runTimes);
        List<Long> w = new ArrayList<>(walltimes);
        r.add(runTime);
        w.add(walltime);
        int from = Math.max(0, r.size() - keep);
        return new UserHistory(r.subList(from, r.size()), w.subList(from, w.size()));
    }

    /** The mean of the {@code depth} run times before index {@code end}, rounded up; 0 when fewer. */
    long meanBefore(int end, int depth) {
        if (depth <= 0 || end < depth) {
            return 0;
        }
        long sum = 0;
        for (int i = end - depth; i < end; i++) {
            sum += runTimes.get(i);
        }
        return Math.max(1, (sum + depth - 1) / depth);
    }
}
