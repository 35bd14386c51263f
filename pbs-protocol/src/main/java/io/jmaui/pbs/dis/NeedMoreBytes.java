package io.jmaui.pbs.dis;

/**
 * The signal {@link DisReader} throws when a field is not complete in the buffer yet. The reader
 * index is untouched; decoders catch it, rewind to their last checkpoint and wait for more bytes.
 * One stackless instance, so throwing it costs no more than a return (Netty's
 * {@code ReplayingDecoder} signals the same way). It never leaves a codec.
 */
public final class NeedMoreBytes extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The one instance. */
  public static final NeedMoreBytes INSTANCE = new NeedMoreBytes();

  private NeedMoreBytes() {
    super("need more bytes", null, false, false);
  }
}
