package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.Arrays;
import java.util.List;

/**
 * The queue order of {@link JobPriorities}: priority descending, then submit time ascending, then
 * job number ascending (the numeric prefix of the job id, {@code 1001.head} is 1001; ids without
 * one sort after), then id. Sorted as primitive longs where the values allow, with a key object
 * only for the jobs that tie on priority and submit time, and those by insertion where few.
 */
final class QueueOrder {

    /** Runs of one priority and submit time up to this long are sorted by insertion ({@link #numbered}). */
    private static final int SHORT_RUN = 16;

    private QueueOrder() {
    }

    /**
     * The positions of {@code jobs} (with {@code values[i]} the priority of {@code jobs.get(i)},
     * {@link Long#MIN_VALUE} for none) in queue order, as sorting them by {@link Key#compare} would give. When the
     * priorities span less than 2^31 (always, short of setspri's relative adjustments), by priority
     * first as primitive longs (the priority's rank above the lowest in the high half, the position
     * in the low half: 100,000 objects sorted by comparator took a tenth of an iteration), then
     * each run of equal priority by submit time the same way ({@link #tieBreak}): a key object is
     * built only for a job that ties on both.
     */
    static int[] sort(List<Job> jobs, long[] values) {
        int n = values.length;
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        int[] order = new int[n];
        if (n < 2 || max - min < 0 || max - min >= 1L << 31) {
            Key[] keys = new Key[n];
            for (int i = 0; i < n; i++) {
                keys[i] = new Key(jobs.get(i), i, values[i], jobs.get(i).submitTime());
            }
            Arrays.sort(keys, Key::compare);
            for (int i = 0; i < n; i++) {
                order[i] = keys[i].index;
            }
            return order;
        }
        long[] codes = new long[n];
        for (int i = 0; i < n; i++) {
            codes[i] = (max - values[i]) << 32 | i;
        }
        Arrays.sort(codes);
        for (int i = 0; i < n; i++) {
            order[i] = (int) codes[i];
        }
        long[] submit = null; // read on the first tie, in the jobs' order: in rank order each was a cache miss
        for (int from = 0; from < n; ) {
            int to = from + 1;
            while (to < n && codes[to] >>> 32 == codes[from] >>> 32) { // the sorted codes hold the values
                to++;
            }
            if (to - from > 1) {
                if (submit == null) {
                    submit = submitTimes(jobs);
                }
                tieBreak(jobs, order, from, to, submit);
            }
            from = to;
        }
        return order;
    }

    /**
     * {@code order[from, to)}, jobs of one priority, by submit time as primitive longs (the time
     * above the earliest in the high half, the position in the low half), then each run of one
     * submit time by the comparator: a key object only for a job that ties on both.
     */
    private static void tieBreak(List<Job> jobs, int[] order, int from, int to, long[] submit) {
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (int k = from; k < to; k++) {
            lo = Math.min(lo, submit[order[k]]);
            hi = Math.max(hi, submit[order[k]]);
        }
        if (hi - lo < 0 || hi - lo >= 1L << 31) {
            keyed(jobs, order, from, to, submit);
            return;
        }
        long[] codes = new long[to - from];
        for (int k = from; k < to; k++) {
            codes[k - from] = (submit[order[k]] - lo) << 32 | order[k];
        }
        Arrays.sort(codes);
        for (int k = from; k < to; k++) {
            order[k] = (int) codes[k - from];
        }
        for (int a = from; a < to; ) {
            int b = a + 1;
            while (b < to && codes[b - from] >>> 32 == codes[a - from] >>> 32) {
                b++;
            }
            if (b - a > 1) {
                numbered(jobs, order, a, b, submit);
            }
            a = b;
        }
    }

    /**
     * {@code order[from, to)}, jobs of one priority and one submit time, by job number, then id (as
     * {@link Key#compare} orders them): by insertion, each job's number read once, where the run is
     * short; a sort by comparator otherwise. A short queue's ties are a few jobs submitted in the same
     * second, and the comparator sort's key objects and merge sort were most of ranking them
     * (HPC2N reslimits). The order is a total one (ids differ), so the same either way.
     */
    private static void numbered(List<Job> jobs, int[] order, int from, int to, long[] submit) {
        if (to - from > SHORT_RUN) {
            keyed(jobs, order, from, to, submit);
            return;
        }
        long[] numbers = new long[to - from];
        for (int k = from; k < to; k++) {
            numbers[k - from] = jobNumber(jobs.get(order[k]).id());
        }
        for (int k = from + 1; k < to; k++) {
            int index = order[k];
            long number = numbers[k - from];
            String id = jobs.get(index).id();
            int at = k;
            while (at > from && (numbers[at - 1 - from] > number
                    || numbers[at - 1 - from] == number && jobs.get(order[at - 1]).id().compareTo(id) > 0)) {
                order[at] = order[at - 1];
                numbers[at - from] = numbers[at - 1 - from];
                at--;
            }
            order[at] = index;
            numbers[at - from] = number;
        }
    }

    /** {@code order[from, to)}, jobs of one priority, sorted by {@link Key#compare}. */
    private static void keyed(List<Job> jobs, int[] order, int from, int to, long[] submit) {
        Key[] tied = new Key[to - from];
        for (int k = from; k < to; k++) {
            tied[k - from] = new Key(jobs.get(order[k]), order[k], 0, submit[order[k]]); // one priority: 0 for all
        }
        Arrays.sort(tied, Key::compare);
        for (int k = from; k < to; k++) {
            order[k] = tied[k - from].index;
        }
    }

    /** The submit time of each job, by position: read in the list's order, as the jobs lie in memory. */
    private static long[] submitTimes(List<Job> jobs) {
        long[] submit = new long[jobs.size()];
        for (int i = 0; i < submit.length; i++) {
            submit[i] = jobs.get(i).submitTime();
        }
        return submit;
    }

    /** One job's sort key, its numbers read once rather than at each of the sort's comparisons. */
    private static final class Key {
        final Job job;
        /** The job's position in the list sorted. */
        final int index;
        final long value;
        final long submit;
        /** The job number, read from the id only when a tie asks for it. */
        private long number;
        private boolean numbered;

        Key(Job job, int index, long value, long submit) {
            this.job = job;
            this.index = index;
            this.value = value;
            this.submit = submit;
        }

        long number() {
            if (!numbered) {
                number = jobNumber(job.id());
                numbered = true;
            }
            return number;
        }

        static int compare(Key a, Key b) {
            if (a.value != b.value) {
                return a.value > b.value ? -1 : 1;
            }
            if (a.submit != b.submit) {
                return a.submit < b.submit ? -1 : 1;
            }
            if (a.number() != b.number()) {
                return a.number() < b.number() ? -1 : 1;
            }
            return a.job.id().compareTo(b.job.id());
        }
    }

    /** The leading digits of a job id; {@link Long#MAX_VALUE} when there are none. */
    static long jobNumber(String id) {
        int end = 0;
        while (end < id.length() && end < 18 && Character.isDigit(id.charAt(end))) {
            end++;
        }
        return end == 0 ? Long.MAX_VALUE : Long.parseLong(id, 0, end, 10);
    }
}
