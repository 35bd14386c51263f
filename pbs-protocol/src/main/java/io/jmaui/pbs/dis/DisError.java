package io.jmaui.pbs.dis;

/**
 * What went wrong in a DIS stream: the return codes of TORQUE's {@code dis.h} (wire doc §1.7),
 * plus {@link #LIMIT} for a length or count over one of our own {@link DisLimits}.
 */
public enum DisError {
  /** Value or string too large for its target (C {@code DIS_OVERFLOW}, 1). */
  OVERFLOW(1),
  /** Infinite real on write (C {@code DIS_HUGEVAL}, 2). */
  HUGEVAL(2),
  /** {@code -} where an unsigned value (or a string length) was expected (C {@code DIS_BADSIGN}, 3). */
  BADSIGN(3),
  /** A count begins with {@code 0} (C {@code DIS_LEADZRO}, 4). */
  LEADZRO(4),
  /** A non-digit where a digit or sign was expected (C {@code DIS_NONDIGIT}, 5). */
  NONDIGIT(5),
  /** NUL inside a string (C {@code DIS_NULLSTR}, 6; only TORQUE debug builds check it, so do we not). */
  NULLSTR(6),
  /** Premature end of message inside a field (C {@code DIS_EOD}, 7). */
  EOD(7),
  /** Allocation failed (C {@code DIS_NOMALLOC}, 8). */
  NOMALLOC(8),
  /** Protocol failure: short string body at end of stream, wrong protocol type or version (C {@code DIS_PROTO}, 9). */
  PROTO(9),
  /** Commit failure (C {@code DIS_NOCOMMIT}, 10). */
  NOCOMMIT(10),
  /** End of stream before the first byte of a message (C {@code DIS_EOF}, 11). */
  EOF(11),
  /** Invalid condition, e.g. a count of more than 63 digits (C {@code DIS_INVALID}, 12). */
  INVALID(12),
  /** A length or count a peer claims is over our configured limit (no C code: the C reader trusts it). */
  LIMIT(-1);

  private final int code;

  DisError(int code) {
    this.code = code;
  }

  /** The C return code from {@code dis.h}, or -1 for {@link #LIMIT}. */
  public int code() {
    return code;
  }
}
