package io.jmaui.pbs.message;

/**
 * What a caller of a status request already holds, so that the decoder need not hand it over
 * again: looked up per status object by name as the object arrives. When the object's entry count
 * is the one held and the bytes where its entries would end digest to what is held
 * ({@link EncodedAttributes#digest}), it comes {@linkplain EncodedAttributes#withheld withheld}:
 * its name, type, entry count and digest, no bytes. A poll of 100,000 jobs of which a few hundred
 * changed then copies out a few hundred jobs' bytes instead of 54 MB, and steps over the rest
 * without reading their entries one by one: the same bytes as the ones the decoder checked when
 * the caller first got them are the same entries, ending at the same place. Called on the client's
 * I/O thread while the reply is decoded: what it reads must not change until the request's future
 * completes.
 */
@FunctionalInterface
public interface KnownObjects {

  /** Nothing is known: every object comes with its bytes. */
  KnownObjects NONE = (type, name) -> null;

  /** What the caller holds of the object {@code name}, or null. */
  Held held(ObjectType type, String name);

  /**
   * One object as the caller holds it, from the attributes of a status object the decoder
   * checked ({@link EncodedAttributes#size}, {@link EncodedAttributes#length},
   * {@link EncodedAttributes#digest}). A withheld object carries it
   * ({@link EncodedAttributes#held}), so the caller can find its own record without a lookup.
   */
  interface Held {
    /** The number of attribute entries. */
    int entries();

    /** The number of bytes the entries take on the wire. */
    int length();

    long digest();
  }
}
