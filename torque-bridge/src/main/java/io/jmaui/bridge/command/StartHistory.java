package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What showstart learns from the jobs it sees start (the showstart command page): the queue wait of
 * each, by size, for the historical estimate ({@code -e hist}: "historical queue times for jobs
 * which match a similar processor count and job duration profile"), and how long each waited
 * against the first start estimated for it, for {@code -f} ("apply historical accuracy information
 * to improve the quality of the estimate"). The last {@code capacity} of each are kept, in memory
 * only: a restarted daemon starts learning afresh. Fed on the loop thread, read from the command
 * threads through one volatile immutable value.
 */
final class StartHistory {

    /** A job that started: its procs, walltime limit (0: none) and how long it waited in the queue. */
    record Wait(int procs, long walltime, long seconds) {
    }

    /**
     * Estimated against actual waits of the jobs that started, counted from the iteration that
     * first estimated each: {@code factor} is actual over estimated (1 when nothing is known yet).
     */
    record Accuracy(double factor, int samples) {
    }

    private record Learnt(List<Wait> waits, Accuracy accuracy) {
    }

    private final int capacity;
    private final Deque<Wait> waits = new ArrayDeque<>();
    private final Deque<long[]> accuracy = new ArrayDeque<>();
    private final Map<String, long[]> firstEstimate = new HashMap<>();
    private Set<String> active = new HashSet<>();
    private volatile Learnt learnt = new Learnt(List.of(), new Accuracy(1, 0));

    StartHistory(int capacity) {
        this.capacity = capacity;
    }

    /** Called once per iteration on the loop thread. */
    void record(IterationReport r) {
        Set<String> nowActive = new HashSet<>();
        Set<String> known = new HashSet<>();
        for (Job j : r.snapshot().jobs()) {
            known.add(j.id());
            if (!j.state().isActive()) {
                Long est = r.result().estimatedStarts().get(j.id());
                if (est != null && est < Long.MAX_VALUE / 4) {
                    firstEstimate.putIfAbsent(j.id(), new long[] {r.now(), est});
                }
                continue;
            }
            if (j.startTime() <= 0) {
                continue; // starting, its start time not yet reported: counted once pbs_server gives it
            }
            nowActive.add(j.id());
            if (active.contains(j.id())) {
                continue;
            }
            long submitted = j.submitTime() > 0 ? j.submitTime() : j.startTime();
            keep(waits, new Wait(j.procs(), j.walltime(), Math.max(0, j.startTime() - submitted)));
            long[] first = firstEstimate.remove(j.id());
            if (first != null && first[1] > first[0]) {
                keep(accuracy, new long[] {first[1] - first[0], Math.max(0, j.startTime() - first[0])});
            }
        }
        firstEstimate.keySet().retainAll(known);
        active = nowActive;
        long estimated = 0;
        long actual = 0;
        for (long[] a : accuracy) {
            estimated += a[0];
            actual += a[1];
        }
        learnt = new Learnt(List.copyOf(waits), new Accuracy(estimated == 0 ? 1 : (double) actual / estimated,
                accuracy.size()));
    }

    private <T> void keep(Deque<T> d, T value) {
        d.addFirst(value);
        while (d.size() > capacity) {
            d.removeLast();
        }
    }

    /**
     * The mean wait of the jobs seen starting with between half and twice {@code procs} procs and,
     * when {@code walltime} is set, between half and twice its walltime limit; null when none did.
     */
    Long meanWait(int procs, long walltime) {
        long sum = 0;
        int n = 0;
        for (Wait w : learnt.waits()) {
            if (2L * w.procs() >= procs && w.procs() <= 2L * procs
                    && (walltime <= 0 || w.walltime() > 0 && 2 * w.walltime() >= walltime && w.walltime() <= 2 * walltime)) {
                sum += w.seconds();
                n++;
            }
        }
        return n == 0 ? null : sum / n;
    }

    Accuracy accuracy() {
        return learnt.accuracy();
    }
}
