package io.jmaui.scheduler.availability;

/**
 * Where a {@link RankedSelection} pass over its rows stood at every few rows (a mark every
 * 2^{@link #shift} rows, about the square root of the rows apart): the hosts and tasks it had
 * taken before that row and the second round's tasks it had given. Kept with the placement the
 * pass chose ({@link Fitted#walk}), so that the next pass over rows merged from these, whose first
 * rows are these very rows ({@link RankedRows}: the rows before the first one left out or put in
 * are copied as they were), starts at the last mark before the first changed row instead of at
 * the first row: it would take each of the rows before as this pass took them. On a machine of
 * 8,192 one-processor nodes the top job's reservation takes some 4,000 of 5,600 rows at every
 * event, and the first changed row lies past the 3,900th on average.
 *
 * <p>Why the rows before a mark are taken alike: with no second round a row takes its first-round
 * share, cut to the tasks still wanted, which depend only on the rows before it. With one, a row
 * takes its share and as much more as it holds while the second round's tasks last, and those
 * tasks are the request's less every row's share, so they may differ from pass to pass; but where
 * this pass still had some left at the mark, it never ran short before it (running short leaves
 * none), so every row before took all it holds; the other pass does the same where its own tasks
 * cover what this pass gave before the mark.
 */
final class SelectionWalk {

    /** Marks lie 2^shift rows apart. */
    final int shift;
    /** Whether the pass had a second round (the rows' shares fell short of the request's tasks). */
    final boolean second;
    /** The second round's tasks at the pass's start (0 without one). */
    final long rest;
    /** Per mark: the hosts taken before its row, the tasks, and the second round's tasks given. */
    private final int[] used;
    private final int[] at;
    private final long[] more;
    /** How many marks were made: the pass reached each one's row. */
    private int marks;

    /** The marks of a pass over {@code rows} rows, with a second round of {@code rest} tasks when {@code second}. */
    SelectionWalk(int rows, boolean second, long rest) {
        // about the square root of the rows apart: some 90 marks over 5,600 rows, a mark every 4 rows of 20
        this.shift = Math.max(1, (32 - Integer.numberOfLeadingZeros(rows)) >> 1);
        this.second = second;
        this.rest = rest;
        int n = (rows >>> shift) + 1;
        used = new int[n];
        at = new int[n];
        more = new long[n];
    }

    /** Records mark m: before its row the pass had taken {@code used} hosts, {@code at} tasks and left {@code rest} for the second round. */
    void mark(int m, int used, int at, long rest) {
        this.used[m] = used;
        this.at[m] = at;
        this.more[m] = this.rest - rest;
        marks = m + 1;
    }

    /**
     * The last of this pass's marks from which {@code next} (a pass over rows whose first
     * {@code unchanged} rows are this pass's first rows) may start, else 0 (start at the first row);
     * {@code next} takes the marks before it.
     */
    int resume(SelectionWalk next, int unchanged) {
        if (next.shift != shift || next.second != second) {
            return 0;
        }
        int m = Math.min(unchanged >>> shift, marks - 1); // -1: no mark made
        // with a second round: this pass had tasks left at the mark, next has enough for what it gave before
        while (second && m > 0 && !(rest - more[m] > 0 && next.rest >= more[m])) {
            m--;
        }
        for (int k = 0; k < m; k++) {
            next.mark(k, used[k], at[k], next.rest - more[k]);
        }
        return Math.max(0, m);
    }

    /** The hosts taken before mark m's row. */
    int used(int m) {
        return used[m];
    }

    /** The tasks taken before mark m's row. */
    int at(int m) {
        return at[m];
    }

    /** The second round's tasks given before mark m's row. */
    long more(int m) {
        return more[m];
    }
}
