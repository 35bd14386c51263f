package io.jmaui.scheduler.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

/**
 * Textbook EASY backfilling (Lifka 1995; Mu'alem and Feitelson 2001) on a pool of processors,
 * written independently of the scheduler so that the simulator's schedule can be checked against
 * it job by job.
 *
 * <p>At every second a job arrives or ends: start jobs from the head of the FCFS queue while they
 * fit. If the head does not fit, find its shadow time (the earliest time enough processors are
 * free, from running jobs' wallclock limits) and the extra processors free at that time beyond
 * what the head needs; then start, in queue order, any job that fits now and either ends by the
 * shadow time or uses no more than the extra processors (which it then consumes).
 */
final class EasyReference {

    private EasyReference() {
    }

    /** Start time of every job of {@code jobs} (one-proc tasks) on a machine of {@code procs} processors. */
    static Map<String, Long> startTimes(List<TraceJob> jobs, int procs) {
        List<TraceJob> arrivals = new ArrayList<>(jobs);
        arrivals.removeIf(j -> j.tasks() > procs);
        LinkedList<TraceJob> queue = new LinkedList<>();
        List<long[]> running = new ArrayList<>(); // {actualEnd, limitEnd, procs}
        Map<String, Long> starts = new HashMap<>();
        int free = procs;
        int next = 0;
        while (next < arrivals.size() || !running.isEmpty()) {
            long now = Long.MAX_VALUE;
            if (next < arrivals.size()) {
                now = arrivals.get(next).submitTime();
            }
            for (long[] r : running) {
                now = Math.min(now, r[0]);
            }
            for (var it = running.iterator(); it.hasNext(); ) {
                long[] r = it.next();
                if (r[0] == now) {
                    free += (int) r[2];
                    it.remove();
                }
            }
            while (next < arrivals.size() && arrivals.get(next).submitTime() == now) {
                queue.add(arrivals.get(next++));
            }
            while (!queue.isEmpty() && queue.getFirst().tasks() <= free) {
                TraceJob j = queue.removeFirst();
                free -= j.tasks();
                starts.put(j.id(), now);
                running.add(new long[] {now + j.runTime(), now + j.walltime(), j.tasks()});
            }
            if (queue.isEmpty()) {
                continue;
            }
            TraceJob head = queue.getFirst();
            List<long[]> byLimit = new ArrayList<>(running);
            byLimit.sort(Comparator.comparingLong(r -> r[1]));
            long shadow = Long.MAX_VALUE;
            int atShadow = free;
            for (int i = 0; i < byLimit.size() && shadow == Long.MAX_VALUE; i++) {
                atShadow += (int) byLimit.get(i)[2];
                if (atShadow >= head.tasks()) {
                    shadow = byLimit.get(i)[1];
                    // every job whose limit ends at the same second frees its processors too
                    for (int k = i + 1; k < byLimit.size() && byLimit.get(k)[1] == shadow; k++) {
                        atShadow += (int) byLimit.get(k)[2];
                    }
                }
            }
            int extra = atShadow - head.tasks();
            for (var it = queue.listIterator(1); it.hasNext(); ) {
                TraceJob j = it.next();
                if (j.tasks() > free) {
                    continue;
                }
                boolean endsBeforeShadow = now + j.walltime() <= shadow;
                if (endsBeforeShadow || j.tasks() <= extra) {
                    it.remove();
                    free -= j.tasks();
                    if (!endsBeforeShadow) {
                        extra -= j.tasks();
                    }
                    starts.put(j.id(), now);
                    running.add(new long[] {now + j.runTime(), now + j.walltime(), j.tasks()});
                }
            }
        }
        return starts;
    }
}
