package io.jmaui.scheduler.iteration;

import java.util.AbstractMap;
import java.util.Arrays;
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
 */
public final class BypassCounts extends AbstractMap<String, Integer> {

    private String[] ids;
    private int[] counts;
    private int size;

    BypassCounts(int expected) {
        ids = new String[Math.max(4, expected)];
        counts = new int[ids.length];
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

    /** Each of {@code counts} in its order, unboxed where they are an iteration's. */
    public static void forEach(Map<String, Integer> counts, ObjIntConsumer<String> each) {
        if (counts instanceof BypassCounts b) {
            for (int i = 0; i < b.size; i++) {
                each.accept(b.ids[i], b.counts[i]);
            }
        } else {
            counts.forEach(each::accept);
        }
    }

    /** The id of the {@code i}th count, in the order they were added (priority order). */
    public String id(int i) {
        return ids[i];
    }

    /** The {@code i}th count, unboxed. */
    public int count(int i) {
        return counts[i];
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Set<Entry<String, Integer>> entrySet() {
        return new PositionEntries<>(this::size, i -> new SimpleImmutableEntry<>(ids[i], counts[i]));
    }
}
