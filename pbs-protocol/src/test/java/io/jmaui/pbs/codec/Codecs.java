package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.SchedulerCommand;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the real handlers in an {@link EmbeddedChannel}: bytes in, messages out; messages in,
 * bytes out. Shared by this module's tests and, through the test-jar, by others.
 */
public final class Codecs {
  private Codecs() {}

  /** The bytes of an ASCII string: {@code ascii("+2+2+0+0+1")}. */
  public static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** Bytes as ASCII (ISO-8859-1, so every byte shows). */
  public static String ascii(byte[] b) {
    return new String(b, StandardCharsets.ISO_8859_1);
  }

  /** Decodes a whole request stream (server side) into requests and undecodable markers. */
  public static List<Object> decodeRequests(byte[] bytes) {
    return decode(new BatchRequestDecoder(), bytes, bytes.length);
  }

  /** Decodes a whole reply stream (client side). */
  public static List<BatchReply> decodeReplies(byte[] bytes) {
    return cast(decode(new BatchReplyDecoder(), bytes, bytes.length), BatchReply.class);
  }

  /** Decodes a whole scheduler-port stream. */
  public static List<SchedulerCommand> decodeSchedulerCommands(byte[] bytes) {
    return cast(decode(new SchedulerCommandDecoder(), bytes, bytes.length), SchedulerCommand.class);
  }

  /** Feeds {@code bytes} in writes of {@code chunk} bytes, closes, returns everything decoded. */
  public static List<Object> decode(ChannelHandler decoder, byte[] bytes, int chunk) {
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    List<Object> out = new ArrayList<>();
    try {
      for (int i = 0; i < bytes.length; i += chunk) {
        int n = Math.min(chunk, bytes.length - i);
        ch.writeInbound(Unpooled.wrappedBuffer(bytes, i, n));
        drain(ch, out);
      }
    } finally {
      ch.finish();
      drain(ch, out);
    }
    return out;
  }

  /**
   * Feeds {@code bytes} to {@code decoder} one byte per write, asserting that no message comes
   * out before the last byte and nothing is left over after it; returns the one message.
   */
  public static Object decodeOneBytePerWrite(ChannelHandler decoder, byte[] bytes) {
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    for (int i = 0; i < bytes.length; i++) {
      ch.writeInbound(Unpooled.wrappedBuffer(bytes, i, 1));
      if (i < bytes.length - 1) {
        assertNull(ch.readInbound(), "message before the last byte, at byte " + i);
      }
    }
    Object message = ch.readInbound();
    assertFalse(ch.finish(), "left over");
    return message;
  }

  private static void drain(EmbeddedChannel ch, List<Object> out) {
    for (Object o; (o = ch.readInbound()) != null; ) {
      out.add(o);
    }
  }

  /** Requests encoded with {@link BatchRequestEncoder} in a channel. */
  public static byte[] encodeRequests(List<BatchRequest> requests) {
    return encode(new BatchRequestEncoder(), requests);
  }

  /** Replies encoded with {@link BatchReplyEncoder} in a channel. */
  public static byte[] encodeReplies(List<BatchReply> replies) {
    return encode(new BatchReplyEncoder(), replies);
  }

  /** One request's bytes as ASCII. */
  public static String encodeAscii(BatchRequest request) {
    return ascii(encodeRequests(List.of(request)));
  }

  /** One reply's bytes as ASCII. */
  public static String encodeAscii(BatchReply reply) {
    return ascii(encodeReplies(List.of(reply)));
  }

  private static byte[] encode(ChannelHandler encoder, List<?> messages) {
    EmbeddedChannel ch = new EmbeddedChannel(encoder);
    for (Object m : messages) {
      ch.writeOutbound(m);
    }
    ByteBuf all = Unpooled.buffer();
    for (ByteBuf b; (b = ch.readOutbound()) != null; ) {
      all.writeBytes(b);
      b.release();
    }
    ch.finish();
    byte[] bytes = new byte[all.readableBytes()];
    all.readBytes(bytes);
    return bytes;
  }

  /** The list with every element cast to {@code type}. */
  public static <T> List<T> cast(List<Object> list, Class<T> type) {
    List<T> out = new ArrayList<>(list.size());
    for (Object o : list) {
      out.add(type.cast(o));
    }
    return out;
  }
}
