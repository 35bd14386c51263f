package io.jmaui.pbs.dis;

import io.netty.handler.codec.DecoderException;

/**
 * A DIS stream that cannot be decoded, with where it happened: the stream byte offset, the DIS
 * error kind, what was being read and what was found, e.g.
 * {@code byte 1387: StatusNode reply, object 3 'n17', attribute 4 value: expected a digit or sign, got 'x' (0x78)}.
 *
 * <p>It extends Netty's {@link DecoderException} so that a {@code ByteToMessageDecoder} passes it
 * to the pipeline unwrapped. Immutable; {@link #in(String)} and {@link #from(String)} return
 * copies with more context.
 */
public final class DisException extends DecoderException {
  private static final long serialVersionUID = 1L;

  private final String peer;
  private final long offset;
  private final DisError error;
  private final String where;
  private final String detail;

  public DisException(long offset, DisError error, String where, String detail) {
    this(null, offset, error, where, detail, null);
  }

  private DisException(
      String peer, long offset, DisError error, String where, String detail, Throwable cause) {
    super(format(peer, offset, where, detail), cause);
    this.peer = peer;
    this.offset = offset;
    this.error = error;
    this.where = where;
    this.detail = detail;
  }

  private static String format(String peer, long offset, String where, String detail) {
    StringBuilder sb = new StringBuilder();
    if (peer != null) {
      sb.append(peer).append(' ');
    }
    sb.append("byte ").append(offset).append(": ");
    if (where != null && !where.isEmpty()) {
      sb.append(where).append(": ");
    }
    return sb.append(detail).toString();
  }

  /**
   * The same error inside {@code context}: {@code in("StatusJob reply")} turns where
   * {@code "object 2 '17.srv', attribute 4, value"} into
   * {@code "StatusJob reply, object 2 '17.srv', attribute 4, value"}.
   */
  public DisException in(String context) {
    String w = where == null || where.isEmpty() ? context : context + ", " + where;
    return new DisException(peer, offset, error, w, detail, getCause());
  }

  /** The same error, naming the peer ({@code pbs01:15001}) in front of the offset. */
  public DisException from(String peerName) {
    return new DisException(peerName, offset, error, where, detail, getCause());
  }

  /** The peer, or null if not known. */
  public String peer() {
    return peer;
  }

  /** Stream offset of the offending byte (or of the field that is too long or too large). */
  public long offset() {
    return offset;
  }

  /** The DIS error kind. */
  public DisError error() {
    return error;
  }

  /** What was being read, outermost first: {@code "StatusJob reply, object 2 '17.srv', attribute 4 value"}. */
  public String where() {
    return where;
  }

  /** What was found and what was expected: {@code "expected a digit or sign, got 'x' (0x78)"}. */
  public String detail() {
    return detail;
  }

  /** {@code 'x' (0x78)} for printable ASCII, {@code 0x0a} otherwise. */
  public static String describeByte(int b) {
    int v = b & 0xff;
    String hex = String.format("0x%02x", v);
    return v >= 0x20 && v < 0x7f ? "'" + (char) v + "' (" + hex + ")" : hex;
  }
}
