package io.jmaui.pbs.message;

import io.jmaui.pbs.dis.Digest64;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * A status object's attribute list as it came off the wire: the DIS bytes of its entries, already
 * checked by the decoder (every count, length and op valid, every bound kept), and nothing else
 * until asked for: where each name, resource and value lies is found on first use by stepping over
 * the encoding again, and no {@link String} is made until asked for:
 * {@link #get} builds an {@link Attribute}, {@link #value} one value; a 100,000-job StatusJob
 * reply decodes without a String per attribute, and a reader that needs a few values of a few
 * objects (the daemon maps only the jobs that changed since its last poll, {@link #digest})
 * decodes only those. Immutable; equal to any list of the same attributes.
 *
 * <p>A list can also be {@linkplain #withheld withheld}: the decoder was told the caller already
 * holds this object with these very bytes ({@link KnownObjects}), so it kept only their digest
 * and count; reading an entry of it is an {@link IllegalStateException}.
 */
public final class EncodedAttributes extends AbstractList<Attribute> implements RandomAccess {

  /** Per entry: name start, name length, resource start (-1: none), resource length, value start, value length, op. */
  private static final int FIELDS = 7;
  private static final BatchOp[] OPS = BatchOp.values();

  /** The entries' bytes; null when {@linkplain #withheld withheld}. */
  private final byte[] bytes;
  private final int size;
  /** The entries' bytes on the wire (the length of {@link #bytes} unless withheld). */
  private final int length;
  /** When withheld: what the caller said it holds. */
  private final KnownObjects.Held held;
  /** Per entry the {@link #FIELDS} positions; null until first needed (most objects never are). */
  private volatile int[] fields;
  private long digest;
  private boolean digested;

  private EncodedAttributes(byte[] bytes, int size, int length, KnownObjects.Held held) {
    this.bytes = bytes;
    this.size = size;
    this.length = length;
    this.held = held;
  }

  /**
   * The list of {@code size} entries encoded in {@code bytes}, which it keeps (the caller hands
   * them over): each entry as TORQUE's {@code encode_DIS_svrattrl} writes it (name_len, name,
   * resource flag, resource, value, op), every field already checked by a decoder
   * ({@code AttributeLists}). Bytes that are not such entries are refused on first use.
   */
  public static EncodedAttributes ofChecked(byte[] bytes, int size) {
    if (size < 0) {
      throw new IllegalArgumentException("negative size " + size);
    }
    return new EncodedAttributes(bytes, size, bytes.length, null);
  }

  /** {@link #ofChecked(byte[], int)} whose {@link #digest} the decoder already took of the same bytes. */
  public static EncodedAttributes ofChecked(byte[] bytes, int size, long digest) {
    EncodedAttributes a = ofChecked(bytes, size);
    a.digest = digest;
    a.digested = true;
    return a;
  }

  /**
   * A list whose bytes were not kept: the caller said it holds the object with the same bytes
   * ({@link KnownObjects}), {@code held}, whose count, length and digest this list has.
   */
  public static EncodedAttributes withheld(KnownObjects.Held held) {
    EncodedAttributes a = new EncodedAttributes(null, held.entries(), held.length(), held);
    a.digest = held.digest();
    a.digested = true;
    return a;
  }

  /** What the caller said it holds, when {@linkplain #withheld withheld}; else null. */
  public KnownObjects.Held held() {
    return held;
  }

  /** How many bytes the entries take on the wire (kept or not). */
  public int length() {
    return length;
  }

  /** Whether only the digest was kept ({@link #withheld}): the entries cannot be read. */
  public boolean isWithheld() {
    return bytes == null;
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
    int[] p = fields;
    return text(p[f], p[f + 1]);
  }

  /** The resource of entry {@code i} ({@code walltime}), or null. */
  public String resource(int i) {
    int f = field(i);
    int[] p = fields;
    return p[f + 2] < 0 ? null : text(p[f + 2], p[f + 3]);
  }

  /** The value of entry {@code i}, decoded as UTF-8 (invalid bytes become U+FFFD). */
  public String value(int i) {
    int f = field(i);
    int[] p = fields;
    return text(p[f + 4], p[f + 5]);
  }

  public BatchOp op(int i) {
    int f = field(i);
    return OPS[fields[f + 6]];
  }

  /** {@code name} or {@code name.resource} of entry {@code i}, as qstat prints it; one String per name from {@code names}. */
  public String fullName(int i, AttributeNames names) {
    int f = field(i);
    int[] p = fields;
    return names.get(bytes, p[f], p[f + 1], p[f + 2], p[f + 3]);
  }

  /** Whether entry {@code i} is named {@code name} (ASCII), with no resource or any. */
  public boolean nameIs(int i, byte[] name) {
    int f = field(i);
    int[] p = fields;
    return same(p[f], p[f + 1], name);
  }

  /** Whether the value of entry {@code i} is the bytes of {@code value}. */
  public boolean valueIs(int i, byte[] value) {
    int f = field(i);
    int[] p = fields;
    return same(p[f + 4], p[f + 5], value);
  }

  /**
   * A 64-bit digest of every byte of the list ({@link Digest64}), to tell a status object that
   * did not change since the last poll from one that did.
   */
  public long digest() {
    if (!digested) {
      digest = Digest64.of(bytes, 0, bytes.length);
      digested = true;
    }
    return digest;
  }

  /** Where entry {@code i}'s positions start in {@link #fields}, which it makes sure are found. */
  private int field(int i) {
    if (i < 0 || i >= size) {
      throw new IndexOutOfBoundsException("attribute " + i + " of " + size);
    }
    if (fields == null) {
      if (bytes == null) {
        throw new IllegalStateException("attribute " + i + " of " + size + " withheld: the decoder kept only the"
            + " digest of an object its caller said it already holds");
      }
      fields = EntryScan.positions(bytes, size, FIELDS);
    }
    return i * FIELDS;
  }

  private String text(int at, int len) {
    return len == 0 ? "" : new String(bytes, at, len, StandardCharsets.UTF_8);
  }

  private boolean same(int at, int len, byte[] other) {
    return len == other.length && Arrays.equals(bytes, at, at + len, other, 0, len);
  }
}
