package io.jmaui.scheduler.availability;

import java.util.List;

/**
 * Where and when a request fits: from {@code start} to {@code end}, one host per task.
 */
public record Placement(long start, long end, List<String> hosts) {

    public Placement {
        hosts = List.copyOf(hosts);
    }
}
