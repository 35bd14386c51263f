package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.model.Reason;

import java.util.List;

/**
 * The job may run in no partition (guide 7.2): the partitions it asked for ({@code x=PARTITION})
 * are not among those its credentials' PLIST and PDEF allow, or, without a request, its
 * credentials allow none of the partitions the nodes are in.
 *
 * @param requested the job's own request, empty when it made none
 */
public record PartitionDenied(List<String> requested) implements Reason {

    public PartitionDenied {
        requested = List.copyOf(requested);
    }

    @Override
    public String policy() {
        return "PARTITION";
    }

    @Override
    public String summary() {
        return requested.isEmpty() ? "PARTITION no partition allowed"
                : "PARTITION requested=" + String.join(",", requested) + " not allowed";
    }
}
