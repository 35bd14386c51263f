package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The queued jobs' facts of one iteration held by their rank position (a dense index assigned
 * once, by {@link RankJobs}): why each waits, whether it started or was backfilled, its start
 * estimate, whether it holds a job reservation. The stages that walk every queued job (eligibility, the summary, the result) read
 * and write by position, so 100,000 jobs cost array reads rather than hash lookups by job id,
 * which were most of an iteration at that size. The few writes made for one job at a time (a
 * start, a refusal) find its position through an identity map built on first use.
 */
final class JobSlots {

    /** No start estimate. */
    static final long NONE = Long.MIN_VALUE;

    private final List<Job> ranked;
    private final Reason[] reasons;
    /**
     * Per position, {@link #STARTED}, {@link #BACKFILLED} and {@link #RESERVED} bits; with the
     * estimates, made on the first write: an iteration starts or reserves a few of its jobs, and
     * the simulator's make no other estimate (five arrays per iteration were 1 % of a Lublin run).
     */
    private byte[] flags;
    private long[] estimates;
    private static final byte STARTED = 1;
    private static final byte BACKFILLED = 2;
    private static final byte RESERVED = 4;
    /** How many positions have the {@link #BACKFILLED} bit: most iterations backfill none. */
    private int backfilledCount;
    /** The positions started, in the order they were, {@link #starts} of them: a few per iteration. */
    private int[] startedAt;
    private int starts;
    private IdentityHashMap<Job, Integer> index;
    /** Where {@link #of} starts its next walk, and how many positions its walks have read so far. */
    private int cursor;
    private int walked;
    /** Reasons given to a job that is not queued (none so far): kept so a later read sees them. */
    private Map<String, Reason> others;

    JobSlots(List<Job> ranked) {
        this.ranked = ranked;
        int n = ranked.size();
        reasons = new Reason[n];
    }

    /**
     * The rank position of {@code j} (the same object as in the ranked list), -1 when it is not
     * queued. Found by walking the list from after the last job found (starts come mostly in rank
     * order) until the walks have cost twice the list; then through an identity map. An iteration
     * finds a few jobs of a short queue, each object new to it (the simulator makes them at each
     * event): hashing every queued job's identity for the map was 2 % of a Lublin run.
     */
    int of(Job j) {
        if (index == null) {
            int n = ranked.size();
            for (int k = 0; k < n && walked < 2 * n; k++, walked++) {
                int i = cursor + k < n ? cursor + k : cursor + k - n;
                if (ranked.get(i) == j) {
                    cursor = i + 1 < n ? i + 1 : 0;
                    return i;
                }
            }
            if (walked < 2 * n) {
                return -1; // walked the whole list
            }
            index = new IdentityHashMap<>(n * 2);
            for (int i = 0; i < n; i++) {
                index.put(ranked.get(i), i);
            }
        }
        Integer i = index.get(j);
        return i == null ? -1 : i;
    }

    int size() {
        return ranked.size();
    }

    Reason reason(int slot) {
        return reasons[slot];
    }

    void reason(int slot, Reason r) {
        reasons[slot] = r;
    }

    Reason reason(Job j) {
        int i = of(j);
        return i >= 0 ? reasons[i] : others == null ? null : others.get(j.id());
    }

    void reason(Job j, Reason r) {
        int i = of(j);
        if (i >= 0) {
            reasons[i] = r;
        } else {
            if (others == null) {
                others = new HashMap<>();
            }
            others.put(j.id(), r);
        }
    }

    boolean started(int slot) {
        return flag(slot, STARTED);
    }

    boolean backfilled(int slot) {
        return flag(slot, BACKFILLED);
    }

    /** Whether some job was started by backfill (out of order): without one no bypass count changes. */
    boolean anyBackfilled() {
        return backfilledCount > 0;
    }

    private boolean flag(int slot, byte bit) {
        return flags != null && (flags[slot] & bit) != 0;
    }

    private void flag(int slot, byte bit, boolean on) {
        if (flags == null) {
            flags = new byte[ranked.size()];
        }
        flags[slot] = (byte) (on ? flags[slot] | bit : flags[slot] & ~bit);
    }

    /** The positions started, in increasing order: the summary reads them instead of every position's bits. */
    int[] startedSlots() {
        if (starts == 0) {
            return new int[0];
        }
        int[] at = java.util.Arrays.copyOf(startedAt, starts);
        java.util.Arrays.sort(at);
        return at;
    }

    long estimate(int slot) {
        return estimates == null ? NONE : estimates[slot];
    }

    void estimate(int slot, long start) {
        if (estimates == null) {
            estimates = new long[ranked.size()];
            java.util.Arrays.fill(estimates, NONE);
        }
        estimates[slot] = start;
    }

    /** Records a start at {@code now} of the job at position {@code i} (-1: not queued): no reason any more, the start as its estimate. */
    void start(int i, boolean backfill, long now) {
        if (i < 0) {
            return;
        }
        if (!started(i)) {
            if (startedAt == null || starts == startedAt.length) {
                startedAt = startedAt == null ? new int[4] : java.util.Arrays.copyOf(startedAt, 2 * starts);
            }
            startedAt[starts++] = i;
        }
        flag(i, STARTED, true);
        if (backfill != backfilled(i)) {
            backfilledCount += backfill ? 1 : -1;
        }
        flag(i, BACKFILLED, backfill);
        reasons[i] = null;
        estimate(i, now);
    }

    /** Records a job reservation's start as the estimate of the job at position {@code i} (-1: not queued). */
    void reserved(int i, long start) {
        if (i >= 0) {
            estimate(i, start);
            flag(i, RESERVED, true);
        }
    }

    /** Whether the job at {@code slot} holds a job reservation (the backfill passes leave it out). */
    boolean reserved(int slot) {
        return flag(slot, RESERVED);
    }
}
