package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.iteration.BypassCounts;

import java.util.Arrays;
import java.util.Map;

/**
 * The bypass counts the simulated queue owes its jobs by place (guide 8.2), not yet added to each:
 * a mark at place {@code p} is one more for every job before {@code p} in the queue's order, as an
 * iteration's rule gives them ({@link BypassCounts#inSnapshotOrder}:
 * backfill started the job at {@code p}). A Fenwick tree over the places: a mark and a job's share
 * each cost a walk of log(places) cells, where adding one to every job above a job backfilled deep
 * in a queue of ~900 cost a write per job at nearly every event. Covers places below its capacity.
 */
final class BypassMarks {

    /** Fenwick cells: {@code cells[i]} sums the marks at places {@code (i - lowbit(i), i]}, one-based. */
    private final int[] cells;
    private int total;

    BypassMarks(int capacity) {
        cells = new int[capacity + 1];
    }

    /** One more for every place before {@code place}. */
    void mark(int place) {
        total++;
        for (int i = place + 1; i < cells.length; i += i & -i) {
            cells[i]++;
        }
    }

    /** How many marks lie after {@code place}: what the job there is owed since the marks began. */
    int after(int place) {
        if (total == 0) {
            return 0; // most of a run under a queue that backfill never bypasses
        }
        int upTo = 0; // marks at places 0..place
        for (int i = place + 1; i > 0; i -= i & -i) {
            upTo += cells[i];
        }
        return total - upTo;
    }

    /**
     * Takes counts given as their rule over the snapshot's waiting jobs in its order ({@link
     * BypassCounts#inSnapshotOrder}), which is the queue's order (the snapshot was made from it, and
     * nothing has come or gone since): a mark at each backfilled job's place, and each job started
     * above one given back what the marks owe it, as it gets no count (it leaves the queue next).
     * False, and nothing done, when a backfilled job is not in {@code queued}: the counts are then
     * read one by one. Where views show the counts this is not called: each job given one needs a
     * view again.
     */
    boolean marked(BypassCounts r, Map<String, Queued> queued) {
        int[] at = new int[r.backfilledJobs()];
        for (int k = 0; k < at.length; k++) {
            Queued q = queued.get(r.backfilledId(k));
            if (q == null) {
                return false;
            }
            at[k] = q.pos;
        }
        for (int p : at) {
            mark(p);
        }
        for (int k = 0; k < r.startedJobs(); k++) {
            Queued q = queued.get(r.startedId(k));
            if (q != null) {
                for (int p : at) {
                    if (p > q.pos) {
                        q.bypass--;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Adds what the marks owe each of the first {@code ends} of {@code order} (those not gone) to
     * its {@link Queued#bypass} and clears them: before the places move or the marks grow. A walk
     * of the queue, as the compaction and the growth that call it are.
     */
    void fold(Queued[] order, int ends) {
        if (total == 0) {
            return;
        }
        for (int i = 0; i < ends; i++) {
            Queued q = order[i];
            if (!q.gone) {
                q.bypass = q.count(this);
                q.base = 0;
            }
        }
        Arrays.fill(cells, 0);
        total = 0;
    }
}
