package io.jmaui.scheduler.sim;

/**
 * The bypass counts the simulated queue owes its jobs by place (guide 8.2), not yet added to each:
 * a mark at place {@code p} is one more for every job before {@code p} in the queue's order, as an
 * iteration's rule gives them ({@link io.jmaui.scheduler.iteration.BypassCounts#inSnapshotOrder}:
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

    int capacity() {
        return cells.length - 1;
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

    /** Whether any mark was made since the last {@link #clear}. */
    boolean any() {
        return total > 0;
    }

    /** No mark. */
    void clear() {
        if (total > 0) {
            java.util.Arrays.fill(cells, 0);
            total = 0;
        }
    }
}
