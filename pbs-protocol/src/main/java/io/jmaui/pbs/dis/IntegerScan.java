package io.jmaui.pbs.dis;

import io.netty.buffer.ByteBuf;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The integer scanner behind {@link DisReader}: walks the count chain of one DIS integer (wire
 * doc §1.1, §1.5) without moving the reader index and leaves the result in its fields.
 */
final class IntegerScan {
  private static final int MAX_COUNT_DIGITS = 63;
  private static final long U32_MAX = 0xFFFF_FFFFL;
  private static final BigInteger U64_MAX = new BigInteger("18446744073709551615");

  private final DisReader r;
  private final ShortInteger shortForm = new ShortInteger();
  /** Buffer index just after the integer. */
  int end;
  boolean negative;
  /** The magnitude; for 64-bit unsigned values its bits. */
  long magnitude;
  /** Whether a count of 1 was written ({@code 1+7}). */
  boolean redundant;

  IntegerScan(DisReader reader) {
    this.r = reader;
  }

  /** Scans one integer at the reader index without moving it; sets the fields above. */
  void scan(String what, boolean signed, boolean wide) {
    final ByteBuf b = r.buffer();
    final int start = b.readerIndex();
    final int end = b.writerIndex();
    r.lastStart = start;
    if (shortForm.read(r.bytes, start, end)) {
      done(shortForm.end, shortForm.value);
      return;
    }
    final int maxDigits = wide ? 20 : 10;
    int p = start;
    long count = 1;
    boolean redundant = false;
    while (true) {
      if (p >= end) {
        throw r.needMore(p == start ? DisError.EOF : DisError.EOD, start, what);
      }
      int c = r.bytes.get(p);
      if (c == '+' || c == '-') {
        if (c == '-' && !signed) {
          throw new DisException(r.offsetOf(p), DisError.BADSIGN, what,
              "expected an unsigned value, got '-'");
        }
        int digits = p + 1;
        long available = end - digits;
        long toScan;
        if (count <= maxDigits) {
          if (available < count) {
            throw r.needMore(DisError.EOD, start, what); // like C, which reads all digits first
          }
          toScan = count;
        } else if (available >= count) {
          toScan = count;
        } else if (available > maxDigits) {
          toScan = available; // deliberate: fail now, not after 'count' bytes (see class doc)
        } else {
          throw r.needMore(DisError.EOD, start, what);
        }
        long magnitude = 0;
        for (int i = 0; i < toScan; i++) {
          int d = r.bytes.get(digits + i) - '0';
          if (d < 0 || d > 9) {
            throw new DisException(r.offsetOf(digits + i), DisError.NONDIGIT, what,
                "expected a digit, got " + DisException.describeByte(d + '0'));
          }
          magnitude = magnitude * 10 + d; // only meaningful when count <= 18
        }
        if (count > maxDigits) {
          throw new DisException(r.offsetOf(start), DisError.OVERFLOW, what,
              "value of " + count + " digits exceeds " + maxOf(signed, wide, c == '-'));
        }
        int n = (int) count;
        if (n > 18) {
          magnitude = bigMagnitude(digits, n, start, what, signed, wide, c == '-');
        } else if (magnitude > limitOf(signed, wide, c == '-')) {
          throw new DisException(r.offsetOf(start), DisError.OVERFLOW, what,
              "value " + (c == '-' ? "-" : "") + magnitude + " exceeds "
                  + maxOf(signed, wide, c == '-'));
        }
        this.end = digits + n;
        this.negative = c == '-';
        this.magnitude = magnitude;
        this.redundant = redundant;
        return;
      }
      if (c == '0') {
        throw new DisException(r.offsetOf(p), DisError.LEADZRO, what,
            "a count cannot begin with '0'");
      }
      if (c < '1' || c > '9') {
        throw new DisException(r.offsetOf(p), DisError.NONDIGIT, what,
            "expected a digit or sign, got " + DisException.describeByte(c));
      }
      if (count > MAX_COUNT_DIGITS) {
        throw new DisException(r.offsetOf(p), DisError.INVALID, what,
            "a count of " + count + " digits exceeds 63");
      }
      int n = (int) count;
      if (end - p < n) {
        throw r.needMore(DisError.EOD, start, what); // like C, which reads all digits first
      }
      long value = 0;
      for (int i = 0; i < n; i++) {
        int d = r.bytes.get(p + i) - '0';
        if (d < 0 || d > 9) {
          throw new DisException(r.offsetOf(p + i), DisError.NONDIGIT, what,
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
        throw new DisException(r.offsetOf(p), DisError.OVERFLOW, what,
            "count exceeds " + (wide ? "the 64-bit range" : "4294967295"));
      }
      if (value == 1) {
        redundant = true;
      }
      p += n;
      count = value;
    }
  }

  private void done(int end, long magnitude) {
    this.end = end;
    this.negative = false;
    this.magnitude = magnitude;
    this.redundant = false;
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
    String text = r.buffer().toString(digits, n, StandardCharsets.US_ASCII);
    BigInteger v = new BigInteger(text);
    BigInteger max = !wide ? BigInteger.valueOf(limitOf(signed, false, negative))
        : signed ? (negative ? BigInteger.ONE.shiftLeft(63) : BigInteger.valueOf(Long.MAX_VALUE))
        : U64_MAX;
    if (v.compareTo(max) > 0) {
      throw new DisException(r.offsetOf(start), DisError.OVERFLOW, what,
          "value " + (negative ? "-" : "") + v + " exceeds " + maxOf(signed, wide, negative));
    }
    return v.longValue();
  }
}
