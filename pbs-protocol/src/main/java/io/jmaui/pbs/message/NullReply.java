package io.jmaui.pbs.message;

/** Choice NULL: no body (the ack). */
public record NullReply() implements ReplyBody {
  /** The one value. */
  public static final NullReply INSTANCE = new NullReply();
}
