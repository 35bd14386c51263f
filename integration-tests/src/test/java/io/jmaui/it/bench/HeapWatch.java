package io.jmaui.it.bench;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * This JVM's heap as the garbage collector leaves it: after each collection the heap pools'
 * used bytes are summed, and the largest sum since {@link #resetPeak()} is kept. Young
 * collections leave old garbage in place, so this is an upper bound of the live heap; the
 * figure after an explicit full GC ({@link #usedAfterFullGcMb()}) is the retained heap.
 */
final class HeapWatch {

    private final Set<String> heapPools;
    private final AtomicLong peak = new AtomicLong();
    private final AtomicLong overall = new AtomicLong();
    private final AtomicLong pauseMillis = new AtomicLong();

    private HeapWatch() {
        heapPools = ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getName).collect(Collectors.toSet());
    }

    static HeapWatch start() {
        HeapWatch w = new HeapWatch();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) gc).addNotificationListener((n, handback) -> {
                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType())) {
                    GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                            (CompositeData) n.getUserData());
                    long used = 0;
                    for (var e : info.getGcInfo().getMemoryUsageAfterGc().entrySet()) {
                        if (w.heapPools.contains(e.getKey())) {
                            used += e.getValue().getUsed();
                        }
                    }
                    if (!"System.gc()".equals(info.getGcCause())) {
                        w.pauseMillis.addAndGet(info.getGcInfo().getDuration());
                    }
                    long u = used;
                    w.peak.accumulateAndGet(u, Math::max);
                    w.overall.accumulateAndGet(u, Math::max);
                }
            }, null, null);
        }
        return w;
    }

    /** Time in collections so far, except those {@link #usedAfterFullGcMb()} asked for. */
    long pauseMillis() {
        return pauseMillis.get();
    }

    void resetPeak() {
        peak.set(0);
    }

    long peakAfterGcMb() {
        return peak.get() >> 20;
    }

    long overallPeakMb() {
        return overall.get() >> 20;
    }

    static long usedAfterFullGcMb() {
        System.gc();
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        return heap.getUsed() >> 20;
    }

    static long gcCount() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionCount)
                .sum();
    }

    static long gcMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime)
                .sum();
    }
}
