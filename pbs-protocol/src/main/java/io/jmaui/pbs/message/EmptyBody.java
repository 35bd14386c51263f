package io.jmaui.pbs.message;

/** No body: Disconnect (which has no extension either) and Connect. */
public record EmptyBody() implements RequestBody {
  /** The one value. */
  public static final EmptyBody INSTANCE = new EmptyBody();
}
