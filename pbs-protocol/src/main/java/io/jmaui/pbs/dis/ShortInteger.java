package io.jmaui.pbs.dis;

/**
 * The forms almost every unsigned integer on the wire takes, read in one pass: {@code +D} (one
 * digit) and {@code N+D...D} (N from 2 to 9 digits, which fit every width). {@link #read} says
 * false, having changed nothing, for anything else (a sign '-', a longer or redundant count, a
 * byte not there yet or not a digit): the full scan ({@link IntegerScan}) then reads it and says
 * what is wrong. Shared by that scan and {@link EntrySkip}.
 */
final class ShortInteger {

  /** After a successful {@link #read}: the buffer index just after the integer, and its value. */
  int end;
  long value;

  /** Reads the integer at buffer index {@code p} of {@code bytes}, whose bytes end at {@code limit}. */
  boolean read(Bytes bytes, int p, int limit) {
    if (limit - p < 2) {
      return false;
    }
    int c = bytes.get(p);
    if (c == '+') {
      int d = bytes.get(p + 1) - '0';
      if (d < 0 || d > 9) {
        return false;
      }
      end = p + 2;
      value = d;
      return true;
    }
    int n = c - '0';
    if (n < 2 || n > 9 || limit - p < n + 2 || bytes.get(p + 1) != '+') {
      return false;
    }
    long v = 0;
    for (int i = p + 2, last = p + 2 + n; i < last; i++) {
      int d = bytes.get(i) - '0';
      if (d < 0 || d > 9) {
        return false;
      }
      v = v * 10 + d;
    }
    end = p + 2 + n;
    value = v;
    return true;
  }
}
