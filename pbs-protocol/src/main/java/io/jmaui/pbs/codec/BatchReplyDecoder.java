package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.dis.DisLimits;
import io.jmaui.pbs.dis.DisReader;
import io.jmaui.pbs.dis.NeedMoreBytes;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.JobIdReply;
import io.jmaui.pbs.message.LocateReply;
import io.jmaui.pbs.message.NullReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.ReplyBody;
import io.jmaui.pbs.message.ReplyChoice;
import io.jmaui.pbs.message.ReplyHeader;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RescQueryReply;
import io.jmaui.pbs.message.SelectReply;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.message.TextReply;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import java.util.ArrayList;
import java.util.List;

/**
 * Client side: decodes pbs_server's replies (wire doc §2.3) into {@link BatchReply}s. A Status
 * reply is read once, object by object: after each object the decoder keeps it and moves its
 * checkpoint, so a 10,000-job StatusJob reply arriving in many chunks is not re-parsed from the
 * start. Bad bytes throw {@link DisException} with the stream offset and the location
 * ({@code byte 1387: StatusNode reply, object 3 'n17', attribute 4 'state', value: ...}); after
 * that the decoder discards everything (the stream cannot be resynced).
 *
 * <p>Object and attribute numbers in messages count from 1. {@link #expectReplyTo} names the
 * request the next reply answers, for messages only. One instance per channel.
 */
public final class BatchReplyDecoder extends DisMessageDecoder {

  private enum State { HEADER, BODY, SELECT_COUNT, SELECT_IDS, STATUS_COUNT, STATUS_OBJECTS, FAILED }

  private State state = State.HEADER;
  private long consumed;
  private RequestType expected;
  private ReplyHeader header;
  private int remaining;
  private ArrayList<String> ids;
  private ArrayList<StatusObject> objects;
  private final java.util.concurrent.atomic.AtomicLong busyNanos;
  private final boolean digest;
  /** What the caller of the request on the wire already holds; reset with each reply. */
  private KnownObjects known = KnownObjects.NONE;

  public BatchReplyDecoder() {
    this(DisLimits.DEFAULT);
  }

  public BatchReplyDecoder(DisLimits limits) {
    this(limits, null);
  }

  /**
   * @param busyNanos when not null, the wall time spent decoding is added to it (the daemon
   *     reports decoding as a stage of its iteration; it happens on the I/O thread as bytes arrive)
   */
  public BatchReplyDecoder(DisLimits limits, java.util.concurrent.atomic.AtomicLong busyNanos) {
    this(limits, busyNanos, false);
  }

  /**
   * @param digest whether each status object's attribute digest ({@link EncodedAttributes#digest})
   *     is computed here, from the bytes where they arrived, rather than by whoever first asks: the
   *     daemon asks for every object's (to see what changed since the last poll), and this way that
   *     happens on the I/O thread while the rest of the reply is still arriving, not on the
   *     scheduling thread after
   */
  public BatchReplyDecoder(DisLimits limits, java.util.concurrent.atomic.AtomicLong busyNanos, boolean digest) {
    super(limits);
    this.busyNanos = busyNanos;
    this.digest = digest;
    // objects are consumed as they arrive: drop the read bytes after every read, or the
    // cumulation grows and is copied for 16 reads (Netty's default) — twice the decode cost
    setDiscardAfterReads(1);
  }

  /**
   * Names the request the next reply answers ({@code StatusNode}), so that errors say
   * "StatusNode reply"; the client sends one request at a time (§2.1). Null = unknown.
   */
  public void expectReplyTo(RequestType type) {
    this.expected = type;
  }

  /**
   * What the caller of the next request already holds: each status object of its reply that
   * {@code known} holds comes {@linkplain EncodedAttributes#withheld withheld}, its bytes digested
   * where they arrived and never copied. Applies to the next reply only (the client sends one
   * request at a time, and sets this before writing each).
   */
  public void withhold(KnownObjects known) {
    this.known = known == null ? KnownObjects.NONE : known;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (busyNanos == null) {
      decodeAvailable(in, out);
      return;
    }
    long t0 = System.nanoTime();
    try {
      decodeAvailable(in, out);
    } finally {
      busyNanos.addAndGet(System.nanoTime() - t0);
    }
  }

  private void decodeAvailable(ByteBuf in, List<Object> out) {
    if (state == State.FAILED) {
      consumed += in.readableBytes();
      in.skipBytes(in.readableBytes());
      return;
    }
    reader.wrap(in, consumed);
    int start = in.readerIndex();
    try {
      while (true) {
        switch (state) {
          case HEADER -> {
            header = readHeader(reader);
            state = switch (header.choice()) {
              case Select -> State.SELECT_COUNT;
              case Status -> State.STATUS_COUNT;
              default -> State.BODY;
            };
          }
          case BODY -> {
            emit(out, readSimpleBody(header.choice()));
            start = checkpoint(in, start);
            return;
          }
          case SELECT_COUNT -> {
            remaining = reader.readUnsignedInt("job id count", reader.limits().maxObjects());
            ids = new ArrayList<>(Math.min(remaining, 1024));
            state = State.SELECT_IDS;
          }
          case SELECT_IDS -> {
            while (remaining > 0) {
              ids.add(readSelectId());
              remaining--;
              start = checkpoint(in, start);
            }
            emit(out, new SelectReply(ids));
            start = checkpoint(in, start);
            return;
          }
          case STATUS_COUNT -> {
            remaining = reader.readUnsignedInt("object count", reader.limits().maxObjects());
            objects = new ArrayList<>(Math.min(remaining, 1024));
            state = State.STATUS_OBJECTS;
          }
          case STATUS_OBJECTS -> {
            while (remaining > 0) {
              objects.add(readStatusObject(objects.size()));
              remaining--;
              start = checkpoint(in, start);
            }
            emit(out, new StatusReply(objects));
            start = checkpoint(in, start);
            return;
          }
          default -> throw new IllegalStateException(state.name());
        }
        start = checkpoint(in, start);
      }
    } catch (NeedMoreBytes e) {
      in.readerIndex(start);
    } catch (DisException e) {
      state = State.FAILED;
      consumed += in.readableBytes() + (in.readerIndex() - start);
      in.skipBytes(in.readableBytes());
      throw header == null ? e : e.in(context());
    }
  }

