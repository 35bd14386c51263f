package io.jmaui.pbs.dis;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.SecureRandom;

/**
 * A keyed 64-bit digest of a run of bytes, to tell bytes that changed since the last time from
 * bytes that did not (the daemon digests each status object's attributes every poll). The same
 * bytes give the same digest wherever they lie: in a {@code byte[]} or, through {@link Bytes}, in
 * the decoder's Netty buffer, so a status object can be digested where it arrives without being
 * copied out first. Keyed with a random number per process, so no one can make two different runs
 * digest alike on purpose without knowing the key; a chance collision has odds of 2^-64 per
 * comparison. Not a cryptographic MAC: for change detection only.
 */
public final class Digest64 {

  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long KEY = new SecureRandom().nextLong();
  static final long LANE2 = 0x9E3779B97F4A7C15L;
  static final long LANE3 = 0xC2B2AE3D27D4EB4FL;
  static final long LANE4 = 0x165667B19E3779F9L;

  private Digest64() {}

  /** The digest of {@code len} bytes of {@code b} from {@code off}. */
  public static long of(byte[] b, int off, int len) {
    long h1 = start(len);
    long h2 = h1 + LANE2;
    long h3 = h1 + LANE3;
    long h4 = h1 + LANE4;
    int i = 0;
    for (; i + 32 <= len; i += 32) {
      h1 = word(h1, (long) LONGS.get(b, off + i));
      h2 = word(h2, (long) LONGS.get(b, off + i + 8));
      h3 = word(h3, (long) LONGS.get(b, off + i + 16));
      h4 = word(h4, (long) LONGS.get(b, off + i + 24));
    }
    long h = lanes(h1, h2, h3, h4);
    for (; i + 8 <= len; i += 8) {
      h = word(h, (long) LONGS.get(b, off + i));
    }
    long tail = 0;
    for (int s = 0; i < len; i++, s += 8) {
      tail |= (b[off + i] & 0xFFL) << s;
    }
    return finish(h, tail);
  }

  /** The state before the first word, for a run of {@code len} bytes (lane 1; the others start at offsets from it). */
  static long start(int len) {
    return KEY ^ (len * 0xC2B2AE3D27D4EB4FL);
  }

  /**
   * The four lanes' states joined, after the run's whole 32-byte blocks: each block is four
   * words mixed into four independent states, so the multiplies of one word need not wait for the
   * last (a third of the time of one chain over a 54 MB reply); the last 8-byte words and the
   * tail follow into the joined state.
   */
  static long lanes(long h1, long h2, long h3, long h4) {
    return Long.rotateLeft(h1, 1) + Long.rotateLeft(h2, 7) + Long.rotateLeft(h3, 12) + Long.rotateLeft(h4, 18);
  }

  /** Mixes in the next eight bytes, read as a little-endian long. */
  static long word(long h, long littleEndian) {
    long k = littleEndian * 0x87C37B91114253D5L;
    return Long.rotateLeft(h ^ Long.rotateLeft(k, 31) * 0x4CF5AD432745937FL, 27) * 0x9E3779B97F4A7C15L
        + 0x52DCE729;
  }

  /** Mixes in the last 0 to 7 bytes (little-endian, zero-filled) and the final avalanche. */
  static long finish(long h, long tail) {
    h ^= Long.rotateLeft(tail * 0x87C37B91114253D5L, 31) * 0x4CF5AD432745937FL;
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    h ^= h >>> 33;
    h *= 0xC4CEB9FE1A85EC53L;
    return h ^ (h >>> 33);
  }
}
