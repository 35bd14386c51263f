package io.jmaui.bridge.daemon;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Collects the old generation between iterations, when the next iteration would most likely have
 * to: a full collection then stops an idle loop instead of the next iteration in its middle.
 *
 * <p>Why: at 100,000 jobs an iteration keeps what the commands read (the report) until the next
 * one replaces it, and the young collection that falls inside an iteration finds that and the
 * iteration's own work alive, more than the survivor spaces hold, so some 25-60 MB are promoted
 * every iteration and die there one iteration later. Every second to fourth iteration the old
 * generation can no longer take what a young collection would promote, and the collector runs a
 * full collection instead, inside that iteration: 0.3-0.7 s of CPU on the 2-core bench machine,
 * 1 s and more of wall time under load ({@code bin/scale-bench}; torque-bridge's
 * PERFORMANCE-HISTORY.md). The collection costs the same between iterations, where nothing waits
 * for it but a poke that arrives during it.
 *
 * <p>When: after an iteration, if the old generation's free room is less than twice what it grew
 * by since the iteration before (what one iteration promotes, with room for a larger one; after
 * the first iteration, since the start: the warm-ups and the first poll promote the most); never
 * after an iteration in which it shrank (a collection ran) or did not grow. It runs as a task of
 * the loop's thread queued after the iteration, so whatever was queued meanwhile (an iteration
 * poked, an admin command) runs first. A JVM with no old
 * generation pool to read, or one run with {@code -XX:+DisableExplicitGC}, simply collects as it
 * would anyway. Loop thread only.
 */
final class IdleCollection {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private final MemoryPoolMXBean old;
    private final Runnable collect;
    /** What the old generation held after the last iteration; none at start, so the warm-ups' and start-up's promotions count. */
    private long lastUsed;

    IdleCollection() {
        this(oldGeneration(), System::gc);
    }

    /** @param old the old generation's pool, null when the JVM has none to read */
    IdleCollection(MemoryPoolMXBean old, Runnable collect) {
        this.old = old;
        this.collect = collect;
    }

    /** Whether the old generation should be collected now (and remembers what it held). */
    boolean due() {
        if (old == null) {
            return false;
        }
        MemoryUsage u = old.getUsage();
        long used = u.getUsed();
        long max = u.getMax() >= 0 ? u.getMax() : u.getCommitted();
        return due(used, max);
    }

    /** As {@link #due()}, from the old generation's use and capacity now. */
    boolean due(long used, long max) {
        long grown = used - lastUsed;
        lastUsed = used;
        return grown > 0 && max - used < 2 * grown;
    }

    /** After an iteration: collects now if {@link #due()}; the collection is logged at debug level. */
    void afterIteration(LongSupplier nanos) {
        if (!due()) {
            return;
        }
        long t0 = nanos.getAsLong();
        collect.run();
        lastUsed = old.getUsage().getUsed();
        LOG.debug("event=idle_gc ms={} old_mb_after={}", (nanos.getAsLong() - t0) / 1_000_000, lastUsed >> 20);
    }

    /** The heap pool a full collection empties of what died there: "PS Old Gen", "G1 Old Gen", "Tenured Gen". */
    private static MemoryPoolMXBean oldGeneration() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = p.getName();
            if (p.getType() == MemoryType.HEAP && p.isValid() && (name.contains("Old") || name.contains("Tenured"))) {
                return p;
            }
        }
        return null;
    }
}
