package io.jmaui.pbs.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.codec.Codecs;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A status reply's attributes as the client decodes them: bytes kept, Strings made on demand. */
class EncodedAttributesTest {

  private static final List<Attribute> JOB = List.of(
      Attribute.of("Job_Name", "étude"),
      Attribute.of("Resource_List", "walltime", "01:00:00"),
      Attribute.of("Resource_List", "nodes", "2:ppn=4"),
      Attribute.of("comment", ""),
      Attribute.of("job_state", "Q"));

  private static EncodedAttributes decoded(List<Attribute> attributes) {
    byte[] bytes = Codecs.encodeReplies(List.of(BatchReply.status(List.of(
        new StatusObject(ObjectType.JOB, "1.srv", attributes)))));
    StatusReply reply = (StatusReply) Codecs.decodeReplies(bytes).get(0).body();
    return assertInstanceOf(EncodedAttributes.class, reply.objects().get(0).attributes());
  }

  @Test
  void decodesToTheSameAttributesTheServerSent() {
    EncodedAttributes a = decoded(JOB);
    assertEquals(JOB, a);
    assertEquals(JOB.hashCode(), a.hashCode());
    assertEquals("étude", a.value(0));
    assertEquals("walltime", a.resource(1));
    assertEquals(null, a.resource(0));
    assertEquals("", a.value(3));
    assertEquals(BatchOp.SET, a.op(4));
    assertTrue(a.nameIs(1, "Resource_List".getBytes(StandardCharsets.US_ASCII)));
    assertTrue(a.valueIs(4, "Q".getBytes(StandardCharsets.US_ASCII)));
    assertThrows(IndexOutOfBoundsException.class, () -> a.get(5));
  }

  @Test
  void fullNamesAreSharedAcrossObjects() {
    AttributeNames names = new AttributeNames();
    EncodedAttributes a = decoded(JOB);
    EncodedAttributes b = decoded(JOB);
    assertEquals("Resource_List.walltime", a.fullName(1, names));
    assertSame(a.fullName(1, names), b.fullName(1, names));
    assertEquals("job_state", b.fullName(4, names));
  }

  @Test
  void digestTellsAChangedObjectFromAnUnchangedOne() {
    EncodedAttributes a = decoded(JOB);
    assertEquals(a.digest(), decoded(JOB).digest());
    List<Attribute> running = List.of(JOB.get(0), JOB.get(1), JOB.get(2), JOB.get(3),
        Attribute.of("job_state", "R"));
    assertNotEquals(a.digest(), decoded(running).digest());
  }

  @Test
  void bytesThatAreNotCheckedEntriesAreRefusedOnFirstUse() {
    byte[] one = "+0+4name+0+5value+0".getBytes(StandardCharsets.US_ASCII);
    EncodedAttributes ok = EncodedAttributes.ofChecked(one, 1);
    assertEquals(List.of(new Attribute("name", null, "value", BatchOp.SET)), ok);
    assertThrows(IllegalArgumentException.class, () -> EncodedAttributes.ofChecked(one, 2).get(0));
    byte[] cut = "+0+4name+0+9value".getBytes(StandardCharsets.US_ASCII);
    assertThrows(IllegalArgumentException.class, () -> EncodedAttributes.ofChecked(cut, 1).value(0));
    byte[] badOp = "+0+4name+0+5value2+99".getBytes(StandardCharsets.US_ASCII);
    assertThrows(IllegalArgumentException.class, () -> EncodedAttributes.ofChecked(badOp, 1).op(0));
  }

  @Test
  void readsLongCountChains() {
    String value = "x".repeat(1234);
    EncodedAttributes a = decoded(List.of(Attribute.of("comment", value)));
    assertEquals(value, a.value(0));
  }
}
