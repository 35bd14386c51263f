package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.dis.DisLimits;
import io.jmaui.pbs.dis.DisReader;
import io.jmaui.pbs.dis.NeedMoreBytes;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RequestBody;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.UndecodableRequest;
import io.jmaui.pbs.message.WireForm;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import java.util.List;

/**
 * Server side: decodes the batch requests a client sends to pbs_server (wire doc §2.2, §3.2).
 * Emits {@link BatchRequest}s; bytes it cannot decode become one {@link UndecodableRequest}, after
 * which everything is discarded until the connection closes (the stream cannot be resynced,
 * §2.5). A TORQUE 2.5 peer (protocol version 1) is refused that way too.
 *
 * <p>Checkpoints: after the header, and after the whole body with its extension. One instance
 * per channel.
 */
public final class BatchRequestDecoder extends DisMessageDecoder {

  private enum State { HEADER, BODY, DISCARD }

  private State state = State.HEADER;
  /** Stream offset of the buffer's reader index. */
  private long consumed;
  private RequestHeader header;
  private boolean unknownType;

  public BatchRequestDecoder() {
    this(DisLimits.DEFAULT);
  }

  public BatchRequestDecoder(DisLimits limits) {
    super(limits);
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (state == State.DISCARD) {
      discard(in);
      return;
    }
    int start = in.readerIndex();
    reader.wrap(in, consumed);
    try {
      if (state == State.HEADER) {
        header = readHeader(reader);
        state = State.BODY;
        advance(in, start);
        start = in.readerIndex();
      }
      RequestBody body = RequestBodyReader.read(header.type(), reader);
      String extension = null;
      if (header.type().hasExtension()) {
        long flag = reader.readUnsigned32("extension flag");
        if (flag > 1) {
          throw new DisException(reader.lastFieldOffset(), DisError.PROTO, "extension flag",
              "expected 0 or 1, got " + flag);
        }
        if (flag == 1) {
          extension = reader.readString("extension");
        }
      }
      advance(in, start);
      out.add(new BatchRequest(header, body, extension));
      reset();
    } catch (NeedMoreBytes e) {
      in.readerIndex(start);
    } catch (DisException e) {
      fail(in, out, e);
    }
  }

  @Override
  protected boolean mayEndHere(ByteBuf in) {
    return state == State.DISCARD || (state == State.HEADER && !in.isReadable());
  }

  /** Back to reading a fresh request; the stream offset keeps counting. */
  public void reset() {
    state = State.HEADER;
    header = null;
    unknownType = false;
  }

  private void advance(ByteBuf in, int start) {
    consumed += in.readerIndex() - start;
  }

  private void discard(ByteBuf in) {
    consumed += in.readableBytes();
    in.skipBytes(in.readableBytes());
  }

  private String context() {
    return header == null ? "request header" : header.type() + " request";
  }

  private void fail(ByteBuf in, List<Object> out, DisException e) {
    DisException located = header == null ? e : e.in(context());
    out.add(new UndecodableRequest(located, header,
        unknownType ? PbsError.UNKREQ : PbsError.DISPROTO));
    state = State.DISCARD;
    header = null;
    discard(in);
  }

  /** Reads and checks a request header; an unknown or unread type sets {@link #unknownType}. */
  private RequestHeader readHeader(DisReader r) {
    try {
      Headers.readTypeAndVersion(r, "request");
      long code = r.readUnsigned32("request type");
      RequestType type = RequestType.find(code);
      if (type == null || type.body() == null) {
        unknownType = true;
        throw new DisException(r.lastFieldOffset(), DisError.PROTO, "request type",
            type == null ? "unknown request type " + code
                : "request type " + type + " (" + code + ") is not supported");
      }
      String user = r.readString("user", r.limits().maxUser());
      // trqauthd's sprintf gives a user shorter than 10 bytes a count of 1 ("1+4root"); from
      // 10 bytes on its form is the canonical one
      WireForm form = r.lastHadRedundantCount() && r.lastStringLength() < 10
          ? WireForm.TRQAUTHD : WireForm.DIS;
      return new RequestHeader(RequestHeader.BATCH_PROTOCOL_TYPE,
          RequestHeader.PROTOCOL_VERSION, type, user, form);
    } catch (DisException e) {
      throw e.in("request header");
    }
  }
}
