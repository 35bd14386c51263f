package io.jmaui.pbs.dis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Wire doc §1.1–§1.6: the [run] examples, the C reader's leniencies and its rejections. */
class DisReaderTest {

  /** Reads one field from the whole of {@code wire}, asserting it consumes everything. */
  static <T> T read(String wire, Function<DisReader, T> field) {
    ByteBuf b = Unpooled.copiedBuffer(wire, StandardCharsets.ISO_8859_1);
    DisReader r = new DisReader().wrap(b, 0);
    T value = field.apply(r);
    assertFalse(b.isReadable(), "left over: " + b.toString(StandardCharsets.ISO_8859_1));
    return value;
  }

  /** Every proper prefix of {@code wire} asks for more bytes and leaves the index untouched. */
  static void prefixesNeedMore(String wire, Function<DisReader, ?> field) {
    for (int n = 0; n < wire.length(); n++) {
      ByteBuf b = Unpooled.copiedBuffer(wire.substring(0, n), StandardCharsets.ISO_8859_1);
      DisReader r = new DisReader().wrap(b, 0);
      assertSame(NeedMoreBytes.INSTANCE, assertThrows(NeedMoreBytes.class, () -> field.apply(r)),
          "prefix " + n);
      assertEquals(0, b.readerIndex(), "prefix " + n + " moved the reader index");
    }
  }

  /** The error reading {@code wire}; at the end of the bytes, the end-of-stream error. */
  static DisException error(String wire, Function<DisReader, ?> field) {
    ByteBuf b = Unpooled.copiedBuffer(wire == null ? "" : wire, StandardCharsets.ISO_8859_1);
    DisReader r = new DisReader(new DisLimits(32, 1046, 16, 2048, 7, 100, 100)).wrap(b, 0);
    try {
      field.apply(r);
    } catch (NeedMoreBytes e) {
      assertEquals(0, b.readerIndex());
      return r.endOfStream(false);
    } catch (DisException e) {
      assertEquals(0, b.readerIndex(), "a failed read must not move the index");
      return e;
    }
    throw new AssertionError("no error reading " + wire);
  }

  static final Function<DisReader, Object> U32 = r -> r.readUnsigned32("value");
  static final Function<DisReader, Object> S32 = r -> r.readSigned32("value");
  static final Function<DisReader, Object> U64 = r -> Long.toUnsignedString(r.readUnsigned64("value"));
  static final Function<DisReader, Object> S64 = r -> r.readSigned64("value");
  static final Function<DisReader, Object> STR = r -> r.readString("name");

  @ParameterizedTest(name = "§1.1 {1} reads as unsigned {0}")
  @CsvSource({
      "0, +0", "7, +7", "9, +9", "10, 2+10", "42, 2+42", "99, 2+99", "100, 3+100",
      "12345, 5+12345", "1234567890, 210+1234567890", "2147483647, 210+2147483647",
      "4294967295, 210+4294967295"})
  void unsigned32(long value, String wire) {
    assertEquals(value, read(wire, U32));
    assertEquals(Long.toString(value), read(wire, U64));
    prefixesNeedMore(wire, U32);
  }

  @ParameterizedTest(name = "§1.1 {1} reads as unsigned 64-bit {0}")
  @CsvSource({
      "9223372036854775807, 219+9223372036854775807",
      "18446744073709551615, 220+18446744073709551615"})
  void unsigned64(String value, String wire) {
    assertEquals(value, read(wire, U64));
    prefixesNeedMore(wire, U64);
  }

  @ParameterizedTest(name = "§1.2 {1} reads as signed {0}")
  @CsvSource({
      "0, +0", "-1, -1", "-5, -5", "15001, 5+15001", "-15001, 5-15001",
      "2147483647, 210+2147483647", "-2147483648, 210-2147483648"})
  void signed32(int value, String wire) {
    assertEquals(value, read(wire, S32));
    assertEquals((long) value, read(wire, S64));
    prefixesNeedMore(wire, S32);
  }

  @ParameterizedTest(name = "§1.2 {1} reads as signed 64-bit {0}")
  @CsvSource({
      "-9223372036854775808, 219-9223372036854775808",
      "9223372036854775807, 219+9223372036854775807"})
  void signed64(long value, String wire) {
    assertEquals(value, read(wire, S64));
    prefixesNeedMore(wire, S64);
  }