  @Override
  protected boolean mayEndHere(ByteBuf in) {
    return state == State.FAILED || (state == State.HEADER && !in.isReadable());
  }

  /** Back to reading a fresh reply; the stream offset keeps counting. */
  public void reset() {
    state = State.HEADER;
    header = null;
    ids = null;
    objects = null;
    remaining = 0;
    known = KnownObjects.NONE;
  }

  private int checkpoint(ByteBuf in, int start) {
    consumed += in.readerIndex() - start;
    return in.readerIndex();
  }

  private void emit(List<Object> out, ReplyBody body) {
    out.add(new BatchReply(header, body));
    reset();
    expected = null;
  }

  private String replyName() {
    return (expected == null ? "" : expected + " ") + "reply";
  }

  private String context() {
    return expected == null ? header.choice() + " reply" : expected + " reply";
  }

  private ReplyHeader readHeader(DisReader r) {
    try {
      Headers.readTypeAndVersion(r, "reply");
      int code = r.readSigned32("code");
      int aux = r.readSigned32("auxcode");
      long c = r.readUnsigned32("choice");
      ReplyChoice choice = ReplyChoice.find(c);
      if (choice == null) {
        throw new DisException(r.lastFieldOffset(), DisError.PROTO, "choice",
            "unknown reply choice " + c);
      }
      return new ReplyHeader(RequestHeader.BATCH_PROTOCOL_TYPE, RequestHeader.PROTOCOL_VERSION,
          code, aux, choice);
    } catch (DisException e) {
      throw e.in(replyName() + " header");
    }
  }

  private ReplyBody readSimpleBody(ReplyChoice choice) {
    DisReader r = reader;
    return switch (choice) {
      case NULL -> NullReply.INSTANCE;
      case Queue, RdytoCom, Commit -> new JobIdReply(r.readString("job id", r.limits().maxId()));
      case Text -> new TextReply(r.readString("text"));
      case Locate -> new LocateReply(r.readString("location"));
      case RescQuery -> readRescQuery(r);
      default -> throw new IllegalStateException(choice.name());
    };
  }

  private static RescQueryReply readRescQuery(DisReader r) {
    int n = r.readUnsignedInt("resource count", r.limits().maxAttributes());
    List<List<Long>> arrays = new ArrayList<>(4);
    for (String what : new String[] {"available", "allocated", "reserved", "down"}) {
      List<Long> values = new ArrayList<>(Math.min(n, 1024));
      for (int i = 0; i < n; i++) {
        values.add(r.readUnsigned32(what + " " + (i + 1)));
      }
      arrays.add(values);
    }
    return new RescQueryReply(arrays.get(0), arrays.get(1), arrays.get(2), arrays.get(3));
  }

  private String readSelectId() {
    return reader.readString("job id " + (ids.size() + 1), reader.limits().maxId());
  }

  private StatusObject readStatusObject(int index) {
    DisReader r = reader;
    String name = null;
    try {
      long t = r.readUnsigned32("object type");
      ObjectType type = ObjectType.find(t);
      if (type == null) {
        throw new DisException(r.lastFieldOffset(), DisError.PROTO, "object type",
            "unknown object type " + t);
      }
      name = r.readUniqueString("name", r.limits().maxId());
      int count = r.readUnsignedInt("attribute count", r.limits().maxAttributes());
      int base = r.buffer().readerIndex();
      // NONE is not asked: a call that sees fewer kinds of caller is compiled once, not again for each
      KnownObjects.Held held = known == KnownObjects.NONE ? null : known.held(type, name);
      if (held != null && held.entries() == count && sameBytes(r, base, held)) {
        // the very bytes this decoder checked entry by entry when the caller got them: the same
        // entries, ending at the same place, so they are stepped over unread
        r.buffer().readerIndex(base + held.length());
        return new StatusObject(type, name, EncodedAttributes.withheld(held));
      }
      AttributeLists.skipEntries(r, count);
      int len = r.buffer().readerIndex() - base;
      if (!digest && known == KnownObjects.NONE) {
        return new StatusObject(type, name, EncodedAttributes.ofChecked(r.copy(base, len), count));
      }
      return new StatusObject(type, name, EncodedAttributes.ofChecked(r.copy(base, len), count, r.digest(base, len)));
    } catch (DisException e) {
      throw e.in("object " + (index + 1) + (name == null ? "" : " '" + name + "'"));
    }
  }

  /**
   * Whether the {@link KnownObjects.Held#length} bytes from buffer index {@code base} are all
   * there and digest to what the caller holds. When they are not all there yet the entries are
   * read one by one instead: the object may have shrunk and be the reply's last, with no more
   * bytes to wait for.
   */
  private static boolean sameBytes(DisReader r, int base, KnownObjects.Held held) {
    int len = held.length();
    return r.buffer().writerIndex() - base >= len && r.digest(base, len) == held.digest();
  }
}
