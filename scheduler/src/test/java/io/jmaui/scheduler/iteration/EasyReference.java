package io.jmaui.scheduler.iteration;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Textbook EASY backfilling (Lifka; Mu'alem and Feitelson 2001) on a pool of identical procs, as
 * an independent reference for the engine: at every event, start jobs from the head of the FIFO
 * queue while they fit; when the head does not, give it a reservation at the shadow time (the
 * earliest time enough procs are free, from running jobs' walltimes) and start any later job
 * that fits now and either ends by the shadow time or uses only the extra procs.
 */
final class EasyReference {

    record Spec(String id, long submit, int procs, long walltime, long runtime) {
    }

    private record Running(Spec job, long start) {
        long expectedEnd() {
            return start + job.walltime();
        }

        long actualEnd() {
            return start + Math.min(job.runtime(), job.walltime());
        }
    }

    /** Start time of every job. */
    static Map<String, Long> schedule(int procs, List<Spec> jobs) {
        List<Spec> pending = new ArrayList<>(jobs);
        pending.sort(Comparator.comparingLong(Spec::submit).thenComparing(s -> JobOrder.number(s.id())));
        List<Spec> queue = new ArrayList<>();
        List<Running> running = new ArrayList<>();
        Map<String, Long> starts = new HashMap<>();
        long t = pending.isEmpty() ? 0 : pending.get(0).submit();
        while (!pending.isEmpty() || !queue.isEmpty() || !running.isEmpty()) {
            final long now = t;
            running.removeIf(r -> r.actualEnd() <= now);
            while (!pending.isEmpty() && pending.get(0).submit() <= now) {
                queue.add(pending.remove(0));
            }
            int free = procs - running.stream().mapToInt(r -> r.job().procs()).sum();
            while (!queue.isEmpty() && queue.get(0).procs() <= free) {
                Spec s = queue.remove(0);
                running.add(new Running(s, now));
                starts.put(s.id(), now);
                free -= s.procs();
            }
            if (!queue.isEmpty()) {
                Spec head = queue.get(0);
                List<Running> byEnd = new ArrayList<>(running);
                byEnd.sort(Comparator.comparingLong(Running::expectedEnd));
                int avail = free;
                long shadow = Long.MAX_VALUE;
                for (Running r : byEnd) {
                    avail += r.job().procs();
                    if (avail >= head.procs()) {
                        shadow = r.expectedEnd();
                        break;
                    }
                }
                int extra = avail - head.procs();
                for (int i = 1; i < queue.size(); i++) {
                    Spec s = queue.get(i);
                    boolean endsInTime = now + s.walltime() <= shadow;
                    if (s.procs() <= free && (endsInTime || s.procs() <= extra)) {
                        queue.remove(i--);
                        running.add(new Running(s, now));
                        starts.put(s.id(), now);
                        free -= s.procs();
                        if (!endsInTime) {
                            extra -= s.procs();
                        }
                    }
                }
            }
            long next = Long.MAX_VALUE;
            if (!pending.isEmpty()) {
                next = pending.get(0).submit();
            }
            for (Running r : running) {
                next = Math.min(next, r.actualEnd());
            }
            if (next == Long.MAX_VALUE) {
                break;
            }
            t = next;
        }
        return starts;
    }
}