  @ParameterizedTest(name = "§1.3 {1} reads as \"{0}\"")
  @CsvSource({
      "'', +0", "a, +1a", "root, +4root", "Job_Name, +8Job_Name",
      "0123456789, 2+100123456789", "123.server.example.com, 2+22123.server.example.com"})
  void string(String s, String wire) {
    assertEquals(s, read(wire, STR));
    prefixesNeedMore(wire, STR);
  }

  @Test
  void stringKeepsNulAndUtf8() {
    assertEquals("r\0ot", read("+4r\0ot", STR));
    assertEquals("h\u00e9", read("+3h\u00c3\u00a9", STR));
  }

  @ParameterizedTest(name = "§1.4 {1} reads as real {0}")
  @CsvSource({"0, +0+0", "1.5, 2+15-1", "-0.001, -1-3", "123456, 6+123456+0"})
  void real(String value, String wire) {
    BigDecimal v = read(wire, r -> r.readReal("value"));
    assertEquals(0, new BigDecimal(value).compareTo(v), v.toString());
    prefixesNeedMore(wire, r -> r.readReal("value"));
  }

  @ParameterizedTest(name = "§1.5 leniency: {0} reads as {1}")
  @CsvSource({"1+7, 7", "11+7, 7", "2+07, 7", "2+00, 0"})
  void leniencies(String wire, long value) {
    assertEquals(value, read(wire, U32));
  }

  @Test
  void minusZeroReadsAsSignedZero() {
    assertEquals(0, read("-0", S32));
  }

  /** An object's name reads as readString reads it, from a direct buffer too, and within the same limit. */
  @Test
  void uniqueStringsReadAsStringsDo() {
    ByteBuf wire = Unpooled.buffer();
    for (String s : new String[] {"", "12345.head.example.org", "0123456789.a-long-server.example.org"}) {
      DisWriter.writeString(wire, s);
    }
    for (ByteBuf b : new ByteBuf[] {wire, Unpooled.directBuffer().writeBytes(wire, 0, wire.readableBytes())}) {
      DisReader r = new DisReader().wrap(b, 0);
      assertEquals("", r.readUniqueString("name", 64));
      assertEquals("12345.head.example.org", r.readUniqueString("name", 64));
      assertEquals("0123456789.a-long-server.example.org", r.readUniqueString("name", 64));
    }
    ByteBuf tooLong = Unpooled.buffer();
    DisWriter.writeString(tooLong, "12345.head.example.org");
    DisReader limited = new DisReader().wrap(tooLong, 0);
    DisException e = assertThrows(DisException.class, () -> limited.readUniqueString("name", 8));
    assertEquals(DisError.LIMIT, e.error());
  }

  @Test
  void redundantCountIsNoticed() {
    ByteBuf b = Unpooled.copiedBuffer("1+4root+4root", StandardCharsets.ISO_8859_1);
    DisReader r = new DisReader().wrap(b, 0);
    assertEquals("root", r.readString("user", 32));
    assertTrue(r.lastHadRedundantCount());
    assertEquals("root", r.readString("user", 32));
    assertFalse(r.lastHadRedundantCount());
  }

