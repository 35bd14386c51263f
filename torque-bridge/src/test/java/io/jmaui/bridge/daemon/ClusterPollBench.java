package io.jmaui.bridge.daemon;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link ClusterPoll#map}: the decoded StatusQue, StatusNode and StatusJob replies of 100,000
 * jobs (about 10,000 running) on 10,000 nodes, built once by {@link ScaleReplies}, to the
 * model's jobs, nodes and classes, with each job's comment and the mapping problems: what the
 * daemon logs as {@code map_ms} each iteration. Decoding and the poll itself are not included.
 * Target: under 500 ms per map.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ClusterPollBench {

    ScaleReplies replies;

    @Setup
    public void setup() {
        replies = ScaleReplies.build(10_000, 100_000, 42);
        PolledCluster once = ClusterPoll.map(replies.replies());
        if (once.jobs().size() < 99_000 || once.nodes().size() != 10_000 || !once.problems().isEmpty()) {
            throw new IllegalStateException("unexpected mapping: " + once.jobs().size() + " jobs, "
                    + once.nodes().size() + " nodes, problems " + once.problems());
        }
    }

    @Benchmark
    public PolledCluster map() {
        return ClusterPoll.map(replies.replies());
    }
}
