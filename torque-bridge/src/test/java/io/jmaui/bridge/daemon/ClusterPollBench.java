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
 * jobs (about 10,000 running) on 10,000 nodes, built once by {@link ScaleReplies} and passed
 * through the codec as the client receives them, to the model's jobs, nodes and classes, with
 * each job's comment and the mapping problems: what the daemon logs as {@code map_ms} each
 * iteration. Decoding and the poll itself are not included. {@code first}: a daemon's first poll
 * (every object mapped); {@code unchanged}: a poll where nothing changed since the last one (every
 * object recalled by its digest, {@link MappingMemo}). Target: under 500 ms per map.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ClusterPollBench {

    ScaleReplies replies;
    final ClusterPoll warm = new ClusterPoll();

    @Setup
    public void setup() {
        replies = ScaleReplies.build(10_000, 100_000, 42).decoded();
        PolledCluster once = warm.map(replies.replies());
        if (once.jobs().size() < 99_000 || once.nodes().size() != 10_000 || !once.problems().isEmpty()) {
            throw new IllegalStateException("unexpected mapping: " + once.jobs().size() + " jobs, "
                    + once.nodes().size() + " nodes, problems " + once.problems());
        }
    }

    @Benchmark
    public PolledCluster first() {
        return new ClusterPoll().map(replies.replies());
    }

    @Benchmark
    public PolledCluster unchanged() {
        return warm.map(replies.replies());
    }
}
