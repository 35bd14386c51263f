package io.jmaui.pbs.bench;

import io.jmaui.pbs.codec.BatchReplyDecoder;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.StatusReply;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Decoding a 10,000-job StatusJob reply with the production {@link BatchReplyDecoder}, in one
 * buffer and in 64 KiB chunks as a socket delivers it. Score = milliseconds per reply; jobs/s =
 * 10,000 / score, MB/s = reply size (printed at setup) / score. Target: under 100 ms on one core.
 *
 * <p>{@code bin/bench -f 1 -wi 3 -i 5 StatusJobDecodeBench}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class StatusJobDecodeBench {

  @Param("10000")
  int jobs;

  @Param({"0", "65536"})
  int chunk;

  byte[] reply;

  /** Whether the decoder also digests each object's attributes, as the daemon's client does. */
  boolean digest;

  /** What the caller holds: objects it holds with the same bytes come withheld, as in the daemon's steady polls. */
  io.jmaui.pbs.message.KnownObjects known = io.jmaui.pbs.message.KnownObjects.NONE;

  @Setup
  public void setup() {
    reply = StatusJobReplies.encoded(jobs);
    System.out.printf("%nreply: %d jobs, %d bytes (%.2f MB)%n", jobs, reply.length,
        reply.length / 1e6);
  }

  @Benchmark
  public int decode() {
    return decodeObjects().size();
  }

  /** The reply's status objects, decoded by the production decoder from the reply's bytes. */
  java.util.List<io.jmaui.pbs.message.StatusObject> decodeObjects() {
    BatchReplyDecoder decoder = new BatchReplyDecoder(io.jmaui.pbs.dis.DisLimits.DEFAULT, null, digest);
    decoder.withhold(known);
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    int step = chunk == 0 ? reply.length : chunk;
    for (int i = 0; i < reply.length; i += step) {
      ch.writeInbound(Unpooled.wrappedBuffer(reply, i, Math.min(step, reply.length - i)));
    }
    BatchReply r = ch.readInbound();
    ch.finish();
    return ((StatusReply) r.body()).objects();
  }
}
