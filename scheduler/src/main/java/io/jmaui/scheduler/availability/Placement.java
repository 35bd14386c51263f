package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.FixedList;
import java.util.List;

/**
 * Where and when a request fits: from {@code start} to {@code end}, one host per task.
 */
public record Placement(long start, long end, List<String> hosts) {

    public Placement {
        hosts = FixedList.copyOf(hosts); // the chosen list itself (HostChoice.chosen), one class at every length
    }
}
