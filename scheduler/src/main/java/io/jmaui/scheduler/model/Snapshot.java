package io.jmaui.scheduler.model;

import java.util.List;

/**
 * Everything one iteration reads, immutable. The time {@code now} is passed beside it, never read
 * from a clock (design.md "Time").
 *
 * @param jobs              all jobs the resource manager reported (every state)
 * @param nodes             all compute nodes
 * @param classes           execution queues with their PBS priorities
 * @param reservations      administrative reservations (standing and job ones are derived)
 * @param fairshareWindows  fairshare usage history, newest (current) window first
 */
public record Snapshot(
        List<Job> jobs,
        List<Node> nodes,
        List<JobClass> classes,
        List<Reservation> reservations,
        List<FairshareWindow> fairshareWindows) {

    public Snapshot {
        jobs = List.copyOf(jobs);
        nodes = List.copyOf(nodes);
        classes = List.copyOf(classes);
        reservations = List.copyOf(reservations);
        fairshareWindows = List.copyOf(fairshareWindows);
    }

    /** Configured resources of all nodes, whatever their state: the cluster total of processor equivalents. */
    public Resources configuredResources() {
        return Node.configuredTotal(nodes);
    }

    public static Snapshot of(List<Job> jobs, List<Node> nodes) {
        return new Snapshot(jobs, nodes, List.of(), List.of(), List.of());
    }
}
