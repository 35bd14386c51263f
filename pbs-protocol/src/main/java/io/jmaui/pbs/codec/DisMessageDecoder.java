package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisLimits;
import io.jmaui.pbs.dis.DisReader;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * What the request and reply decoders share: a {@link DisReader} over the cumulated bytes, and the
 * end of the stream. While the peer may still send, a field cut short only means "wait for more";
 * once the channel closes it is an error, reported where the field is read with the message's
 * context ({@code byte 41: RunJob request, ...: stream ended inside a count}).
 */
abstract class DisMessageDecoder extends ByteToMessageDecoder {

  protected final DisReader reader;

  DisMessageDecoder(DisLimits limits) {
    this.reader = new DisReader(limits);
  }

  /** True when the stream may end here: between messages with nothing read, or after a failure. */
  protected abstract boolean mayEndHere(ByteBuf in);

  @Override
  protected final void decodeLast(ChannelHandlerContext ctx, ByteBuf in, List<Object> out)
      throws Exception {
    if (mayEndHere(in)) {
      return;
    }
    reader.streamEnded(true);
    try {
      decode(ctx, in, out); // a field cut short now fails where it is read, with its context
    } finally {
      reader.streamEnded(false);
    }
  }
}
