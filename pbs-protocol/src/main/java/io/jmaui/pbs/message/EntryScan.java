package io.jmaui.pbs.message;

/**
 * Finds where each name, resource and value of an {@link EncodedAttributes} list lies, by
 * stepping over its DIS encoding once more (wire doc §1.1: an unsigned integer is a chain of
 * counts ending in a sign and the value's digits; a string is its length, then its bytes). The
 * decoder has checked every field already, so this only walks; bytes that are not such entries
 * (a caller of {@link EncodedAttributes#ofChecked} that did not check them) are an
 * {@link IllegalArgumentException}, never a wrong answer read past the end.
 */
final class EntryScan {
  private final byte[] b;
  private int p;

  private EntryScan(byte[] bytes) {
    this.b = bytes;
  }

  /**
   * Per entry: name start, name length, resource start (-1: none), resource length, value start,
   * value length, op.
   */
  static int[] positions(byte[] bytes, int size, int fields) {
    EntryScan s = new EntryScan(bytes);
    int[] out = new int[size * fields];
    try {
      for (int i = 0, f = 0; i < size; i++, f += fields) {
        s.unsigned(); // name_len, which the C client ignores
        out[f] = s.string();
        out[f + 1] = s.length;
        out[f + 2] = -1;
        if (s.unsigned() != 0) {
          out[f + 2] = s.string();
          out[f + 3] = s.length;
        }
        out[f + 4] = s.string();
        out[f + 5] = s.length;
        long op = s.unsigned();
        if (BatchOp.find(op) == null) {
          throw new IllegalArgumentException("entry " + (i + 1) + ": unknown batch op " + op);
        }
        out[f + 6] = (int) op;
      }
    } catch (ArrayIndexOutOfBoundsException e) {
      throw new IllegalArgumentException("attribute entries cut short at byte " + s.p + " of " + bytes.length);
    }
    if (s.p != bytes.length) {
      throw new IllegalArgumentException(size + " attribute entries end at byte " + s.p + " of " + bytes.length);
    }
    return out;
  }

  private int length;

  /** A string: returns where its bytes start, leaves its length in {@link #length}. */
  private int string() {
    long len = unsigned();
    if (len > b.length - p) {
      throw new IllegalArgumentException("string of " + len + " bytes at byte " + p + " of " + b.length);
    }
    int start = p;
    length = (int) len;
    p += length;
    return start;
  }

  private long unsigned() {
    long count = 1;
    while (true) {
      int c = b[p];
      boolean sign = c == '+';
      if (sign) {
        p++;
      }
      if (count > 19) {
        throw new IllegalArgumentException("count of " + count + " digits at byte " + p);
      }
      long v = 0;
      for (int i = 0; i < count; i++) {
        int d = b[p++] - '0';
        if (d < 0 || d > 9) {
          throw new IllegalArgumentException("not a digit at byte " + (p - 1));
        }
        v = v * 10 + d;
      }
      if (sign) {
        return v;
      }
      count = v;
    }
  }
}
