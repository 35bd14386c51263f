package io.jmaui.pbs.dis;

import io.netty.buffer.ByteBuf;
import io.netty.util.internal.PlatformDependent;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Fast read access to one buffer's bytes by buffer index, without {@code ByteBuf.getByte}'s
 * per-call accessibility check (which dominated decoding): the backing array, or the native
 * address of a direct buffer (Netty's own Unsafe access), or an NIO view of the readable bytes,
 * else {@code getByte}. Valid for one {@link #of}: decoders only read while it is in use.
 */
final class Bytes {
  private ByteBuf buf;
  private byte[] array;
  private int arrayBase;
  private long address;
  private ByteBuffer nio;
  private int nioBase;

  Bytes of(ByteBuf b) {
    buf = b;
    array = null;
    address = 0;
    nio = null;
    if (b.hasArray()) {
      array = b.array();
      arrayBase = b.arrayOffset();
    } else if (b.hasMemoryAddress() && PlatformDependent.hasUnsafe()) {
      address = b.memoryAddress();
    } else if (b.nioBufferCount() == 1 && b.isReadable()) {
      nio = b.nioBuffer(b.readerIndex(), b.readableBytes());
      nioBase = b.readerIndex();
    }
    return this;
  }

  int get(int index) {
    if (array != null) {
      return array[arrayBase + index];
    }
    if (address != 0) {
      return PlatformDependent.getByte(address + index);
    }
    if (nio != null) {
      return nio.get(index - nioBase);
    }
    return buf.getByte(index);
  }

  /** Copies {@code len} bytes at {@code index} into the start of {@code dst}. */
  void copyInto(int index, byte[] dst, int len) {
    if (array != null) {
      System.arraycopy(array, arrayBase + index, dst, 0, len);
    } else {
      buf.getBytes(index, dst, 0, len);
    }
  }

  /** {@link Digest64} of {@code len} bytes at {@code index}, read where they lie. */
  long digest(int index, int len) {
    if (array != null) {
      return Digest64.of(array, arrayBase + index, len);
    }
    long h1 = Digest64.start(len);
    long h2 = h1 + Digest64.LANE2;
    long h3 = h1 + Digest64.LANE3;
    long h4 = h1 + Digest64.LANE4;
    int i = 0;
    long h;
    if (address != 0) {
      long at = address + index;
      boolean swap = PlatformDependent.BIG_ENDIAN_NATIVE_ORDER;
      for (; i + 32 <= len; i += 32) {
        h1 = Digest64.word(h1, le(PlatformDependent.getLong(at + i), swap));
        h2 = Digest64.word(h2, le(PlatformDependent.getLong(at + i + 8), swap));
        h3 = Digest64.word(h3, le(PlatformDependent.getLong(at + i + 16), swap));
        h4 = Digest64.word(h4, le(PlatformDependent.getLong(at + i + 24), swap));
      }
      h = Digest64.lanes(h1, h2, h3, h4);
      for (; i + 8 <= len; i += 8) {
        h = Digest64.word(h, le(PlatformDependent.getLong(at + i), swap));
      }
    } else {
      for (; i + 32 <= len; i += 32) {
        h1 = Digest64.word(h1, buf.getLongLE(index + i));
        h2 = Digest64.word(h2, buf.getLongLE(index + i + 8));
        h3 = Digest64.word(h3, buf.getLongLE(index + i + 16));
        h4 = Digest64.word(h4, buf.getLongLE(index + i + 24));
      }
      h = Digest64.lanes(h1, h2, h3, h4);
      for (; i + 8 <= len; i += 8) {
        h = Digest64.word(h, buf.getLongLE(index + i));
      }
    }
    long tail = 0;
    for (int s = 0; i < len; i++, s += 8) {
      tail |= (get(index + i) & 0xFFL) << s;
    }
    return Digest64.finish(h, tail);
  }

  private static long le(long nativeOrder, boolean swap) {
    return swap ? Long.reverseBytes(nativeOrder) : nativeOrder;
  }

  byte[] copy(int index, int len) {
    byte[] out = new byte[len];
    buf.getBytes(index, out);
    return out;
  }

  String utf8(int index, int len) {
    return array != null
        ? new String(array, arrayBase + index, len, StandardCharsets.UTF_8)
        : buf.toString(index, len, StandardCharsets.UTF_8);
  }
}
