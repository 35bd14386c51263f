package io.jmaui.pbs.dis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The reader's fast byte access gives the same fields on every kind of buffer. */
class DisReaderBufferKindsTest {

  static final String LONG = "PBS_O_HOME=/home/tester,PBS_O_LOGNAME=tester,PBS_O_SHELL=/bin/bash";
  static final String WIRE = "+2+22+19+4root+0" + "2+" + LONG.length() + LONG
      + "+5state+5state+4free+4busy" + "220+18446744073709551615" + "210-2147483648" + "2+15-1";

  enum Kind {
    HEAP(b -> Unpooled.wrappedBuffer(b)),
    HEAP_WITH_OFFSET(b -> {
      byte[] padded = new byte[b.length + 7];
      System.arraycopy(b, 0, padded, 7, b.length);
      return Unpooled.wrappedBuffer(padded).skipBytes(7);
    }),
    DIRECT(b -> Unpooled.directBuffer(b.length).writeBytes(b)),
    READ_ONLY_NIO(b -> Unpooled.wrappedBuffer(ByteBuffer.wrap(b).asReadOnlyBuffer())),
    COMPOSITE(b -> {
      CompositeByteBuf c = Unpooled.compositeBuffer();
      int half = b.length / 2;
      c.addComponent(true, Unpooled.wrappedBuffer(b, 0, half));
      c.addComponent(true, Unpooled.directBuffer().writeBytes(b, half, b.length - half));
      return c;
    });

    final Function<byte[], ByteBuf> make;

    Kind(Function<byte[], ByteBuf> make) {
      this.make = make;
    }
  }

  static List<Object> readAll(DisReader r) {
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      out.add(r.readUnsigned32("n"));
    }
    out.add(r.readString("user", 32));
    out.add(r.readString("empty"));
    out.add(r.readString("long"));
    for (int i = 0; i < 4; i++) {
      out.add(r.readString("short"));
    }
    out.add(Long.toUnsignedString(r.readUnsigned64("u64")));
    out.add(r.readSigned32("s32"));
    out.add(r.readReal("real").toString());
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Kind.class)
  void sameFieldsOnEveryBufferKind(Kind kind) {
    byte[] bytes = WIRE.getBytes(StandardCharsets.ISO_8859_1);
    List<Object> expected = readAll(new DisReader().wrap(Unpooled.wrappedBuffer(bytes), 0));
    assertEquals(List.of(2L, 2L, 19L), expected.subList(0, 3));
    assertEquals(List.of("root", "", LONG, "state", "state", "free", "busy"),
        expected.subList(3, 10));
    ByteBuf buf = kind.make.apply(bytes);
    DisReader r = new DisReader().wrap(buf, 0);
    assertEquals(expected, readAll(r));
    assertEquals(bytes.length, r.offset());
    buf.release();
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Kind.class)
  void sameErrorOnEveryBufferKind(Kind kind) {
    ByteBuf buf = kind.make.apply("+0+0+0+0+0+0+0+0+0+0+0+0x".getBytes(StandardCharsets.US_ASCII));
    DisReader r = new DisReader().wrap(buf, 100);
    for (int i = 0; i < 12; i++) {
      r.readUnsigned32("n");
    }
    DisException e = assertThrows(DisException.class, () -> r.readUnsigned32("n"));
    assertEquals("byte 124: n: expected a digit or sign, got 'x' (0x78)", e.getMessage());
    buf.release();
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Kind.class)
  void sameDigestOnEveryBufferKindAsOfTheBytesCopiedOut(Kind kind) {
    byte[] bytes = WIRE.getBytes(StandardCharsets.ISO_8859_1);
    ByteBuf buf = kind.make.apply(bytes);
    DisReader r = new DisReader().wrap(buf, 0);
    int from = buf.readerIndex();
    for (int len : new int[] {0, 1, 7, 8, 9, 16, 23, 31, 32, 33, 40, 63, 64, 71, bytes.length}) {
      assertEquals(Digest64.of(bytes, 0, len), r.digest(from, len), len + " bytes");
      assertEquals(Digest64.of(bytes, 3, len - Math.min(len, 3)), r.digest(from + 3, len - Math.min(len, 3)));
    }
    assertNotEquals(Digest64.of(bytes, 0, 16), Digest64.of(bytes, 1, 16));
    assertNotEquals(Digest64.of(bytes, 0, 64), Digest64.of(bytes, 1, 64));
    byte[] swapped = bytes.clone(); // the same words in other lanes
    System.arraycopy(bytes, 8, swapped, 0, 8);
    System.arraycopy(bytes, 0, swapped, 8, 8);
    assertNotEquals(Digest64.of(bytes, 0, 32), Digest64.of(swapped, 0, 32));
    buf.release();
  }
}
