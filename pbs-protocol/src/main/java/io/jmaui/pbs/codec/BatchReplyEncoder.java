package io.jmaui.pbs.codec;

import static io.jmaui.pbs.dis.DisWriter.writeSigned;
import static io.jmaui.pbs.dis.DisWriter.writeString;
import static io.jmaui.pbs.dis.DisWriter.writeUnsigned;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.JobIdReply;
import io.jmaui.pbs.message.LocateReply;
import io.jmaui.pbs.message.ReplyHeader;
import io.jmaui.pbs.message.RescQueryReply;
import io.jmaui.pbs.message.SelectReply;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.message.TextReply;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;
import java.util.List;

/**
 * Writes {@link BatchReply}s as pbs_server's {@code encode_DIS_reply} does (wire doc §2.3):
 * status attributes with the svrattrl {@code name_len}, op as given. Server side; stateless.
 */
@Sharable
public final class BatchReplyEncoder extends MessageToByteEncoder<BatchReply> {

  public BatchReplyEncoder() {
    super(BatchReply.class);
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, BatchReply msg, ByteBuf out) {
    encode(msg, out);
  }

  /** Appends the reply's bytes to {@code out}. */
  public static void encode(BatchReply reply, ByteBuf out) {
    ReplyHeader h = reply.header();
    writeUnsigned(out, h.protocolType());
    writeUnsigned(out, h.version());
    writeSigned(out, h.code());
    writeSigned(out, h.auxCode());
    writeUnsigned(out, h.choice().code());
    switch (h.choice()) {
      case NULL -> { }
      case Queue, RdytoCom, Commit -> writeString(out, ((JobIdReply) reply.body()).jobId());
      case Select -> {
        List<String> ids = ((SelectReply) reply.body()).jobIds();
        writeUnsigned(out, ids.size());
        for (String id : ids) {
          writeString(out, id);
        }
      }
      case Status -> {
        List<StatusObject> objects = ((StatusReply) reply.body()).objects();
        writeUnsigned(out, objects.size());
        for (StatusObject o : objects) {
          writeUnsigned(out, o.type().code());
          writeString(out, o.name());
          AttributeLists.write(out, o.attributes(), false);
        }
      }
      case Text -> writeString(out, ((TextReply) reply.body()).text());
      case Locate -> writeString(out, ((LocateReply) reply.body()).location());
      case RescQuery -> {
        RescQueryReply b = (RescQueryReply) reply.body();
        writeUnsigned(out, b.available().size());
        for (List<Long> array : List.of(b.available(), b.allocated(), b.reserved(), b.down())) {
          for (long v : array) {
            writeUnsigned(out, v);
          }
        }
      }
      default -> throw new IllegalArgumentException("reply choice " + h.choice());
    }
  }
}
