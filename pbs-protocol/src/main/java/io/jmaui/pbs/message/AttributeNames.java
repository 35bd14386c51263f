package io.jmaui.pbs.message;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Hands out one {@link String} per distinct full attribute name ({@code exec_host},
 * {@code Resource_List.walltime}, as qstat prints them) of {@link EncodedAttributes} lists: a
 * 100,000-job reply repeats a few dozen names millions of times. A small direct-mapped table keyed
 * by the names' bytes; a miss replaces the slot. Not thread-safe: one per reader.
 */
public final class AttributeNames {
  private static final int SIZE = 256;

  private final byte[][] keys = new byte[SIZE][];
  private final String[] names = new String[SIZE];

  String get(byte[] b, int nameAt, int nameLength, int resourceAt, int resourceLength) {
    int h = 1;
    for (int i = nameAt, end = nameAt + nameLength; i < end; i++) {
      h = 31 * h + b[i];
    }
    if (resourceAt >= 0) {
      h = 31 * h + '.';
      for (int i = resourceAt, end = resourceAt + resourceLength; i < end; i++) {
        h = 31 * h + b[i];
      }
    }
    int slot = (h ^ (h >>> 11)) & (SIZE - 1);
    byte[] key = keys[slot];
    if (key != null && matches(key, b, nameAt, nameLength, resourceAt, resourceLength)) {
      return names[slot];
    }
    key = resourceAt < 0 ? Arrays.copyOfRange(b, nameAt, nameAt + nameLength) : join(b, nameAt, nameLength,
        resourceAt, resourceLength);
    String name = new String(key, StandardCharsets.UTF_8);
    keys[slot] = key;
    names[slot] = name;
    return name;
  }

  private static boolean matches(byte[] key, byte[] b, int nameAt, int nameLength, int resourceAt,
      int resourceLength) {
    if (resourceAt < 0) {
      return key.length == nameLength && Arrays.equals(key, 0, nameLength, b, nameAt, nameAt + nameLength);
    }
    return key.length == nameLength + 1 + resourceLength
        && Arrays.equals(key, 0, nameLength, b, nameAt, nameAt + nameLength)
        && key[nameLength] == '.'
        && Arrays.equals(key, nameLength + 1, key.length, b, resourceAt, resourceAt + resourceLength);
  }

  private static byte[] join(byte[] b, int nameAt, int nameLength, int resourceAt, int resourceLength) {
    byte[] key = new byte[nameLength + 1 + resourceLength];
    System.arraycopy(b, nameAt, key, 0, nameLength);
    key[nameLength] = '.';
    System.arraycopy(b, resourceAt, key, nameLength + 1, resourceLength);
    return key;
  }
}
