package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.SchedulerCommand;
import io.jmaui.pbs.message.SchedulerCommandType;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Decodes what pbs_server writes to the scheduler port: one 4-byte big-endian command per
 * connection, not DIS (wire doc §5.1; captures {@code sched15004_conn*_s2c.bin}). An unknown
 * number throws {@link DisException} naming it; after that everything is discarded. Several
 * commands in one stream decode one after the other (the pre-4.2.3 listener kept the socket).
 */
public final class SchedulerCommandDecoder extends ByteToMessageDecoder {

  private enum State { COMMAND, FAILED }

  private State state = State.COMMAND;
  private long consumed;

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (state == State.FAILED) {
      consumed += in.readableBytes();
      in.skipBytes(in.readableBytes());
      return;
    }
    if (in.readableBytes() < 4) {
      return;
    }
    int value = in.readInt();
    SchedulerCommandType type = SchedulerCommandType.find(value);
    if (type == null) {
      long at = consumed;
      state = State.FAILED;
      consumed += 4 + in.readableBytes();
      in.skipBytes(in.readableBytes());
      throw new DisException(at, DisError.PROTO, "scheduler command",
          "unknown scheduler command " + value + String.format(" (0x%08x)", value));
    }
    consumed += 4;
    out.add(new SchedulerCommand(type));
  }

  @Override
  protected void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    if (state == State.FAILED) {
      return;
    }
    decode(ctx, in, out);
    if (state == State.COMMAND && in.isReadable()) {
      long at = consumed;
      int n = in.readableBytes();
      state = State.FAILED;
      in.skipBytes(n);
      throw new DisException(at, DisError.EOD, "scheduler command",
          "connection closed after " + n + " of 4 bytes");
    }
  }

  /** Back to reading a fresh command. */
  public void reset() {
    state = State.COMMAND;
  }
}
