package io.jmaui.pbs.codec;

import static io.jmaui.pbs.codec.Codecs.ascii;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.codec.WireExamples.Example;
import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.UndecodableRequest;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Server side request decoding and client side request encoding (wire doc §2.2, §3.2). */
class BatchRequestCodecTest {

  static Stream<Example<BatchRequest>> examples() {
    return WireExamples.REQUESTS.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void encodesTheDocExample(Example<BatchRequest> ex) {
    assertEquals(ex.wire(), Codecs.encodeAscii(ex.message()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void decodesTheDocExample(Example<BatchRequest> ex) {
    assertEquals(List.of(ex.message()), Codecs.decodeRequests(ascii(ex.wire())));
  }

  @ParameterizedTest(name = "one byte per write: {0}")
  @MethodSource("examples")
  void oneBytePerWriteGivesNothingBeforeTheLastByte(Example<BatchRequest> ex) {
    assertEquals(ex.message(), Codecs.decodeOneBytePerWrite(new BatchRequestDecoder(), ascii(ex.wire())));
  }

  @Test
  void twoMessagesInOneBuffer() {
    List<Object> out = Codecs.decodeRequests(ascii(WireExamples.RUN_JOB + WireExamples.DISCONNECT));
    assertEquals(List.of(WireExamples.REQUESTS.get(7).message(), BatchRequest.disconnect("root")),
        out);
  }

  @Test
  void splitInsideACountPrefix() {
    // "+2+22+19...": the request type 19 is "2+19"; cut between its count "2" and "+19"
    EmbeddedChannel ch = new EmbeddedChannel(new BatchRequestDecoder());
    ch.writeInbound(Unpooled.wrappedBuffer(ascii("+2+22")));
    assertNull(ch.readInbound());
    ch.writeInbound(Unpooled.wrappedBuffer(ascii("+19+4root+0+0+0")));
    assertEquals(WireExamples.REQUESTS.get(0).message(), ch.readInbound());
    assertTrue(!ch.finish());
  }

  @Test
  void splitInsideAStringLengthCount() {
    // "2+11n1:ppn=2+n2": cut between the count 2 and the length 11
    String wire = WireExamples.RUN_JOB;
    int cut = wire.indexOf("2+11n1") + 1;
    List<Object> out = Codecs.decode(new BatchRequestDecoder(), ascii(wire), cut);
    assertEquals(List.of(WireExamples.REQUESTS.get(7).message()), out);
  }

  @Test
  void preemptionRequests_twoInOneBuffer_andASplitInsideTheSignalsLength() {
    // what jmaui sends to suspend a job and requeue another, back to back
    String suspend = "+2+22+18+4root+617.srv+7suspend+0";
    String rerun = "+2+22+14+4root+617.srv+0";
    List<Object> both = Codecs.decodeRequests(ascii(suspend + rerun));
    assertEquals(List.of(BatchRequest.of(io.jmaui.pbs.message.RequestType.SignalJob, "root",
            new io.jmaui.pbs.message.SignalJobBody("17.srv", "suspend")),
        BatchRequest.of(io.jmaui.pbs.message.RequestType.Rerun, "root",
            new io.jmaui.pbs.message.JobIdBody("17.srv"))), both);
    int cut = suspend.indexOf("+7suspend") + 1;
    assertEquals(List.of(both.get(0)), Codecs.decode(new BatchRequestDecoder(), ascii(suspend), cut));
  }

  @Test
  void badBytesBecomeOneUndecodableRequestThenSilenceUntilClose() {
    // a letter where the attribute count must be, then a good request that must be discarded
    List<Object> out = Codecs.decodeRequests(
        ascii("+2+22+19+4root+0x+0" + WireExamples.STATUS_JOB_ALL));
    assertEquals(1, out.size());
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class, out.get(0));
    assertEquals(PbsError.DISPROTO, bad.pbsError());
    assertEquals(RequestType.StatusJob, bad.header().type());
    assertEquals(DisError.NONDIGIT, bad.error().error());
    assertEquals("byte 16: StatusJob request, attribute count: expected a digit or sign,"
        + " got 'x' (0x78)", bad.error().getMessage());
  }

  @Test
  void flippedByteInAnAttributeGivesItsLocation() {
    // ModifyJob comment=hi with the value's length '2' flipped to 'x'
    String wire = "+2+22+11+4root+2+2+617.srv+12+11+7comment+0+xhi+0+0";
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii(wire)).get(0));
    assertEquals("byte 44: ModifyJob request, attribute 1 'comment', value:"
        + " expected a digit, got 'x' (0x78)", bad.error().getMessage());
  }

  @Test
  void unknownRequestTypeIsUnkreq() {
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+2+22+40+4root+0")).get(0));
    assertEquals(PbsError.UNKREQ, bad.pbsError());
    assertNull(bad.header());
    assertEquals("byte 4: request header, request type: unknown request type 40",
        bad.error().getMessage());
  }

  @Test
  void unsupportedRequestTypeIsUnkreq() {
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+2+22+12+4root")).get(0));
    assertEquals(PbsError.UNKREQ, bad.pbsError());
    assertEquals("byte 4: request header, request type: request type MoveJob (12) is not"
        + " supported", bad.error().getMessage());
  }

  @Test
  void torque25PeerIsRefusedClearly() {
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+2+1+2+19+4root+0+0+0")).get(0));
    assertEquals(PbsError.DISPROTO, bad.pbsError());
    assertEquals("byte 2: request header, version: batch protocol version 1 is TORQUE 2.5,"
        + " which jmaui does not support; it speaks version 2 (TORQUE 4.2 to 6.1)",
        bad.error().getMessage());
  }

  @Test
  void momProtocolTypeIsRefused() {
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+4+1")).get(0));
    assertEquals("byte 0: request header, protocol type: protocol type 4 is not a batch"
        + " request (2)", bad.error().getMessage());
  }

  @Test
  void userLongerThan32BytesIsRefused() {
    String user = "u".repeat(33);
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+2+22+212+33" + user + "+0+0+0")).get(0));
    assertEquals(DisError.LIMIT, bad.error().error());
    assertEquals("byte 8: request header, user: length 33 exceeds the limit of 32",
        bad.error().getMessage());
  }

  @Test
  void nameLenTooSmallIsOverflowAsTheServerSays() {
    // §2.4 [run]: comment=hi decodes with name_len 10 or 11, fails with 9
    String ok10 = "+2+22+11+4root+2+2+617.srv+12+10+7comment+0+2hi+0+0";
    assertInstanceOf(BatchRequest.class, Codecs.decodeRequests(ascii(ok10)).get(0));
    String bad9 = "+2+22+11+4root+2+2+617.srv+1+9+7comment+0+2hi+0+0";
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii(bad9)).get(0));
    assertEquals(DisError.OVERFLOW, bad.error().error());
    assertEquals("byte 41: ModifyJob request, attribute 1 'comment', value: value of 2 bytes"
        + " does not fit in what is left of name_len (1)", bad.error().getMessage());
  }

  @Test
  void closeInsideARequestIsReported() {
    UndecodableRequest bad = assertInstanceOf(UndecodableRequest.class,
        Codecs.decodeRequests(ascii("+2+22+19+4root+0+0")).get(0));
    assertEquals(DisError.EOD, bad.error().error());
    assertEquals("byte 18: StatusJob request, extension flag: premature end of message",
        bad.error().getMessage());
  }

  @Test
  void closeBetweenRequestsIsClean() {
    assertEquals(1, Codecs.decodeRequests(ascii(WireExamples.STATUS_JOB_ALL)).size());
  }
}
