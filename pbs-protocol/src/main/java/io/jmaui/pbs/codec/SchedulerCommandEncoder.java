package io.jmaui.pbs.codec;

import io.jmaui.pbs.message.SchedulerCommand;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;

/** Writes a scheduler poke as pbs_server does: 4 bytes big-endian, not DIS (wire doc §5.1). */
@Sharable
public final class SchedulerCommandEncoder extends MessageToByteEncoder<SchedulerCommand> {

  public SchedulerCommandEncoder() {
    super(SchedulerCommand.class);
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, SchedulerCommand msg, ByteBuf out) {
    encode(msg, out);
  }

  /** Appends the command's 4 bytes to {@code out}. */
  public static void encode(SchedulerCommand command, ByteBuf out) {
    out.writeInt(command.type().code());
  }
}
