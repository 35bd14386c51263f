package io.jmaui.pbs.message;

/**
 * What a caller of a status request already holds, so that the decoder need not hand it over
 * again: asked per status object with the digest of its attribute bytes
 * ({@link EncodedAttributes#digest}), as the object arrives. An object it answers true for comes
 * {@linkplain EncodedAttributes#withheld withheld}: its name, type, entry count and digest, no
 * bytes. A poll of 100,000 jobs of which a few hundred changed then copies out a few hundred jobs'
 * bytes instead of 54 MB. Called on the client's I/O thread while the reply is decoded: what it
 * reads must not change until the request's future completes.
 */
@FunctionalInterface
public interface KnownObjects {

  /** Nothing is known: every object comes with its bytes. */
  KnownObjects NONE = (type, name, digest) -> false;

  /** Whether the caller holds {@code name} with attribute bytes of this digest. */
  boolean holds(ObjectType type, String name, long digest);
}
