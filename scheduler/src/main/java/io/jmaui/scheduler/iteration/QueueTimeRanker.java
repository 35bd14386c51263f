package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The stand-in priority until the priority policy is wired: QUEUETIMEWEIGHT 1 alone, i.e.
 * minutes queued (guide 5.1.2, SERV component), plus the admin's system priority. Ties go to the
 * earlier submission, then the lower job number ({@link JobOrder}).
 */
final class QueueTimeRanker implements Ranker {

    @Override
    public Ranking rank(Snapshot s, List<Job> idle, long now) {
        List<Job> order = new ArrayList<>(idle);
        Comparator<Job> byPriority = Comparator.comparingLong((Job j) -> -priority(j, now));
        order.sort(byPriority.thenComparing(JobOrder.FIFO));
        List<PriorityBreakdown> out = new ArrayList<>(order.size());
        for (Job j : order) {
            out.add(new PriorityBreakdown(j.id(), priority(j, now), Map.of("QUEUETIME", (double) queueMinutes(j, now))));
        }
        return new Ranking(order, out);
    }

    private static long queueMinutes(Job j, long now) {
        return Math.max(0, now - j.effectiveQueueTime()) / 60;
    }

    private static long priority(Job j, long now) {
        return queueMinutes(j, now) + j.systemPriority();
    }
}
