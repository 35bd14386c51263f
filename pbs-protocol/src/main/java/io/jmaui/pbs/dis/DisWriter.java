package io.jmaui.pbs.dis;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Writes DIS fields (wire doc §1) in the canonical form of TORQUE's writers: no redundant counts,
 * no leading zeros, {@code +} for zero and positive values, strings as UTF-8 byte counts.
 * Stateless; every method appends to the given buffer.
 */
public final class DisWriter {
  private DisWriter() {}

  /** An unsigned integer ({@code diswui}/{@code diswul}), {@code value >= 0}: {@code 0 -> +0}, {@code 42 -> 2+42}. */
  public static void writeUnsigned(ByteBuf out, long value) {
    if (value < 0) {
      throw new IllegalArgumentException("unsigned value must not be negative: " + value);
    }
    writeDigits(out, '+', Long.toString(value), false);
  }

  /** An unsigned 64-bit integer whose bits are in {@code bits} ({@code 2^64-1 -> 220+18446744073709551615}). */
  public static void writeUnsigned64(ByteBuf out, long bits) {
    writeDigits(out, '+', Long.toUnsignedString(bits), false);
  }

  /** A signed integer ({@code diswsi}/{@code diswsl}): {@code -5 -> -5}, {@code 15001 -> 5+15001}. */
  public static void writeSigned(ByteBuf out, long value) {
    if (value < 0) {
      String digits = value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(-value);
      writeDigits(out, '-', digits, false);
    } else {
      writeDigits(out, '+', Long.toString(value), false);
    }
  }

  /**
   * An unsigned integer whose digit count is always written, even for one digit: {@code 7 -> 1+7}.
   * Only trqauthd writes this (by string formatting, not the DIS writer); readers accept it.
   */
  public static void writeUnsignedExplicitCount(ByteBuf out, long value) {
    if (value < 0) {
      throw new IllegalArgumentException("unsigned value must not be negative: " + value);
    }
    writeDigits(out, '+', Long.toString(value), true);
  }

  /** A counted string ({@code diswcs}): its UTF-8 byte count, then the bytes. */
  public static void writeString(ByteBuf out, String s) {
    writeUnsigned(out, ByteBufUtil.utf8Bytes(s));
    ByteBufUtil.writeUtf8(out, s);
  }

  /** A string whose length carries an explicit digit count, as trqauthd writes the user: {@code 1+4root}. */
  public static void writeStringExplicitCount(ByteBuf out, String s) {
    writeUnsignedExplicitCount(out, ByteBufUtil.utf8Bytes(s));
    ByteBufUtil.writeUtf8(out, s);
  }

  /** Raw bytes as a counted string. */
  public static void writeBytes(ByteBuf out, byte[] bytes) {
    writeUnsigned(out, bytes.length);
    out.writeBytes(bytes);
  }

  /**
   * A real (wire doc §1.4): coefficient without trailing zeros, then the power-of-ten exponent;
   * zero is {@code +0+0}, 1.5 is {@code 2+15-1}, -0.001 is {@code -1-3}.
   */
  public static void writeReal(ByteBuf out, BigDecimal value) {
    if (value.signum() == 0) {
      writeSigned(out, 0);
      writeSigned(out, 0);
      return;
    }
    BigDecimal v = value.stripTrailingZeros();
    BigInteger coefficient = v.unscaledValue();
    if (coefficient.bitLength() > 63) {
      throw new IllegalArgumentException("real coefficient out of 64-bit range: " + value);
    }
    writeSigned(out, coefficient.longValue());
    writeSigned(out, -v.scale());
  }

  /** A real from a double; NaN and infinities are C's DIS_HUGEVAL. */
  public static void writeReal(ByteBuf out, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new IllegalArgumentException("DIS cannot write " + value + " (HUGEVAL)");
    }
    writeReal(out, BigDecimal.valueOf(value));
  }

  private static void writeDigits(ByteBuf out, char sign, String digits, boolean explicitCount) {
    int n = digits.length();
    if (n > 1 || explicitCount) {
      writeCounts(out, n);
    }
    out.writeByte(sign);
    for (int i = 0; i < n; i++) {
      out.writeByte(digits.charAt(i));
    }
  }

  /** Writes the count chain for a value of {@code n} digits: {@code 10 -> "210"}, {@code 5 -> "5"}. */
  private static void writeCounts(ByteBuf out, int n) {
    String c = Integer.toString(n);
    if (c.length() > 1) {
      writeCounts(out, c.length());
    }
    for (int i = 0; i < c.length(); i++) {
      out.writeByte(c.charAt(i));
    }
  }
}
