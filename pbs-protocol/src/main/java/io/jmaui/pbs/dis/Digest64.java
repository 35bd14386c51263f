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

  private Digest64() {}

  /** The digest of {@code len} bytes of {@code b} from {@code off}. */
  public static long of(byte[] b, int off, int len) {
    long h = start(len);
    int i = 0;
    for (; i + 8 <= len; i += 8) {
      h = word(h, (long) LONGS.get(b, off + i));
    }
    long tail = 0;
    for (int s = 0; i < len; i++, s += 8) {
      tail |= (b[off + i] & 0xFFL) << s;
    }
    return finish(h, tail);
  }

  /** The state before the first word, for a run of {@code len} bytes. */
  static long start(int len) {
    return KEY ^ (len * 0xC2B2AE3D27D4EB4FL);
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
