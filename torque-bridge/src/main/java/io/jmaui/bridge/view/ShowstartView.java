package io.jmaui.bridge.view;

import java.util.List;

/**
 * showstart (the showstart command page): when an idle job, or a job not submitted, is expected to
 * start and complete.
 *
 * @param start     the reservation-based estimate, epoch seconds; null when no start is known (the
 *                  job is blocked or fits nowhere)
 * @param reason    why no start is known, when {@code start} is null
 * @param estimates the estimates asked for with {@code -e} (Rsv, Priority, Historical), in that
 *                  order; empty without {@code -e}: {@code start} alone, in the short layout
 * @param partition the partition of the reservation-based placement ("Best Partition")
 * @param feedback  with {@code -f}: the ratio of actual to estimated waits the estimates were scaled
 *                  by and how many started jobs it comes from; null without
 * @param rm        with {@code -g}: the resource manager the grid table's row names; null without
 */
public record ShowstartView(long now, String id, int procs, long wallLimit, String state, Long start,
                            String reason, List<Estimate> estimates, String partition, Feedback feedback,
                            String rm) {

    public ShowstartView {
        estimates = estimates == null ? List.of() : List.copyOf(estimates);
    }

    /** One estimate: its kind (Rsv, Priority, Historical), the start (null: none) and why none. */
    public record Estimate(String kind, Long start, String reason) {
    }

    /** showstart -f: estimates scaled by {@code factor}, from {@code samples} jobs seen starting. */
    public record Feedback(double factor, int samples) {
    }
}
