package io.jmaui.pbs.dis;

import io.netty.buffer.ByteBuf;
import io.netty.util.internal.PlatformDependent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Reads DIS fields (wire doc §1) from a {@link ByteBuf}, one whole field at a time, the way
 * TORQUE's {@code disrsi_}/{@code disrsl_} and string readers do (§1.5).
 *
 * <p>Each read first scans the field without moving the reader index. If the field is complete it
 * is consumed and returned; if bytes run out it throws {@link NeedMoreBytes} with the index
 * untouched (and remembers what was cut short, for {@link #endOfStream}); if a byte is wrong it
 * throws {@link DisException} naming the offending byte's stream offset. Lengths are checked
 * against {@link DisLimits} before a string is copied out, so no allocation follows a peer's
 * length field before its bytes are there.
 *
 * <p>Mirrored leniencies: redundant counts ({@code 1+7}, {@code 11+7}), leading zeros inside the
 * value digits ({@code 2+07}), {@code -0} read as a signed 0. Mirrored rejections: LEADZRO,
 * BADSIGN for unsigned, NONDIGIT (also for bytes 0x80 and above), OVERFLOW against the type's
 * maximum, INVALID for a count of more than 63 digits (4.2+; we apply it to every width). One
 * deliberate difference: a value whose count exceeds the type's digits fails with OVERFLOW as soon
 * as one digit more than the maximum has arrived, instead of waiting for all the digits the count
 * announces (a peer could announce billions). Like the C reader, which reads all digits of a
 * count or value before checking them, a field cut short is "need more bytes" (EOD at the end of
 * the stream) even if a byte already there is not a digit: {@code 99+1} is EOD, not NONDIGIT.
 *
 * <p>Not thread-safe; one per decoder. {@link #wrap} points it at a buffer and says which stream
 * offset the buffer's reader index is at.
 */
public final class DisReader {
  private static final int MAX_COUNT_DIGITS = 63;
  private static final long U32_MAX = 0xFFFF_FFFFL;
  private static final BigInteger U64_MAX = new BigInteger("18446744073709551615");

  private final DisLimits limits;
  private ByteBuf buf;
  private int baseIndex;
  private long baseOffset;
  // fast byte access without Netty's per-call accessibility check: the backing array, or the
  // native address of a direct buffer (Netty's own Unsafe access), or an NIO view of the
  // readable bytes; fixed for one wrap(), during which decoders only read
  private byte[] array;
  private int arrayBase;
  private long address;
  private ByteBuffer nio;
  private int nioBase;
  private int lastStart;

  // short strings repeat endlessly in status replies (attribute names, resource names, "True",
  // queue and host names): one cache per reader hands out the same String for the same bytes
  private static final int CACHE_SIZE = 1024;
  private static final int CACHE_MAX_LEN = 24;
  private final byte[][] cacheBytes = new byte[CACHE_SIZE][];
  private final String[] cacheStrings = new String[CACHE_SIZE];

  // result of the last scanInteger
  private int scanEnd;
  private boolean scanNegative;
  private long scanMagnitude;
  private boolean redundantCount;
  private int lastLength;

  // what the last NeedMoreBytes was about
  private DisError pendingError = DisError.EOF;
  private long pendingOffset;
  private String pendingWhat = "";
  private boolean streamEnded;

  public DisReader(DisLimits limits) {
    this.limits = limits;
  }

  public DisReader() {
    this(DisLimits.DEFAULT);
  }

  public DisLimits limits() {
    return limits;
  }

  /** Read from {@code buf}, whose current reader index is at {@code streamOffset} in the stream. */
  public DisReader wrap(ByteBuf buf, long streamOffset) {
    this.buf = buf;
    this.baseIndex = buf.readerIndex();
    this.baseOffset = streamOffset;
    this.array = null;
    this.address = 0;
    this.nio = null;
    if (buf.hasArray()) {
      array = buf.array();
      arrayBase = buf.arrayOffset();
    } else if (buf.hasMemoryAddress() && PlatformDependent.hasUnsafe()) {
      address = buf.memoryAddress();
    } else if (buf.nioBufferCount() == 1 && buf.isReadable()) {
      nio = buf.nioBuffer(buf.readerIndex(), buf.readableBytes());
      nioBase = buf.readerIndex();
    }
    return this;
  }

  /** The buffer being read. */
  public ByteBuf buffer() {
    return buf;
  }

  /**
   * Whether the stream has ended: then a field cut short throws the {@link #endOfStream} error
   * right where it is read (so callers add their context) instead of {@link NeedMoreBytes}.
   */
  public DisReader streamEnded(boolean ended) {
    this.streamEnded = ended;
    return this;
  }

  /** Stream offset of the reader index. */
  public long offset() {
    return offsetOf(buf.readerIndex());
  }

  /** Stream offset of buffer index {@code index}. */
  public long offsetOf(int index) {
    return baseOffset + (index - baseIndex);
  }

  /** Whether any byte is left to read. */
  public boolean isReadable() {
    return buf.isReadable();
  }

  /** Stream offset of the start of the last field read (a string's start is its length). */
  public long lastFieldOffset() {
    return offsetOf(lastStart);
  }

  /** The byte length of the last string read. */
  public int lastStringLength() {
    return lastLength;
  }

  /** Whether the last integer or string length carried a redundant count ({@code 1+4root}). */
  public boolean lastHadRedundantCount() {
    return redundantCount;
  }

  // ---- integers ----------------------------------------------------------------------------

  /** An unsigned 32-bit integer ({@code disrui}), 0 … 4294967295. */
  public long readUnsigned32(String what) {
    scanInteger(what, false, false);
    buf.readerIndex(scanEnd);
    return scanMagnitude;
  }

  /** An unsigned 32-bit integer that must be at most {@code max} (a count, a port, a code). */
  public int readUnsignedInt(String what, int max) {
    int start = buf.readerIndex();
    scanInteger(what, false, false);
    if (scanMagnitude > max) {
      throw new DisException(offsetOf(start), DisError.LIMIT, what,
          "value " + scanMagnitude + " exceeds the limit of " + max);
    }
    buf.readerIndex(scanEnd);
    return (int) scanMagnitude;
  }

  /** A signed 32-bit integer ({@code disrsi}). */
  public int readSigned32(String what) {
    scanInteger(what, true, false);
    buf.readerIndex(scanEnd);
    return (int) (scanNegative ? -scanMagnitude : scanMagnitude);
  }

  /** An unsigned 64-bit integer ({@code disrul}); the result's bits are the unsigned value. */
  public long readUnsigned64(String what) {
    scanInteger(what, false, true);
    buf.readerIndex(scanEnd);
    return scanMagnitude;
  }

  /** A signed 64-bit integer ({@code disrsl}). */
  public long readSigned64(String what) {
    scanInteger(what, true, true);
    buf.readerIndex(scanEnd);
    return scanNegative ? -scanMagnitude : scanMagnitude;
  }

  // ---- strings -----------------------------------------------------------------------------

  /**
   * A counted string ({@code disrst}/{@code disrcs}), decoded as UTF-8, at most {@code maxBytes}
   * long; any byte may occur in it, NUL included.
   */
  public String readString(String what, int maxBytes) {
    int start = buf.readerIndex();
    scanInteger(what, false, false);
    long len = scanMagnitude;
    if (len > maxBytes) {
      throw new DisException(offsetOf(start), DisError.LIMIT, what,
          "length " + len + " exceeds the limit of " + maxBytes);
    }
    int dataStart = scanEnd;
    if (buf.writerIndex() - dataStart < len) {
      // the C reader returns DIS_PROTO for a string shorter than its length
      throw needMore(DisError.PROTO, start, what);
    }
    String s = len == 0 ? ""
        : len <= CACHE_MAX_LEN ? cached(dataStart, (int) len)
        : array != null
            ? new String(array, arrayBase + dataStart, (int) len, StandardCharsets.UTF_8)
            : buf.toString(dataStart, (int) len, StandardCharsets.UTF_8);
    buf.readerIndex(dataStart + (int) len);
    lastStart = start;
    lastLength = (int) len;
    return s;
  }

  /** A string limited by {@link DisLimits#maxString()}. */
  public String readString(String what) {
    return readString(what, limits.maxString());
  }

  // ---- reals -------------------------------------------------------------------------------

  /** A real (wire doc §1.4): signed coefficient, then signed power-of-ten exponent. */
  public BigDecimal readReal(String what) {
    int start = buf.readerIndex();
    try {
      long coefficient = readSigned64(what + " coefficient");
      int exponent = readSigned32(what + " exponent");
      return BigDecimal.valueOf(coefficient).scaleByPowerOfTen(exponent);
    } catch (RuntimeException e) { // NeedMoreBytes or DisException: consume nothing
      buf.readerIndex(start);
      throw e;
    }
  }

  // ---- end of stream -----------------------------------------------------------------------

  /**
   * The error for a stream that ended while the last {@link NeedMoreBytes} was pending: EOD
   * inside an integer, PROTO inside a string body (as the C readers), EOF before the first byte
   * of a field — reported as EOD when {@code insideMessage}.
   */
  public DisException endOfStream(boolean insideMessage) {
    DisError kind = pendingError == DisError.EOF && insideMessage ? DisError.EOD : pendingError;
    String detail = switch (kind) {
      case PROTO -> "premature end of message: string shorter than its length";
      case EOF -> "end of stream";
      default -> "premature end of message";
    };
    return new DisException(pendingOffset, kind, pendingWhat, detail);
  }

  // ---- the scanner -------------------------------------------------------------------------

  private RuntimeException needMore(DisError kind, int index, String what) {
    pendingError = kind;
    pendingOffset = offsetOf(index);
    pendingWhat = what;
    return streamEnded ? endOfStream(true) : NeedMoreBytes.INSTANCE;
  }

  /**
   * Scans one integer starting at the reader index without moving it; sets scanEnd,
   * scanNegative, scanMagnitude, redundantCount.
   */
  private String cached(int index, int len) {
    int h = 0x811c9dc5;
    for (int i = 0; i < len; i++) {
      h = (h ^ byteAt(index + i)) * 0x01000193;
    }
    int slot = (h ^ (h >>> 16)) & (CACHE_SIZE - 1);
    byte[] known = cacheBytes[slot];
    if (known != null && known.length == len && sameBytes(index, known)) {
      return cacheStrings[slot];
    }
    byte[] bytes = new byte[len];
    buf.getBytes(index, bytes);
    String s = new String(bytes, StandardCharsets.UTF_8);
    cacheBytes[slot] = bytes;
    cacheStrings[slot] = s;
    return s;
  }

  private boolean sameBytes(int index, byte[] known) {
    if (array != null) {
      int from = arrayBase + index;
      return java.util.Arrays.equals(array, from, from + known.length, known, 0, known.length);
    }
    for (int i = 0; i < known.length; i++) {
      if (byteAt(index + i) != known[i]) {
        return false;
      }
    }
    return true;
  }

  private int byteAt(int index) {
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

  private void scanInteger(String what, boolean signed, boolean wide) {
    final ByteBuf b = buf;
    final int start = b.readerIndex();
    final int end = b.writerIndex();
    lastStart = start;
    final int maxDigits = wide ? 20 : 10;
    int p = start;
    long count = 1;
    boolean redundant = false;
    while (true) {
      if (p >= end) {
        throw needMore(p == start ? DisError.EOF : DisError.EOD, start, what);
      }
      int c = byteAt(p);
      if (c == '+' || c == '-') {
        if (c == '-' && !signed) {
          throw new DisException(offsetOf(p), DisError.BADSIGN, what,
              "expected an unsigned value, got '-'");
        }
        int digits = p + 1;
        long available = end - digits;
        long toScan;
        if (count <= maxDigits) {
          if (available < count) {
            throw needMore(DisError.EOD, start, what); // like C, which reads all digits first
          }
          toScan = count;
        } else if (available >= count) {
          toScan = count;
        } else if (available > maxDigits) {
          toScan = available; // deliberate: fail now, not after 'count' bytes (see class doc)
        } else {
          throw needMore(DisError.EOD, start, what);
        }
        long magnitude = 0;
        for (int i = 0; i < toScan; i++) {
          int d = byteAt(digits + i) - '0';
          if (d < 0 || d > 9) {
            throw new DisException(offsetOf(digits + i), DisError.NONDIGIT, what,
                "expected a digit, got " + DisException.describeByte(d + '0'));
          }
          magnitude = magnitude * 10 + d; // only meaningful when count <= 18
        }
        if (count > maxDigits) {
          throw new DisException(offsetOf(start), DisError.OVERFLOW, what,
              "value of " + count + " digits exceeds " + maxOf(signed, wide, c == '-'));
        }
        int n = (int) count;
        if (n > 18) {
          magnitude = bigMagnitude(digits, n, start, what, signed, wide, c == '-');
        } else if (magnitude > limitOf(signed, wide, c == '-')) {
          throw new DisException(offsetOf(start), DisError.OVERFLOW, what,
              "value " + (c == '-' ? "-" : "") + magnitude + " exceeds "
                  + maxOf(signed, wide, c == '-'));
        }
        scanEnd = digits + n;
        scanNegative = c == '-';
        scanMagnitude = magnitude;
        redundantCount = redundant;
        return;
      }
      if (c == '0') {
        throw new DisException(offsetOf(p), DisError.LEADZRO, what,
            "a count cannot begin with '0'");
      }
      if (c < '1' || c > '9') {
        throw new DisException(offsetOf(p), DisError.NONDIGIT, what,
            "expected a digit or sign, got " + DisException.describeByte(c));
      }
      if (count > MAX_COUNT_DIGITS) {
        throw new DisException(offsetOf(p), DisError.INVALID, what,
            "a count of " + count + " digits exceeds 63");
      }
      int n = (int) count;
      if (end - p < n) {
        throw needMore(DisError.EOD, start, what); // like C, which reads all digits first
      }
      long value = 0;
      for (int i = 0; i < n; i++) {
        int d = byteAt(p + i) - '0';
        if (d < 0 || d > 9) {
          throw new DisException(offsetOf(p + i), DisError.NONDIGIT, what,
              "expected a digit, got " + DisException.describeByte(d + '0'));
        }
        if (value > (Long.MAX_VALUE - d) / 10) {
          value = Long.MAX_VALUE; // saturate; rejected below
        } else {
          value = value * 10 + d;
        }
      }
      long countMax = wide ? Long.MAX_VALUE - 1 : U32_MAX;
      if (value > countMax) {
        throw new DisException(offsetOf(p), DisError.OVERFLOW, what,
            "count exceeds " + (wide ? "the 64-bit range" : "4294967295"));
      }
      if (value == 1) {
        redundant = true;
      }
      p += n;
      count = value;
    }
  }

  private static long limitOf(boolean signed, boolean wide, boolean negative) {
    if (!wide) {
      return signed ? (negative ? 2147483648L : 2147483647L) : U32_MAX;
    }
    return Long.MAX_VALUE; // 64-bit values of 18 digits or fewer always fit
  }

  private static String maxOf(boolean signed, boolean wide, boolean negative) {
    if (!wide) {
      return signed ? (negative ? "-2147483648" : "2147483647") : "4294967295";
    }
    return signed ? (negative ? "-9223372036854775808" : "9223372036854775807")
        : "18446744073709551615";
  }

  private long bigMagnitude(int digits, int n, int start, String what, boolean signed,
      boolean wide, boolean negative) {
    String text = buf.toString(digits, n, StandardCharsets.US_ASCII);
    BigInteger v = new BigInteger(text);
    BigInteger max = !wide ? BigInteger.valueOf(limitOf(signed, false, negative))
        : signed ? (negative ? BigInteger.ONE.shiftLeft(63) : BigInteger.valueOf(Long.MAX_VALUE))
        : U64_MAX;
    if (v.compareTo(max) > 0) {
      throw new DisException(offsetOf(start), DisError.OVERFLOW, what,
          "value " + (negative ? "-" : "") + v + " exceeds " + maxOf(signed, wide, negative));
    }
    return v.longValue();
  }
}
