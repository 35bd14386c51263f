package io.jmaui.pbs.dis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Wire doc §1.1–§1.4: every [run] example, written. */
class DisWriterTest {

  static String written(Consumer<ByteBuf> write) {
    ByteBuf b = Unpooled.buffer();
    write.accept(b);
    return b.toString(StandardCharsets.ISO_8859_1);
  }

  @ParameterizedTest(name = "§1.1 unsigned {0} is {1}")
  @CsvSource({
      "0, +0", "7, +7", "9, +9", "10, 2+10", "42, 2+42", "99, 2+99", "100, 3+100",
      "12345, 5+12345", "1234567890, 210+1234567890", "2147483647, 210+2147483647",
      "4294967295, 210+4294967295", "9223372036854775807, 219+9223372036854775807"})
  void unsigned(long value, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeUnsigned(b, value)));
  }

  @ParameterizedTest(name = "§1.1 unsigned 64-bit 2^64-1")
  @CsvSource("-1, 220+18446744073709551615")
  void unsigned64Max(long bits, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeUnsigned64(b, bits)));
  }

  @ParameterizedTest(name = "§1.2 signed {0} is {1}")
  @CsvSource({
      "0, +0", "-1, -1", "-5, -5", "9, +9", "10, 2+10", "15001, 5+15001", "-15001, 5-15001",
      "2147483647, 210+2147483647", "-2147483648, 210-2147483648",
      "9223372036854775807, 219+9223372036854775807",
      "-9223372036854775808, 219-9223372036854775808"})
  void signed(long value, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeSigned(b, value)));
  }

  @ParameterizedTest(name = "§1.3 string \"{0}\" is {1}")
  @CsvSource({
      "'', +0", "a, +1a", "root, +4root", "Job_Name, +8Job_Name",
      "0123456789, 2+100123456789", "123.server.example.com, 2+22123.server.example.com"})
  void string(String s, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeString(b, s)));
  }

  @ParameterizedTest(name = "string length counts UTF-8 bytes: {0}")
  @CsvSource("'h\u00e9', +3h\u00c3\u00a9")
  void stringCountsBytes(String s, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeString(b, s)));
  }

  @ParameterizedTest(name = "§1.4 real {0} is {1}")
  @CsvSource({"0.0, +0+0", "1.5, 2+15-1", "-0.001, -1-3", "123456, 6+123456+0"})
  void real(String value, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeReal(b, new BigDecimal(value))));
    assertEquals(wire, written(b -> DisWriter.writeReal(b, Double.parseDouble(value))));
  }

  @ParameterizedTest(name = "§4.2 trqauthd form: {0} is {1}")
  @CsvSource({"root, 1+4root", "0123456789, 2+100123456789"})
  void trqauthdExplicitCount(String user, String wire) {
    assertEquals(wire, written(b -> DisWriter.writeStringExplicitCount(b, user)));
  }

  @ParameterizedTest(name = "unsigned rejects {0}")
  @CsvSource("-1")
  void unsignedRejectsNegative(long value) {
    assertThrows(IllegalArgumentException.class,
        () -> DisWriter.writeUnsigned(Unpooled.buffer(), value));
  }

  @ParameterizedTest(name = "HUGEVAL: {0}")
  @CsvSource({"NaN", "Infinity"})
  void hugeval(double value) {
    assertThrows(IllegalArgumentException.class,
        () -> DisWriter.writeReal(Unpooled.buffer(), value));
  }
}
