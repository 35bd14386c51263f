package io.jmaui.bridge.report;

import java.util.List;

/**
 * A finished comparison: every (trace, configuration) simulation's figures, trace by trace in the
 * order the traces were given, configurations in the order given, and the classes the matrices
 * use (the first configuration's PLOT* parameters, so every configuration is cut alike). This is
 * compare.json.
 */
public record Comparison(long tau, Buckets sizeBuckets, Buckets timeBuckets, List<RunMetrics> runs) {

    public Comparison {
        runs = List.copyOf(runs);
    }
}
