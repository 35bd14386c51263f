package io.jmaui.pbs.dis;

import io.netty.buffer.ByteBuf;
import java.math.BigDecimal;
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
  private final DisLimits limits;
  private ByteBuf buf;
  private int baseIndex;
  private long baseOffset;
  final Bytes bytes = new Bytes();
  private final ShortStrings shortStrings = new ShortStrings();
  int lastStart;

  private final IntegerScan scan = new IntegerScan(this);
  private final EntrySkip entries = new EntrySkip(bytes);
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
    bytes.of(buf);
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
    return scan.redundant;
  }

  // ---- integers ----------------------------------------------------------------------------

  /** An unsigned 32-bit integer ({@code disrui}), 0 … 4294967295. */
  public long readUnsigned32(String what) {
    scan.scan(what, false, false);
    buf.readerIndex(scan.end);
    return scan.magnitude;
  }

  /** An unsigned 32-bit integer that must be at most {@code max} (a count, a port, a code). */
  public int readUnsignedInt(String what, int max) {
    int start = buf.readerIndex();
    scan.scan(what, false, false);
    if (scan.magnitude > max) {
      throw new DisException(offsetOf(start), DisError.LIMIT, what,
          "value " + scan.magnitude + " exceeds the limit of " + max);
    }
    buf.readerIndex(scan.end);
    return (int) scan.magnitude;
  }

  /** A signed 32-bit integer ({@code disrsi}). */
  public int readSigned32(String what) {
    scan.scan(what, true, false);
    buf.readerIndex(scan.end);
    return (int) (scan.negative ? -scan.magnitude : scan.magnitude);
  }

  /** An unsigned 64-bit integer ({@code disrul}); the result's bits are the unsigned value. */
  public long readUnsigned64(String what) {
    scan.scan(what, false, true);
    buf.readerIndex(scan.end);
    return scan.magnitude;
  }

  /** A signed 64-bit integer ({@code disrsl}). */
  public long readSigned64(String what) {
    scan.scan(what, true, true);
    buf.readerIndex(scan.end);
    return scan.negative ? -scan.magnitude : scan.magnitude;
  }

  // ---- strings -----------------------------------------------------------------------------

  /**
   * A counted string ({@code disrst}/{@code disrcs}), decoded as UTF-8, at most {@code maxBytes}
   * long; any byte may occur in it, NUL included.
   */
  public String readString(String what, int maxBytes) {
    int dataStart = skipString(what, maxBytes);
    int len = lastLength;
    return len == 0 ? ""
        : len <= ShortStrings.MAX_LEN ? shortStrings.get(bytes, dataStart, len)
        : bytes.utf8(dataStart, len);
  }

  /**
   * As {@link #readString(String, int)} for a string that rarely repeats, such as a status
   * object's name (a job id): decoded without the short-string cache, where 100,000 job ids per
   * reply would each miss, be copied twice and evict the attribute names that do repeat (the
   * cache's look-ups were a fifth of the daemon's I/O thread decoding its StatusJob replies).
   */
  public String readUniqueString(String what, int maxBytes) {
    int dataStart = skipString(what, maxBytes);
    int len = lastLength;
    return len == 0 ? "" : bytes.utf8(dataStart, len);
  }

  /**
   * Checks a counted string as {@link #readString} does and steps over it without decoding it:
   * returns the buffer index of its first byte; its length is {@link #lastStringLength()}.
   */
  public int skipString(String what, int maxBytes) {
    int start = buf.readerIndex();
    scan.scan(what, false, false);
    long len = scan.magnitude;
    if (len > maxBytes) {
      throw new DisException(offsetOf(start), DisError.LIMIT, what,
          "length " + len + " exceeds the limit of " + maxBytes);
    }
    int dataStart = scan.end;
    if (buf.writerIndex() - dataStart < len) {
      // the C reader returns DIS_PROTO for a string shorter than its length
      throw needMore(DisError.PROTO, start, what);
    }
    buf.readerIndex(dataStart + (int) len);
    lastStart = start;
    lastLength = (int) len;
    return dataStart;
  }

  /**
   * Steps over {@code count} attribute entries (name_len, name, resource flag, resource, value,
   * op below {@code ops}) if all are there in the forms pbs_server writes and within the limits
   * ({@link EntrySkip}); returns false having consumed nothing otherwise, and the caller reads
   * them field by field, which reports what is wrong or waits for what is missing.
   */
  public boolean skipAttributeEntries(int count, int ops) {
    int end = entries.skip(buf.readerIndex(), buf.writerIndex(), count, limits.maxId(), limits.maxString(), ops);
    if (end < 0) {
      return false;
    }
    buf.readerIndex(end);
    return true;
  }

  /** The {@code len} bytes at buffer index {@code index}, decoded as UTF-8 (for messages). */
  public String stringAt(int index, int len) {
    return bytes.utf8(index, len);
  }

  /** {@link Digest64} of the {@code len} bytes at buffer index {@code index}, not copied out. */
  public long digest(int index, int len) {
    return bytes.digest(index, len);
  }

  /** A copy of the {@code len} bytes at buffer index {@code index}. */
  public byte[] copy(int index, int len) {
    return bytes.copy(index, len);
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

  RuntimeException needMore(DisError kind, int index, String what) {
    pendingError = kind;
    pendingOffset = offsetOf(index);
    pendingWhat = what;
    return streamEnded ? endOfStream(true) : NeedMoreBytes.INSTANCE;
  }
}
