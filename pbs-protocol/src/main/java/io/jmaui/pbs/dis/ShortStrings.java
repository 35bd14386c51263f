package io.jmaui.pbs.dis;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Hands out one {@link String} per distinct short byte sequence: attribute and resource names,
 * {@code True}/{@code False}, queue and host names repeat endlessly in status replies (a
 * 10,000-job StatusJob reply has some 1.8 million of them). A small direct-mapped cache, one per
 * reader; a miss simply replaces the slot.
 */
final class ShortStrings {
  static final int MAX_LEN = 24;
  private static final int SIZE = 1024;

  private final byte[][] keys = new byte[SIZE][];
  private final String[] values = new String[SIZE];

  private final byte[] scratch = new byte[MAX_LEN];

  String get(Bytes bytes, int index, int len) {
    byte[] b = scratch;
    bytes.copyInto(index, b, len);
    int h = len;
    for (int i = 0; i < len; i++) {
      h = 31 * h + b[i];
    }
    int slot = (h ^ (h >>> 16)) & (SIZE - 1);
    byte[] known = keys[slot];
    if (known != null && same(b, known, len)) {
      return values[slot];
    }
    byte[] key = Arrays.copyOf(b, len);
    String s = new String(key, StandardCharsets.UTF_8);
    keys[slot] = key;
    values[slot] = s;
    return s;
  }

  /** A plain loop: faster than {@code Arrays.equals} for a handful of bytes. */
  private static boolean same(byte[] b, byte[] known, int len) {
    if (known.length != len) {
      return false;
    }
    for (int i = 0; i < len; i++) {
      if (b[i] != known[i]) {
        return false;
      }
    }
    return true;
  }
}
