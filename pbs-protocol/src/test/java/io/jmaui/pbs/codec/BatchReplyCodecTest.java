package io.jmaui.pbs.codec;

import static io.jmaui.pbs.codec.Codecs.ascii;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.codec.WireExamples.Example;
import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.EncodedAttributes;
import io.jmaui.pbs.message.KnownObjects;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Client side reply decoding and server side reply encoding (wire doc §2.3). */
class BatchReplyCodecTest {

  static Stream<Example<BatchReply>> examples() {
    return WireExamples.REPLIES.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void encodesTheDocExample(Example<BatchReply> ex) {
    assertEquals(ex.wire(), Codecs.encodeAscii(ex.message()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void decodesTheDocExample(Example<BatchReply> ex) {
    assertEquals(List.of(ex.message()), Codecs.decodeReplies(ascii(ex.wire())));
  }

  @ParameterizedTest(name = "one byte per write: {0}")
  @MethodSource("examples")
  void oneBytePerWriteGivesNothingBeforeTheLastByte(Example<BatchReply> ex) {
    assertEquals(ex.message(), Codecs.decodeOneBytePerWrite(new BatchReplyDecoder(), ascii(ex.wire())));
  }

  @Test
  void capturedStatusNodeReplyOneBytePerWrite() {
    byte[] bytes = Captures.get("06_pbsnodes_a__013_client_s2c").bytes();
    List<Object> out = Codecs.decode(new BatchReplyDecoder(), bytes, 1);
    assertEquals(Codecs.decodeReplies(bytes), out);
  }

  @Test
  void twoMessagesInOneBuffer() {
    String status = WireExamples.REPLIES.get(2).wire();
    assertEquals(List.of(WireExamples.REPLIES.get(2).message(), BatchReply.ack()),
        Codecs.decodeReplies(ascii(status + WireExamples.ACK)));
  }

  @Test
  void splitInsideACountPrefix() {
    // error code 15001 is "5+15001": cut between its count 5 and the value
    String wire = WireExamples.REPLIES.get(1).wire();
    int cut = wire.indexOf("5+15001") + 1;
    assertEquals(List.of(WireExamples.REPLIES.get(1).message()),
        Codecs.decode(new BatchReplyDecoder(), ascii(wire), cut));
  }

  @Test
  void statusObjectsAreCheckpointedNotReparsed() {
    List<StatusObject> objects = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      objects.add(new StatusObject(ObjectType.JOB, i + ".srv",
          List.of(Attribute.of("job_state", "Q"), Attribute.of("Job_Name", "job" + i))));
    }
    byte[] bytes = Codecs.encodeReplies(List.of(BatchReply.status(objects)));
    EmbeddedChannel ch = new EmbeddedChannel(new BatchReplyDecoder());
    int half = bytes.length / 2;
    ByteBuf first = Unpooled.wrappedBuffer(bytes, 0, half);
    ch.writeInbound(first);
    assertNull(ch.readInbound());
    // the decoder consumed every complete object of the first half; at most one is pending
    int perObject = bytes.length / 100;
    assertTrue(half - first.readerIndex() < 2 * perObject,
        "consumed " + first.readerIndex() + " of " + half);
    ch.writeInbound(Unpooled.wrappedBuffer(bytes, half, bytes.length - half));
    BatchReply reply = ch.readInbound();
    assertEquals(objects, ((StatusReply) reply.body()).objects());
    assertFalse(ch.finish());
  }

  @Test
  void flippedByteInACapturedStatusNodeReplyGivesItsLocation() {
    byte[] bytes = Captures.get("06_pbsnodes_a__013_client_s2c").bytes().clone();
    int at = 742; // "2+14+5ntype" of node02, attribute 4
    assertEquals("2+14+5ntype", ascii(bytes).substring(at, at + 11));
    bytes[at] = 'x';
    BatchReplyDecoder decoder = new BatchReplyDecoder();
    decoder.expectReplyTo(RequestType.StatusNode);
    EmbeddedChannel ch = new EmbeddedChannel(decoder);
    DisException e = assertThrows(DisException.class,
        () -> ch.writeInbound(Unpooled.wrappedBuffer(bytes)));
    assertEquals(DisError.NONDIGIT, e.error());
    assertEquals(742, e.offset());
    assertEquals("byte 742: StatusNode reply, object 3 'node02', attribute 4, name_len:"
        + " expected a digit or sign, got 'x' (0x78)", e.getMessage());
    // after the error the decoder discards everything: the stream cannot be resynced
    ch.writeInbound(Unpooled.wrappedBuffer(ascii(WireExamples.ACK)));
    assertNull(ch.readInbound());
    ch.finish();
  }

  @Test
  void withoutAnExpectedRequestTheChoiceNamesTheReply() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeReplies(ascii("+2+2+0+0+6+1+9+2vm+0")));
    assertEquals("byte 12: Status reply, object 1, object type: unknown object type 9",
        e.getMessage());
  }

  @Test
  void torque25ServerIsRefusedClearly() {
    // §2.3 [run]: +2+1+0+0+1 is DIS_PROTO in the C client
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeReplies(ascii("+2+1+0+0+1")));
    assertEquals(DisError.PROTO, e.error());
    assertEquals("byte 2: reply header, version: batch protocol version 1 is TORQUE 2.5,"
        + " which jmaui does not support; it speaks version 2 (TORQUE 4.2 to 6.1)",
        e.getMessage());
  }