  @ParameterizedTest(name = "§1.5 unsigned {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "0|LEADZRO|byte 0: value: a count cannot begin with '0'",
      "02+42|LEADZRO|byte 0: value: a count cannot begin with '0'",
      "-5|BADSIGN|byte 0: value: expected an unsigned value, got '-'",
      "-0|BADSIGN|byte 0: value: expected an unsigned value, got '-'",
      "x|NONDIGIT|byte 0: value: expected a digit or sign, got 'x' (0x78)",
      "3+-12|NONDIGIT|byte 2: value: expected a digit, got '-' (0x2d)",
      "2+4x|NONDIGIT|byte 3: value: expected a digit, got 'x' (0x78)",
      "2x4|NONDIGIT|byte 1: value: expected a digit or sign, got 'x' (0x78)",
      "\u00b5|NONDIGIT|byte 0: value: expected a digit or sign, got 0xb5",
      "+|EOD|byte 0: value: premature end of message",
      "2+4|EOD|byte 0: value: premature end of message",
      "99+1|EOD|byte 0: value: premature end of message",
      "|EOF|byte 0: value: end of stream",
      "210+4294967296|OVERFLOW|byte 0: value: value 4294967296 exceeds 4294967295",
      "211+12345678901|OVERFLOW|byte 0: value: value of 11 digits exceeds 4294967295",
      "4294967295+1|INVALID|byte 5: value: a count of 2949 digits exceeds 63",
      "21199999999999+1|OVERFLOW|byte 3: value: count exceeds 4294967295"})
  void unsignedRejections(String wire, DisError kind, String message) {
    DisException e = error(wire, U32);
    assertEquals(kind, e.error());
    assertEquals(message, e.getMessage());
  }

  @ParameterizedTest(name = "§1.5 signed {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "210+2147483648|OVERFLOW|byte 0: value: value 2147483648 exceeds 2147483647",
      "210-2147483649|OVERFLOW|byte 0: value: value -2147483649 exceeds -2147483648"})
  void signedRejections(String wire, DisError kind, String message) {
    DisException e = error(wire, S32);
    assertEquals(kind, e.error());
    assertEquals(message, e.getMessage());
  }

  @ParameterizedTest(name = "§1.5 64-bit {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "220+18446744073709551616|OVERFLOW|byte 0: value: value 18446744073709551616 exceeds 18446744073709551615",
      "221+100000000000000000000|OVERFLOW|byte 0: value: value of 21 digits exceeds 18446744073709551615"})
  void unsigned64Rejections(String wire, DisError kind, String message) {
    DisException e = error(wire, U64);
    assertEquals(kind, e.error());
    assertEquals(message, e.getMessage());
  }

  @Test
  void signed64Overflow() {
    DisException e = error("219+9223372036854775808", S64);
    assertEquals(DisError.OVERFLOW, e.error());
    assertEquals("byte 0: value: value 9223372036854775808 exceeds 9223372036854775807",
        e.getMessage());
  }

  @ParameterizedTest(name = "§1.5 string {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "-4root|BADSIGN|byte 0: name: expected an unsigned value, got '-'",
      "+4ro|PROTO|byte 0: name: premature end of message: string shorter than its length",
      "+8Job_Name|LIMIT|byte 0: name: length 8 exceeds the limit of 7"})
  void stringRejections(String wire, DisError kind, String message) {
    DisException e = error(wire, STR);
    assertEquals(kind, e.error());
    assertEquals(message, e.getMessage());
  }

  @Test
  void aLengthOverTheLimitFailsBeforeItsBytesArrive() {
    // 2^32-1 bytes announced, none sent: refused at once, nothing allocated, nothing waited for
    DisException e = error("210+4294967295", STR);
    assertEquals(DisError.LIMIT, e.error());
    assertEquals("byte 0: name: length 4294967295 exceeds the limit of 7", e.getMessage());
  }

  @Test
  void aHugeDigitCountFailsWithoutWaitingForTheDigits() {
    // count 4294967295 digits announced: OVERFLOW after one digit more than 10, not 4 GB later
    DisException e = error("3100+12345678901", U32);
    assertEquals(DisError.OVERFLOW, e.error());
  }

  @Test
  void offsetsCountFromTheStreamPosition() {
    ByteBuf b = Unpooled.copiedBuffer("+0+0x", StandardCharsets.ISO_8859_1);
    DisReader r = new DisReader().wrap(b, 1000);
    r.readUnsigned32("a");
    r.readUnsigned32("b");
    assertEquals(1004, r.offset());
    DisException e = assertThrows(DisException.class, () -> r.readUnsigned32("c"));
    assertEquals("byte 1004: c: expected a digit or sign, got 'x' (0x78)", e.getMessage());
    assertEquals(1004, e.offset());
  }

  @Test
  void readUnsignedIntBoundsTheValue() {
    DisException e = error("6+100000", r -> r.readUnsignedInt("port", 65535));
    assertEquals(DisError.LIMIT, e.error());
    assertEquals("byte 0: port: value 100000 exceeds the limit of 65535", e.getMessage());
  }

  @Test
  void contextIsAddedOutermostFirst() {
    DisException e = new DisException(1387, DisError.NONDIGIT, "value",
        "expected a digit or sign, got 'x' (0x78)")
        .in("attribute 4 'state'").in("object 3 'n17'").in("StatusNode reply").from("pbs01:15001");
    assertEquals("pbs01:15001 byte 1387: StatusNode reply, object 3 'n17', attribute 4 'state',"
        + " value: expected a digit or sign, got 'x' (0x78)", e.getMessage());
  }
}
