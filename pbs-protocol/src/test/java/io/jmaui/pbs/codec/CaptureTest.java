package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.jmaui.pbs.codec.Captures.Capture;
import io.jmaui.pbs.codec.Captures.Kind;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.SchedulerCommand;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every capture in shared/torque-captures decodes, and re-encoding gives the identical bytes. */
class CaptureTest {

  static Stream<Capture> requestCaptures() {
    return Captures.all(Kind.REQUESTS).stream();
  }

  static Stream<Capture> replyCaptures() {
    return Captures.all(Kind.REPLIES).stream();
  }

  static Stream<Capture> schedulerCaptures() {
    return Captures.all(Kind.SCHEDULER).stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("requestCaptures")
  void requestStreamDecodesAndReencodesByteForByte(Capture c) {
    List<Object> decoded = Codecs.decodeRequests(c.bytes());
    List<BatchRequest> requests = new ArrayList<>();
    for (Object o : decoded) {
      requests.add(assertInstanceOf(BatchRequest.class, o, () -> c.name() + ": " + o));
    }
    assertFalse(requests.isEmpty());
    assertEquals(Codecs.ascii(c.bytes()), Codecs.ascii(Codecs.encodeRequests(requests)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("replyCaptures")
  void replyStreamDecodesAndReencodesByteForByte(Capture c) {
    List<BatchReply> replies = Codecs.decodeReplies(c.bytes());
    assertFalse(replies.isEmpty());
    assertEquals(Codecs.ascii(c.bytes()), Codecs.ascii(Codecs.encodeReplies(replies)));
  }

  static Stream<Capture> trqauthdCaptures() {
    return Captures.all(Kind.REQUESTS).stream().filter(c -> c.name().contains("_trqauthd_"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("trqauthdCaptures")
  void trqauthdSendsAuthenUserThenDisconnectInItsOwnForm(Capture c) {
    List<Object> decoded = Codecs.decodeRequests(c.bytes());
    assertEquals(2, decoded.size());
    BatchRequest auth = (BatchRequest) decoded.get(0);
    BatchRequest bye = (BatchRequest) decoded.get(1);
    assertEquals(io.jmaui.pbs.message.RequestType.AuthenUser, auth.type());
    assertEquals(io.jmaui.pbs.message.RequestType.Disconnect, bye.type());
    assertEquals(io.jmaui.pbs.message.WireForm.TRQAUTHD, auth.header().form());
    assertEquals(io.jmaui.pbs.message.WireForm.TRQAUTHD, bye.header().form());
    assertEquals(auth.header().user(), bye.header().user());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("schedulerCaptures")
  void schedulerPokeDecodesAndReencodes(Capture c) {
    List<SchedulerCommand> commands = Codecs.decodeSchedulerCommands(c.bytes());
    assertEquals(1, commands.size());
    ByteBuf out = Unpooled.buffer();
    SchedulerCommandEncoder.encode(commands.get(0), out);
    byte[] bytes = new byte[out.readableBytes()];
    out.readBytes(bytes);
    assertArrayEquals(c.bytes(), bytes);
  }
}
