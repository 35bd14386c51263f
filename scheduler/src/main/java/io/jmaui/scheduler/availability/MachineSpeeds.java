package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Node;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * USEMACHINESPEED for jobs not yet running (guide 5.2; appendix F: "job X specifying a wallclock
 * limit of 1:00:00 would be given only 40 minutes to run if started on a node with a machine
 * speed of 1.5"): a job on nodes of speed s or faster is planned for its walltime divided by s,
 * as a running job is by its slowest node. Each distinct speed is a class: the request kept to
 * nodes at least that fast, for that much less time. A start now takes the fastest class that
 * holds the job now; an estimate or reservation the class that starts it earliest, the faster on
 * a tie (it ends first). A node without a SPEED, or slower than 1.0, counts as 1.0: pbs_mom still
 * ends the job at its own walltime, so planning never makes it longer.
 */
final class MachineSpeeds {

    private final Map<String, Double> speeds;
    /** The distinct speeds, fastest first; the last is the slowest node's (every node is at least that fast). */
    private final double[] classes;

    private MachineSpeeds(Map<String, Double> speeds, double[] classes) {
        this.speeds = speeds;
        this.classes = classes;
    }

    /** The classes over {@code nodes}, or null when no node is faster than 1.0. */
    static MachineSpeeds of(List<Node> nodes, Map<String, Double> speeds) {
        TreeSet<Double> distinct = new TreeSet<>();
        for (Node n : nodes) {
            distinct.add(speed(speeds, n));
        }
        if (distinct.isEmpty() || distinct.last() <= 1.0) {
            return null;
        }
        return new MachineSpeeds(Map.copyOf(speeds), distinct.descendingSet().stream().mapToDouble(Double::doubleValue)
                .toArray());
    }

    private static double speed(Map<String, Double> speeds, Node n) {
        return Math.max(1.0, speeds.getOrDefault(n.name(), 1.0));
    }

    /** The earliest of {@code search} over the classes, the faster class on a tie. */
    Optional<Placement> earliest(Request q, Function<Request, Optional<Placement>> search) {
        if (q.walltime() <= 0) {
            return search.apply(q);
        }
        Optional<Placement> best = Optional.empty();
        for (double s : classes) {
            Optional<Placement> p = search.apply(inClass(q, s));
            if (p.isPresent() && (best.isEmpty() || p.get().start() < best.get().start())) {
                best = p;
            }
        }
        return best;
    }

    /** The first of {@code search} over the classes, fastest first. */
    Optional<Placement> first(Request q, Function<Request, Optional<Placement>> search) {
        if (q.walltime() <= 0) {
            return search.apply(q);
        }
        for (double s : classes) {
            Optional<Placement> p = search.apply(inClass(q, s));
            if (p.isPresent()) {
                return p;
            }
        }
        return Optional.empty();
    }

    /** q on nodes of speed {@code s} or faster, for its walltime divided by {@code s}. */
    private Request inClass(Request q, double s) {
        long walltime = Math.max(1, (long) (q.walltime() / s));
        Request r = q.withWalltime(walltime);
        return s <= classes[classes.length - 1] ? r : r.narrowed(n -> speed(speeds, n) >= s);
    }
}
