package io.jmaui.bridge.view;

/**
 * showstart (guide 4.1, "showstart"): when an idle job is expected to start and complete.
 *
 * @param start epoch seconds, null when no start is known (the job is blocked or beyond the
 *              estimate depth)
 * @param reason why no start is known, when {@code start} is null
 */
public record ShowstartView(long now, String id, int procs, long wallLimit, String state, Long start,
                            String reason) {
}
