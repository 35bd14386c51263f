package io.jmaui.scheduler.priority;

/**
 * From the weighted sum of the components to the job's priority (guide 5.1.1, 5.1.5, appendix F
 * ENABLENEGJOBPRIORITY), in Maui's order:
 * <ol>
 *   <li>without ENABLENEGJOBPRIORITY the sum is raised to at least 1;</li>
 *   <li>the sum is capped at MAX_PRIO_VAL, one billion;</li>
 *   <li>an absolute system priority set with {@code setspri P} (1..10^9) replaces the result with
 *       {@code 10^9 + P}, above any calculated priority: {@code setspri 5 job.1294} gives
 *       1000000005;</li>
 *   <li>a relative adjustment is stored as Maui stores it, {@code 2*10^9 + delta} (any value above
 *       10^9), and adds {@code delta} to the calculated priority.</li>
 * </ol>
 * The value is then truncated toward zero, as Maui converts its double priority to an integer.
 */
final class PriorityBounds {

    /** Maui's MAX_PRIO_VAL. */
    static final long MAX_PRIO = 1_000_000_000L;

    private PriorityBounds() {
    }

    static long apply(double sum, long systemPriority, boolean negativeAllowed) {
        double p = sum;
        if (!negativeAllowed && p < 1.0) {
            p = 1.0;
        }
        if (p > MAX_PRIO) {
            p = MAX_PRIO;
        }
        if (systemPriority > MAX_PRIO) {
            p += systemPriority - 2 * MAX_PRIO;
        } else if (systemPriority > 0) {
            p = MAX_PRIO + systemPriority;
        }
        return (long) p;
    }
}
