package io.jmaui.pbs.codec;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.AttributeNames;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.dis.DisLimits;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the status-reply decoder over a made-up StatusJob reply a few times, so that the JIT has
 * compiled it before the daemon's first poll: a fresh JVM decodes its first 10,000-job reply
 * interpreted, several times slower than warm ({@code StatusJobDecodeCold} measures it). The
 * daemon's launcher starts this on a thread of its own as the JVM starts; it reads its config
 * and state and connects meanwhile. No I/O, nothing kept.
 */
public final class DecoderWarmup {
  private static final String[] STATES = {"Q", "R", "H"};

  /** What {@link #run()} does: enough for the JIT to compile the decoder's hot paths, about 0.4 s of one core. */
  public static final int JOBS = 2_000;
  public static final int ROUNDS = 4;

  private DecoderWarmup() {}

  /** {@link #ROUNDS} rounds of {@link #JOBS} jobs: what the daemon's launcher runs as it starts. */
  public static void run() {
    run(JOBS, ROUNDS);
  }

  /**
   * Encodes one reply of {@code jobs} made-up jobs and decodes it {@code rounds} times, reading
   * every value of each object that came with its bytes as the daemon's mapping does. From the
   * second round, every other object is held with its bytes and comes withheld, but every tenth
   * held with a digest of other bytes and every tenth with another entry count (as a job that
   * gained an attribute: the daemon's polls have both, and a branch the warm-up never took has
   * the compiled decoder thrown away in the daemon's second poll). Returns the number of
   * attributes read (so that no work is optimized away).
   */
  public static long run(int jobs, int rounds) {
    byte[] reply = encoded(jobs);
    AttributeNames names = new AttributeNames();
    long read = 0;
    java.util.Map<String, KnownObjects.Held> held = new java.util.HashMap<>();
    for (int i = 0; i < rounds; i++) {
      // as the daemon's client decodes: digesting each object in the buffer, from direct buffers
      // (Netty's socket reads); from the second round about half the objects are held with their
      // bytes, as a poll's unchanged jobs are, and a few held with other bytes, as changed ones
      BatchReplyDecoder decoder = new BatchReplyDecoder(DisLimits.DEFAULT, null, true);
      decoder.withhold((type, name) -> held.get(name));
      List<StatusObject> objects = decode(decoder, reply);
      for (int k = 0; k < objects.size(); k++) {
        StatusObject o = objects.get(k);
        if (o.attributes() instanceof EncodedAttributes a && !a.isWithheld()) {
          for (int j = 0; j < a.size(); j++) {
            read += a.fullName(j, names).length() + a.value(j).length() > 0 ? 1 : 0;
          }
          if (k % 2 == 0) {
            held.put(o.name(), new Known(a.size() + (k % 10 == 4 ? 1 : 0), a.length(),
                a.digest() + (k % 10 == 0 ? 1 : 0)));
          }
        }
      }
    }
    return read;
  }

  /** What the warm-up's caller holds of one object. */
  private record Known(int entries, int length, long digest) implements KnownObjects.Held {
  }

  /**
   * {@code objects} as the daemon's client would hand them over: encoded as one Status reply and
   * decoded again, in 64 KiB direct buffers (for the daemon's own warm-up of its mapping).
   */
  public static List<StatusObject> roundTrip(List<StatusObject> objects) {
    return roundTrip(objects, KnownObjects.NONE);
  }

  /** {@link #roundTrip(List)}, the objects {@code known} holds with the same bytes withheld. */
  public static List<StatusObject> roundTrip(List<StatusObject> objects, KnownObjects known) {
    BatchReplyDecoder decoder = new BatchReplyDecoder(DisLimits.DEFAULT, null, true);
    decoder.withhold(known);
    return decode(decoder, encode(objects));
  }

  /** The objects of Status reply {@code reply}, fed to {@code decoder} in 64 KiB direct buffers. */
  private static List<StatusObject> decode(BatchReplyDecoder decoder, byte[] reply) {
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    for (int at = 0; at < reply.length; at += 65536) {
      int n = Math.min(65536, reply.length - at);
      ch.writeInbound(PooledByteBufAllocator.DEFAULT.directBuffer(n).writeBytes(reply, at, n));
    }
    BatchReply r = ch.readInbound();
    ch.finish();
    return ((StatusReply) r.body()).objects();
  }

  private static byte[] encoded(int jobs) {
    List<StatusObject> objects = new ArrayList<>(jobs);
    for (int i = 0; i < jobs; i++) {
      objects.add(new StatusObject(ObjectType.JOB, i + ".warmup", List.of(
          Attribute.of("Job_Name", "job" + i),
          Attribute.of("Job_Owner", "user" + i % 50 + "@head"),
          Attribute.of("job_state", STATES[i % STATES.length]),
          Attribute.of("queue", "batch"),
          Attribute.of("euser", "user" + i % 50),
          Attribute.of("egroup", "group" + i % 5),
          Attribute.of("Resource_List", "nodes", (1 + i % 4) + ":ppn=" + (1 + i % 16)),
          Attribute.of("Resource_List", "walltime", "0" + i % 10 + ":00:00"),
          Attribute.of("Resource_List", "mem", (i % 64) + "gb"),
          Attribute.of("qtime", Long.toString(1_800_000_000L + i)),
          Attribute.of("Priority", Integer.toString(i % 1024 - 512)),
          Attribute.of("comment", "jmaui: waiting: estimated start 2026-11-26 04:0" + i % 10 + ":00"))));
    }
    return encode(objects);
  }

  private static byte[] encode(List<StatusObject> objects) {
    ByteBuf out = Unpooled.buffer();
    try {
      BatchReplyEncoder.encode(BatchReply.status(objects), out);
      byte[] bytes = new byte[out.readableBytes()];
      out.readBytes(bytes);
      return bytes;
    } finally {
      out.release();
    }
  }
}