  @Test
  void unknownChoiceIsNamed() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeReplies(ascii("+2+2+0+02+12")));
    assertEquals("byte 8: reply header, choice: unknown reply choice 12", e.getMessage());
  }

  @Test
  void unknownPbseCodeStillDecodes() {
    BatchReply r = Codecs.decodeReplies(ascii("+2+25+15999+0+1")).get(0);
    assertEquals(15999, r.code());
    assertEquals("unknown PBSE code 15999",
        io.jmaui.pbs.message.PbsError.describe(r.code()));
  }

  @Test
  void closeInsideAReplyIsPrematureEnd() {
    BatchReplyDecoder decoder = new BatchReplyDecoder();
    decoder.expectReplyTo(RequestType.StatusNode);
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decode(decoder, ascii("+2+2+0+0+6+1+3+6node01+22+11+5state+0+4fr"), 1000));
    assertEquals(DisError.PROTO, e.error());
    assertEquals("byte 37: StatusNode reply, object 1 'node01', attribute 1 'state', value:"
        + " premature end of message: string shorter than its length", e.getMessage());
  }

  @Test
  void tooManyObjectsAreRefusedBeforeAllocating() {
    BatchReplyDecoder decoder = new BatchReplyDecoder(
        new io.jmaui.pbs.dis.DisLimits(32, 1046, 16, 2048, 1 << 20, 100, 1000));
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decode(decoder, ascii("+2+2+0+0+6210+4000000000"), 100));
    assertEquals(DisError.LIMIT, e.error());
    assertEquals("byte 10: Status reply, object count: value 4000000000 exceeds the limit"
        + " of 1000", e.getMessage());
  }

  @Test
  void entriesInLessUsualFormsDecodeAsTheUsualOnes() {
    // pbs_server writes "+4free"; the C reader also takes a redundant count ("1+4free", "12+11")
    String head = "+2+2+0+0+6+1+3+6node01+2";
    String usual = head + "2+11+5state+0+4free+02+12+2np+0+216+0";
    String unusual = head + "12+11+5state+01+4free+02+12+2np+0+216+0";
    StatusObject expected = new StatusObject(ObjectType.NODE, "node01",
        List.of(Attribute.of("state", "free"), Attribute.of("np", "16")));
    assertEquals(List.of(expected), ((StatusReply) Codecs.decodeReplies(ascii(usual)).get(0).body()).objects());
    assertEquals(List.of(expected), ((StatusReply) Codecs.decodeReplies(ascii(unusual)).get(0).body()).objects());
    // byte by byte too: the fast path gives up on a cut entry and the field reader waits for it
    assertEquals(List.of(BatchReply.status(List.of(expected))), Codecs.decode(new BatchReplyDecoder(), ascii(unusual), 1));
  }

  @Test
  void anUnknownOpInAnOtherwiseUsualEntryIsNamed() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeReplies(ascii("+2+2+0+0+6+1+3+6node01+12+11+5state+0+4free2+99")));
    assertEquals(DisError.PROTO, e.error());
    assertEquals("byte 43: Status reply, object 1 'node01', attribute 1 'state', op: unknown batch op 99", e.getMessage());
  }

  @Test
  void objectsTheCallerHoldsWithTheSameBytesComeWithheld() {
    List<Attribute> queued = List.of(Attribute.of("job_state", "Q"), Attribute.of("Resource_List", "nodes", "1"));
    List<Attribute> running = List.of(Attribute.of("job_state", "R"), Attribute.of("Resource_List", "nodes", "1"));
    byte[] before = Codecs.encodeReplies(List.of(BatchReply.status(List.of(
        new StatusObject(ObjectType.JOB, "1.srv", queued), new StatusObject(ObjectType.JOB, "2.srv", queued)))));
    List<StatusObject> held = ((StatusReply) Codecs.decodeReplies(before).get(0).body()).objects();
    java.util.Map<String, Long> digests = new java.util.HashMap<>();
    java.util.Map<String, KnownObjects.Held> known = new java.util.HashMap<>();
    for (StatusObject o : held) {
      EncodedAttributes a = (EncodedAttributes) o.attributes();
      digests.put(o.name(), a.digest());
      known.put(o.name(), new Known(a.size(), a.length(), a.digest()));
    }

    BatchReply reply = BatchReply.status(List.of(new StatusObject(ObjectType.JOB, "1.srv", queued),
        new StatusObject(ObjectType.JOB, "2.srv", running), new StatusObject(ObjectType.JOB, "3.srv", queued)));
    byte[] after = Codecs.encodeReplies(List.of(reply, reply));
    BatchReplyDecoder decoder = new BatchReplyDecoder();
    decoder.withhold((type, name) -> type == ObjectType.JOB ? known.get(name) : null);
    List<Object> out = Codecs.decode(decoder, after, 5); // in small pieces: digests span the buffer's chunks
    List<StatusObject> objects = ((StatusReply) ((BatchReply) out.get(0)).body()).objects();

    EncodedAttributes unchanged = (EncodedAttributes) objects.get(0).attributes();
    assertTrue(unchanged.isWithheld(), "1.srv did not change: only its digest is kept");
    assertEquals(2, unchanged.size());
    assertEquals(digests.get("1.srv"), unchanged.digest());
    assertEquals(known.get("1.srv"), unchanged.held(), "it carries what the caller holds, for the caller to find");
    assertThrows(IllegalStateException.class, () -> unchanged.value(0));
    assertEquals(running, objects.get(1).attributes(), "2.srv changed: it comes with its bytes");
    assertEquals(queued, objects.get(2).attributes(), "3.srv is new");
    assertEquals(digests.get("1.srv"), ((EncodedAttributes) objects.get(2).attributes()).digest(),
        "the digest taken in the buffer is that of the bytes");

    List<StatusObject> next = ((StatusReply) ((BatchReply) out.get(1)).body()).objects();
    assertFalse(((EncodedAttributes) next.get(0).attributes()).isWithheld(),
        "what the caller holds applies to the next reply only");
  }

  @Test
  void anObjectHeldWithOtherBytesIsReadEntryByEntry() {
    List<Attribute> queued = List.of(Attribute.of("job_state", "Q"), Attribute.of("Resource_List", "nodes", "1"));
    java.util.Map<String, KnownObjects.Held> known = new java.util.HashMap<>();
    for (String id : List.of("1.srv", "2.srv")) {
      EncodedAttributes a = (EncodedAttributes) ((StatusReply) Codecs.decodeReplies(Codecs.encodeReplies(List.of(
          BatchReply.status(List.of(new StatusObject(ObjectType.JOB, id, queued)))))).get(0).body())
          .objects().get(0).attributes();
      known.put(id, new Known(a.size(), a.length(), a.digest()));
    }
    // 1.srv changed to a value of the same length; 2.srv, the reply's last, lost an attribute:
    // the bytes the decoder would digest at 2.srv's held length never come, and it does not wait for them
    List<Attribute> started = List.of(Attribute.of("job_state", "R"), Attribute.of("Resource_List", "nodes", "1"));
    List<Attribute> shrunk = List.of(Attribute.of("job_state", "Q"));
    byte[] reply = Codecs.encodeReplies(List.of(BatchReply.status(List.of(
        new StatusObject(ObjectType.JOB, "1.srv", started), new StatusObject(ObjectType.JOB, "2.srv", shrunk)))));
    for (int chunk : new int[] {reply.length, 3}) {
      BatchReplyDecoder decoder = new BatchReplyDecoder();
      decoder.withhold((type, name) -> known.get(name));
      List<Object> out = Codecs.decode(decoder, reply, chunk);
      assertEquals(1, out.size(), "chunks of " + chunk);
      List<StatusObject> objects = ((StatusReply) ((BatchReply) out.get(0)).body()).objects();
      assertEquals(started, objects.get(0).attributes());
      assertEquals(shrunk, objects.get(1).attributes());
    }

    // bad bytes in an object the caller holds are checked and named as in any other
    String good = "+2+2+0+0+6+1+3+6node01+12+11+5state+0+4free+0";
    EncodedAttributes node = (EncodedAttributes) ((StatusReply) Codecs.decodeReplies(ascii(good)).get(0).body())
        .objects().get(0).attributes();
    BatchReplyDecoder decoder = new BatchReplyDecoder();
    decoder.withhold((type, name) -> new Known(node.size(), node.length(), node.digest()));
    DisException e = assertThrows(DisException.class, () -> Codecs.decode(decoder,
        ascii("+2+2+0+0+6+1+3+6node01+12+11+5state+0+4free2+99"), 64));
    assertEquals("byte 43: Status reply, object 1 'node01', attribute 1 'state', op: unknown batch op 99", e.getMessage());
  }

  /** What a test's caller holds of one object. */
  private record Known(int entries, int length, long digest) implements KnownObjects.Held {
  }
}
