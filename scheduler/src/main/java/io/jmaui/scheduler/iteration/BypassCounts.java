package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.AbstractMap;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ObjIntConsumer;

/**
 * The bypass counts an iteration gives back (guide 8.2: one more for every job of higher priority
 * left idle when backfill starts a job below it), by job id in priority order: two arrays, read-only
 * once the iteration hands them over. Under the default policy backfill bypasses most of a long
 * queue at every event the simulator replays, and a linked map with a boxed count per job was the
 * largest part of the summary stage; {@link #forEach(Map, ObjIntConsumer)} reads the counts unboxed.
 * Each job is added once.
 *
 * <p>Where the eligible jobs are every waiting job of the snapshot, in the snapshot's order
 * ({@link #inSnapshotOrder}), the counts are the rule they follow: the jobs started, and among
 * them those backfilled, by their place in that order. A caller that keeps the waiting jobs in
 * the snapshot's order (the simulator's queue) applies the rule in a few steps per backfilled job
 * instead of reading a count for each of the ~900 jobs a deep queue's backfill bypasses at nearly
 * every event (building and reading them was ~11 % of such a run); anyone else reads the counts,
 * worked out from the rule on the first read, as a map like any other.
 */
public final class BypassCounts extends AbstractMap<String, Integer> {

    private String[] ids;
    private int[] counts;
    private int size;
    /** The snapshot's waiting jobs in its order, when the counts are its rule; null: listed by {@link #add}. */
    private final List<Job> waiting;
    /** The places in {@link #waiting} of the jobs backfilled, in order (a rule's). */
    private final int[] backfilled;
    /** The places in {@link #waiting} of the jobs started up to the last backfilled one (those included), in order (a rule's). */
    private final int[] started;
    /** The counts are listed in {@link #ids} and {@link #counts}: a rule's are worked out on the first read. */
    private volatile boolean listed;

    BypassCounts(int expected) {
        ids = new String[Math.max(4, expected)];
        counts = new int[ids.length];
        waiting = null;
        backfilled = null;
        started = null;
        listed = true;
    }

    private BypassCounts(List<Job> waiting, int[] backfilled, int[] started) {
        this.waiting = waiting;
        this.backfilled = backfilled;
        this.started = started;
    }

    /**
     * The counts of an iteration whose eligible jobs are {@code waiting}, every waiting job of its
     * snapshot in the snapshot's order: each job not started above the last of {@code backfilled}
     * (places in {@code waiting}, in order, at least one) gets one more for each backfilled job
     * below it. {@code started} are the places of the jobs started up to the last backfilled one,
     * in order, the backfilled ones among them. None of the three is copied or written after.
     */
    static BypassCounts inSnapshotOrder(List<Job> waiting, int[] backfilled, int[] started) {
        return new BypassCounts(waiting, backfilled, started);
    }

    /** Job {@code id}'s new count; the iteration adds each job at most once. */
    void add(String id, int count) {
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, size * 2);
            counts = Arrays.copyOf(counts, size * 2);
        }
        ids[size] = id;
        counts[size++] = count;
    }

    /**
     * Whether these counts are the rule over the snapshot's waiting jobs the class comment names:
     * every waiting job of the snapshot the iteration was given is eligible, ranked in the
     * snapshot's order, and each one not started gets one more for each job backfilled after it
     * in that order ({@link #backfilledJobs}, {@link #startedJobs}); the count is the snapshot's
     * plus that.
     */
    public boolean inSnapshotOrder() {
        return waiting != null;
    }

    /** How many jobs were backfilled ({@link #inSnapshotOrder} only). */
    public int backfilledJobs() {
        return backfilled.length;
    }

    /** The id of the {@code k}th job backfilled, in the snapshot's order ({@link #inSnapshotOrder} only). */
    public String backfilledId(int k) {
        return waiting.get(backfilled[k]).id();
    }

    /** How many jobs were started up to the last one backfilled, the backfilled ones included ({@link #inSnapshotOrder} only). */
    public int startedJobs() {
        return started.length;
    }

    /** The id of the {@code k}th of {@link #startedJobs}, in the snapshot's order ({@link #inSnapshotOrder} only). */
    public String startedId(int k) {
        return waiting.get(started[k]).id();
    }

    /** Each of {@code counts} in its order, unboxed where they are an iteration's. */
    public static void forEach(Map<String, Integer> counts, ObjIntConsumer<String> each) {
        if (counts instanceof BypassCounts b) {
            b.list();
            for (int i = 0; i < b.size; i++) {
                each.accept(b.ids[i], b.counts[i]);
            }
        } else {
            counts.forEach(each::accept);
        }
    }

    /** The id of the {@code i}th count, in the order they were added (priority order). */
    public String id(int i) {
        list();
        return ids[i];
    }

    /** The {@code i}th count, unboxed. */
    public int count(int i) {
        list();
        return counts[i];
    }

    @Override
    public int size() {
        // a rule's without listing it: every job up to the last backfilled one but those started
        return waiting == null ? size : backfilled[backfilled.length - 1] + 1 - started.length;
    }

    @Override
    public Set<Entry<String, Integer>> entrySet() {
        list();
        return new PositionEntries<>(this::size, i -> new SimpleImmutableEntry<>(ids[i], counts[i]));
    }

    /** Lists a rule's counts, once: what Summarize's walk gave before the rule was handed over. */
    private void list() {
        if (listed) {
            return;
        }
        synchronized (this) { // the daemon's result may be read by more than one thread
            if (listed) {
                return;
            }
            int n = size();
            String[] id = new String[n];
            int[] count = new int[n];
            int last = backfilled[backfilled.length - 1];
            int above = 0; // backfilled jobs above the one looked at
            for (int i = 0, s = 0, k = 0; i <= last; i++) {
                if (s < started.length && started[s] == i) {
                    s++;
                    if (above < backfilled.length && backfilled[above] == i) {
                        above++;
                    }
                    continue;
                }
                Job j = waiting.get(i);
                id[k] = j.id();
                count[k++] = j.bypassCount() + backfilled.length - above;
            }
            ids = id;
            counts = count;
            size = n;
            listed = true;
        }
    }
}
