package io.jmaui.pbs.dis;

import java.nio.charset.StandardCharsets;

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

  String get(Bytes bytes, int index, int len) {
    int h = 0x811c9dc5;
    for (int i = 0; i < len; i++) {
      h = (h ^ bytes.get(index + i)) * 0x01000193;
    }
    int slot = (h ^ (h >>> 16)) & (SIZE - 1);
    byte[] known = keys[slot];
    if (known != null && known.length == len && bytes.matches(index, known)) {
      return values[slot];
    }
    byte[] key = bytes.copy(index, len);
    String s = new String(key, StandardCharsets.UTF_8);
    keys[slot] = key;
    values[slot] = s;
    return s;
  }
}
