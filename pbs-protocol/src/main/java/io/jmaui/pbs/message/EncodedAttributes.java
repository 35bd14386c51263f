package io.jmaui.pbs.message;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A status object's attribute list as it came off the wire: the entries' bytes, already checked
 * by the decoder (every count, length and op valid, every bound kept), and where each name,
 * resource and value lies in them. Nothing is turned into a {@link String} until asked for:
 * {@link #get} builds an {@link Attribute}, {@link #value} one value; a 100,000-job StatusJob
 * reply decodes without a String per attribute, and a reader that needs a few values of a few
 * objects (the daemon maps only the jobs that changed since its last poll, {@link #digest})
 * decodes only those. Immutable; equal to any list of the same attributes.
 */
public final class EncodedAttributes extends AbstractList<Attribute> implements RandomAccess {

  /** Per entry: name start, name length, resource start (-1: none), resource length, value start, value length, op. */
  private static final int FIELDS = 7;
  private static final BatchOp[] OPS = BatchOp.values();
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  /** Keys the digest per process (see {@link #digest}). */
  private static final long KEY = new SecureRandom().nextLong();

  private final byte[] bytes;
  private final int[] fields;
  private final int size;
  private long digest;
  private boolean digested;

  private EncodedAttributes(byte[] bytes, int[] fields, int size) {
    this.bytes = bytes;
    this.fields = fields;
    this.size = size;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Attribute get(int i) {
    return new Attribute(name(i), resource(i), value(i), op(i));
  }

  /** The name of entry {@code i} ({@code Resource_List}). */
  public String name(int i) {
    int f = field(i);
    return text(fields[f], fields[f + 1]);
  }

  /** The resource of entry {@code i} ({@code walltime}), or null. */
  public String resource(int i) {
    int f = field(i);
    return fields[f + 2] < 0 ? null : text(fields[f + 2], fields[f + 3]);
  }

  /** The value of entry {@code i}, decoded as UTF-8 (invalid bytes become U+FFFD). */
  public String value(int i) {
    int f = field(i);
    return text(fields[f + 4], fields[f + 5]);
  }

  public BatchOp op(int i) {
    return OPS[fields[field(i) + 6]];
  }

  /** {@code name} or {@code name.resource} of entry {@code i}, as qstat prints it; one String per name from {@code names}. */
  public String fullName(int i, AttributeNames names) {
    int f = field(i);
    return names.get(bytes, fields[f], fields[f + 1], fields[f + 2], fields[f + 3]);
  }

  /** Whether entry {@code i} is named {@code name} (ASCII), with no resource or any. */
  public boolean nameIs(int i, byte[] name) {
    int f = field(i);
    return same(fields[f], fields[f + 1], name);
  }

  /** Whether the value of entry {@code i} is the bytes of {@code value}. */
  public boolean valueIs(int i, byte[] value) {
    int f = field(i);
    return same(fields[f + 4], fields[f + 5], value);
  }

  /**
   * A 64-bit digest of every byte of the list, to tell a status object that did not change since
   * the last poll from one that did. Keyed with a random number per process, so no one can make
   * two different lists digest alike on purpose without knowing the key; a chance collision has
   * odds of 2^-64 per comparison. Not a cryptographic MAC: for change detection only.
   */
  public long digest() {
    if (!digested) {
      digest = hash(bytes);
      digested = true;
    }
    return digest;
  }

  private int field(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("attribute " + i + " of " + size);
    }
    return i * FIELDS;
  }

  private String text(int at, int len) {
    return len == 0 ? "" : new String(bytes, at, len, StandardCharsets.UTF_8);
  }

  private boolean same(int at, int len, byte[] other) {
    return len == other.length && Arrays.equals(bytes, at, at + len, other, 0, len);
  }

  private static long hash(byte[] b) {
    final long m = 0x9E3779B97F4A7C15L;
    long h = KEY ^ (b.length * 0xC2B2AE3D27D4EB4FL);
    int i = 0;
    for (; i + 8 <= b.length; i += 8) {
      long k = (long) LONGS.get(b, i) * 0x87C37B91114253D5L;
      h = Long.rotateLeft(h ^ Long.rotateLeft(k, 31) * 0x4CF5AD432745937FL, 27) * m + 0x52DCE729;
    }
    long tail = 0;
    for (int s = 0; i < b.length; i++, s += 8) {
      tail |= (b[i] & 0xFFL) << s;
    }
    h ^= Long.rotateLeft(tail * 0x87C37B91114253D5L, 31) * 0x4CF5AD432745937FL;
    h ^= h >>> 33;
    h *= 0xFF51AFD7ED558CCDL;
    h ^= h >>> 33;
    h *= 0xC4CEB9FE1A85EC53L;
    return h ^ (h >>> 33);
  }

  /**
   * Collects the entries' positions as a decoder steps over them; {@link #build} takes the bytes
   * the positions point into. Positions are checked there, so a list can never point outside its
   * bytes.
   */
  public static final class Builder {
    private int[] fields;
    private int size;

    /** @param expected entries expected (a capacity hint; the peer's count, capped by the caller) */
    public Builder(int expected) {
      fields = new int[Math.max(1, expected) * FIELDS];
    }

    /** One entry; {@code resourceAt} -1 when it has no resource; op a valid {@link BatchOp} code. */
    public Builder add(int nameAt, int nameLength, int resourceAt, int resourceLength, int valueAt,
        int valueLength, int op) {
      if (op < 0 || op >= OPS.length) {
        throw new IllegalArgumentException("unknown batch op " + op);
      }
      if ((size + 1) * FIELDS > fields.length) {
        fields = Arrays.copyOf(fields, fields.length * 2);
      }
      int f = size * FIELDS;
      fields[f] = nameAt;
      fields[f + 1] = nameLength;
      fields[f + 2] = resourceAt;
      fields[f + 3] = resourceAt < 0 ? 0 : resourceLength;
      fields[f + 4] = valueAt;
      fields[f + 5] = valueLength;
      fields[f + 6] = op;
      size++;
      return this;
    }

    /** The list over {@code bytes}, which it keeps (the caller hands them over). */
    public EncodedAttributes build(byte[] bytes) {
      for (int i = 0; i < size; i++) {
        int f = i * FIELDS;
        check(bytes, fields[f], fields[f + 1]);
        if (fields[f + 2] >= 0) {
          check(bytes, fields[f + 2], fields[f + 3]);
        }
        check(bytes, fields[f + 4], fields[f + 5]);
      }
      return new EncodedAttributes(bytes,
          fields.length == size * FIELDS ? fields : Arrays.copyOf(fields, size * FIELDS), size);
    }

    private static void check(byte[] bytes, int at, int len) {
      if (at < 0 || len < 0 || at > bytes.length - len) {
        throw new IllegalArgumentException("entry at " + at + " of " + len + " bytes outside " + bytes.length);
      }
    }
  }
}
