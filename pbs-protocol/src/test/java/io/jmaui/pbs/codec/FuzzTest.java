package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.jmaui.pbs.codec.Captures.Capture;
import io.jmaui.pbs.codec.Captures.Kind;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.SchedulerCommand;
import io.jmaui.pbs.message.UndecodableRequest;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Mutated and truncated captures through every decoder, in random chunks: byte flips (biased to
 * DIS's significant bytes), insertions, deletions, duplicated ranges, truncation. Only the typed
 * outcomes may appear — a request decoder emits requests and at most one
 * {@link UndecodableRequest}, last; reply and scheduler decoders emit messages or throw
 * {@link DisException} — nothing else escapes, no case hangs, the heap stays bounded; and
 * whatever did decode re-encodes to bytes that decode to the same messages.
 *
 * <p>Deterministic: seed {@code jmaui.fuzz.seed} (default 20261122), iterations
 * {@code jmaui.fuzz.iterations} (default 100000; the parent pom passes it to surefire). A failure
 * prints the case number and the input in hex.
 */
class FuzzTest {

  private static final byte[] INTERESTING = "+-0123456789x\0\u00ff".getBytes(
      java.nio.charset.StandardCharsets.ISO_8859_1);
  private static final long HEAP_BOUND = 768L << 20;
  /**
   * Generous for a shared machine: a case is at most ~20 KB; a loop would be far slower. Counted
   * in the test thread's CPU time, not wall time: at a load of 20 on two cores one case was
   * descheduled for 9.5 s of wall time, which says nothing about the decoder.
   */
  private static final long CASE_BOUND_MS = 5_000;
  private static final java.lang.management.ThreadMXBean CPU =
      java.lang.management.ManagementFactory.getThreadMXBean();

  private volatile int currentCase;
  private volatile byte[] currentInput;

  @Test
  void mutatedCapturesOnlyGiveTypedOutcomes() {
    int iterations = Integer.getInteger("jmaui.fuzz.iterations", 100_000);
    long seed = Long.getLong("jmaui.fuzz.seed", 20261122L);
    List<Capture> captures = Captures.all().stream()
        .filter(c -> c.kind() == Kind.REQUESTS || c.kind() == Kind.REPLIES
            || c.kind() == Kind.SCHEDULER)
        .toList();
    long[] outcomes = new long[4];
    Duration budget = Duration.ofSeconds(Math.max(110, iterations / 1000));
    try {
      assertTimeoutPreemptively(budget, () -> run(iterations, seed, captures, outcomes));
    } catch (AssertionError e) {
      byte[] in = currentInput;
      throw new AssertionError("case " + currentCase + " (seed " + seed + "): " + e.getMessage()
          + (in == null ? "" : "\ninput: " + ByteBufUtil.hexDump(in)), e);
    }
    System.out.printf("fuzz: %d cases, seed %d: %d decoded, %d undecodable requests,"
        + " %d DisExceptions, %d empty%n", iterations, seed, outcomes[0], outcomes[1],
        outcomes[2], outcomes[3]);
    assertEquals(iterations, outcomes[0] + outcomes[1] + outcomes[2] + outcomes[3]);
  }

  private void run(int iterations, long seed, List<Capture> captures, long[] outcomes) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < iterations; i++) {
      currentCase = i;
      Capture c = captures.get(random.nextInt(captures.size()));
      byte[] input = mutate(c.bytes(), random);
      currentInput = input;
      // mostly the capture's own decoder; sometimes another one, to cross the streams
      Kind kind = random.nextInt(8) == 0 ? Kind.values()[random.nextInt(3)] : c.kind();
      // tiny writes only for small inputs: a status object re-read per byte is quadratic
      int chunk = random.nextInt(4) == 0 ? Math.max(1, input.length)
          : input.length <= 512 ? 1 + random.nextInt(8) : 64 + random.nextInt(4096);
      long t0 = CPU.getCurrentThreadCpuTime();
      outcomes[decode(kind, input, chunk)]++;
      long ms = (CPU.getCurrentThreadCpuTime() - t0) / 1_000_000;
      assertTrue(ms < CASE_BOUND_MS, "one case took " + ms + " ms");
      if ((i & 0x3fff) == 0) {
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        assertTrue(used < HEAP_BOUND, "heap in use " + (used >> 20) + " MiB");
      }
    }
    currentInput = null;
  }

  /** 0 = decoded, 1 = undecodable request, 2 = DisException, 3 = nothing came out. */
  private static int decode(Kind kind, byte[] input, int chunk) {
    ChannelHandler decoder = switch (kind) {
      case REQUESTS -> new BatchRequestDecoder();
      case REPLIES -> new BatchReplyDecoder();
      default -> new SchedulerCommandDecoder();
    };
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    List<Object> out = new ArrayList<>();
    try {
      for (int i = 0; i < input.length; i += chunk) {
        ch.writeInbound(Unpooled.wrappedBuffer(input, i, Math.min(chunk, input.length - i)));
        drain(ch, out);
      }
      ch.finish();
      drain(ch, out);
    } catch (DisException e) {
      if (kind == Kind.REQUESTS) {
        fail("the server-side decoder threw instead of emitting UndecodableRequest: " + e);
      }
      ch.finishAndReleaseAll();
      return 2;
    } catch (RuntimeException e) {
      throw new AssertionError("untyped exception: " + e, e);
    }
    for (int i = 0; i < out.size(); i++) {
      Object o = out.get(i);
      boolean typed = switch (kind) {
        case REQUESTS -> o instanceof BatchRequest
            || (o instanceof UndecodableRequest && i == out.size() - 1);
        case REPLIES -> o instanceof BatchReply;
        default -> o instanceof SchedulerCommand;
      };
      assertTrue(typed, "unexpected output " + i + ": " + o);
    }
    reencodes(kind, out);
    if (out.isEmpty()) {
      return 3;
    }
    return out.get(out.size() - 1) instanceof UndecodableRequest ? 1 : 0;
  }

  /** Whatever decoded, however mangled the input, encodes to bytes that decode to the same. */
  private static void reencodes(Kind kind, List<Object> out) {
    if (kind == Kind.REQUESTS) {
      List<BatchRequest> requests = out.stream().filter(o -> o instanceof BatchRequest)
          .map(o -> (BatchRequest) o).toList();
      if (!requests.isEmpty()) {
        assertEquals(requests, Codecs.decodeRequests(Codecs.encodeRequests(requests)));
      }
    } else if (kind == Kind.REPLIES && !out.isEmpty()) {
      List<BatchReply> replies = Codecs.cast(out, BatchReply.class);
      assertEquals(replies, Codecs.decodeReplies(Codecs.encodeReplies(replies)));
    }
  }

  private static void drain(EmbeddedChannel ch, List<Object> out) {
    for (Object o; (o = ch.readInbound()) != null; ) {
      out.add(o);
    }
  }

  static byte[] mutate(byte[] original, SplittableRandom r) {
    byte[] b = original;
    int mutations = 1 + r.nextInt(4);
    for (int m = 0; m < mutations && b.length > 0; m++) {
      int at = r.nextInt(b.length);
      switch (r.nextInt(5)) {
        case 0 -> { // flip one byte
          b = b.clone();
          b[at] = r.nextBoolean() ? INTERESTING[r.nextInt(INTERESTING.length)]
              : (byte) r.nextInt(256);
        }
        case 1 -> { // insert 1-4 bytes
          byte[] ins = new byte[1 + r.nextInt(4)];
          for (int k = 0; k < ins.length; k++) {
            ins[k] = INTERESTING[r.nextInt(INTERESTING.length)];
          }
          b = splice(b, at, 0, ins);
        }
        case 2 -> b = splice(b, at, Math.min(1 + r.nextInt(8), b.length - at), new byte[0]);
        case 3 -> { // duplicate a range somewhere
          int len = Math.min(1 + r.nextInt(64), b.length - at);
          byte[] range = Arrays.copyOfRange(b, at, at + len);
          b = splice(b, r.nextInt(b.length + 1), 0, range);
        }
        default -> b = Arrays.copyOf(b, at); // truncate
      }
    }
    return b;
  }

  private static byte[] splice(byte[] b, int at, int remove, byte[] insert) {
    byte[] out = new byte[b.length - remove + insert.length];
    System.arraycopy(b, 0, out, 0, at);
    System.arraycopy(insert, 0, out, at, insert.length);
    System.arraycopy(b, at + remove, out, at + insert.length, b.length - at - remove);
    return out;
  }
}
