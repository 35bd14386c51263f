package io.jmaui.pbs.dis;

/**
 * The decoder's fast way over a status object's attribute entries (name_len, name, resource flag,
 * resource, value, op: wire doc §2.3), for the forms pbs_server writes: every integer {@code +D}
 * or {@code N+D..D} with N from 2 to 9, every length within its limit, every op known. One tight
 * loop over the bytes instead of a checked read per field: the usual StatusJob reply is mostly
 * these entries. Anything else (another integer form, bytes not there yet, a limit passed, a
 * wrong byte) makes it give up having changed nothing, and the field-by-field reader takes the
 * whole list from its start and says exactly what is wrong or what is missing.
 */
final class EntrySkip {

  private final Bytes bytes;
  private final ShortInteger shortForm = new ShortInteger();
  private int p;
  private long value;

  EntrySkip(Bytes bytes) {
    this.bytes = bytes;
  }

  /**
   * The buffer index just after {@code count} entries starting at {@code start}, each in the
   * usual forms and within the limits; -1 when any is not (or does not end before {@code end}).
   */
  int skip(int start, int end, int count, int maxId, int maxString, int ops) {
    p = start;
    for (int i = 0; i < count; i++) {
      if (!integer(end) || !string(end, maxId) || !integer(end)) {
        return -1;
      }
      if (value != 0 && !string(end, maxId)) {
        return -1;
      }
      if (!string(end, maxString) || !integer(end) || value >= ops) {
        return -1;
      }
    }
    return p;
  }

  /** A counted string of at most {@code max} bytes, all there: steps over it. */
  private boolean string(int end, int max) {
    if (!integer(end) || value > max || end - p < value) {
      return false;
    }
    p += (int) value;
    return true;
  }

  /** An unsigned integer in a short form ({@link ShortInteger}): its value in {@link #value}. */
  private boolean integer(int end) {
    if (!shortForm.read(bytes, p, end)) {
      return false;
    }
    p = shortForm.end;
    value = shortForm.value;
    return true;
  }
}
