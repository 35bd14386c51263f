package io.jmaui.bridge.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What showstats reports over the scheduler's life (guide 4.x showstats), kept in the checkpoint
 * so a restart does not reset it: since when, how many iterations, jobs started and completed,
 * and the processor-seconds jobs ran, per user too.
 *
 * @param since   epoch seconds of the first iteration counted (0 before any)
 * @param actions how often the scheduler acted on running jobs, by action: {@code preempted REQUEUE},
 *                {@code preempted SUSPEND}, {@code preempted CHECKPOINT}, {@code resumed}, ... (guide
 *                8.4); absent in an older checkpoint: empty
 */
public record Statistics(long since, long iterations, long jobsStarted, long jobsCompleted,
                         double procSecondsDelivered, Map<String, UserStatistics> users, Map<String, Long> actions) {

    public static final Statistics EMPTY = new Statistics(0, 0, 0, 0, 0, Map.of(), Map.of());

    public Statistics(long since, long iterations, long jobsStarted, long jobsCompleted, double procSecondsDelivered,
                      Map<String, UserStatistics> users) {
        this(since, iterations, jobsStarted, jobsCompleted, procSecondsDelivered, users, Map.of());
    }

    /** These totals with {@code n} more of {@code action}. */
    public Statistics counted(String action, long n) {
        if (n == 0) {
            return this;
        }
        Map<String, Long> a = new TreeMap<>(actions);
        a.merge(action, n, Long::sum);
        return new Statistics(since, iterations, jobsStarted, jobsCompleted, procSecondsDelivered, users, a);
    }

    /** How often {@code action} was taken, 0 for never. */
    public long count(String action) {
        return actions.getOrDefault(action, 0L);
    }

    /** One user's share of the totals. */
    public record UserStatistics(long jobsStarted, long jobsCompleted, double procSecondsDelivered) {
    }

    public Statistics {
        users = Collections.unmodifiableMap(new TreeMap<>(users == null ? Map.of() : users));
        actions = Collections.unmodifiableMap(new TreeMap<>(actions == null ? Map.of() : actions));
    }

    /** A job that ended, holding {@code procs} processors since {@code startTime}. */
    public record Ended(String user, int procs, long startTime) {
    }

    /** The totals after one iteration at {@code now} that started {@code startedByUser} and saw {@code ended} end. */
    public Statistics after(long now, Map<String, Integer> startedByUser, Iterable<Ended> ended) {
        Map<String, UserStatistics> u = new TreeMap<>(users);
        long started = jobsStarted;
        for (Map.Entry<String, Integer> e : startedByUser.entrySet()) {
            started += e.getValue();
            UserStatistics s = u.getOrDefault(e.getKey(), new UserStatistics(0, 0, 0));
            u.put(e.getKey(), new UserStatistics(s.jobsStarted() + e.getValue(), s.jobsCompleted(), s.procSecondsDelivered()));
        }
        long completed = jobsCompleted;
        double delivered = procSecondsDelivered;
        for (Ended e : ended) {
            double ps = (double) e.procs() * Math.max(0, now - e.startTime());
            completed++;
            delivered += ps;
            UserStatistics s = u.getOrDefault(e.user(), new UserStatistics(0, 0, 0));
            u.put(e.user(), new UserStatistics(s.jobsStarted(), s.jobsCompleted() + 1, s.procSecondsDelivered() + ps));
        }
        return new Statistics(since == 0 ? now : since, iterations + 1, started, completed, delivered, u, actions);
    }
}
