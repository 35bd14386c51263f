package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.dis.DisReader;
import io.jmaui.pbs.dis.DisWriter;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.BatchOp;
import io.jmaui.pbs.message.EncodedAttributes;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.util.ArrayList;
import java.util.List;

/** Reads and writes attribute lists (attrl / attropl / svrattrl, wire doc §2.4). */
final class AttributeLists {
  /** How many ops there are (codes 0 to this minus one): {@code values()} copies its array on every call. */
  private static final int OPS = BatchOp.values().length;

  private AttributeLists() {}

  /**
   * The {@code name_len} TORQUE's library writes: len(name)+1, plus len(resource)+1 with a
   * resource, plus len(value)+1 — except that a status filter (attrl) with no value counts none
   * (capture 13 vs. capture 16, where an empty {@code note} in a Manager request counts 1).
   */
  static long nameLen(Attribute a, boolean filter) {
    long n = ByteBufUtil.utf8Bytes(a.name()) + 1;
    if (a.resource() != null) {
      n += ByteBufUtil.utf8Bytes(a.resource()) + 1;
    }
    if (!(filter && a.value().isEmpty())) {
      n += ByteBufUtil.utf8Bytes(a.value()) + 1;
    }
    return n;
  }

  /** Writes count and entries; {@code filter} for the attrl of status requests. */
  static void write(ByteBuf out, List<Attribute> attributes, boolean filter) {
    DisWriter.writeUnsigned(out, attributes.size());
    for (Attribute a : attributes) {
      DisWriter.writeUnsigned(out, nameLen(a, filter));
      DisWriter.writeString(out, a.name());
      if (a.resource() != null) {
        DisWriter.writeUnsigned(out, 1);
        DisWriter.writeString(out, a.resource());
      } else {
        DisWriter.writeUnsigned(out, 0);
      }
      DisWriter.writeString(out, a.value());
      DisWriter.writeUnsigned(out, a.op().code());
    }
  }

  /**
   * Reads a whole list. With {@code checkNameLen} (server side) {@code name_len} must hold name,
   * resource and value the way {@code decode_DIS_svrattrl} checks it: each part must fit in what
   * is left, then its length plus one is taken off; a 0 counts as 1; once nothing is left the C
   * counter wraps around (unsigned), so later parts are not limited — we mirror that.
   */
  static List<Attribute> read(DisReader r, boolean checkNameLen) {
    int count = r.readUnsignedInt("attribute count", r.limits().maxAttributes());
    List<Attribute> list = new ArrayList<>(Math.min(count, 64));
    for (int i = 0; i < count; i++) {
      list.add(readOne(r, checkNameLen, i));
    }
    return list;
  }

  /**
   * Steps over the {@code count} entries of a list as the client reads a status object's: every
   * field checked as {@link #read} checks it (no {@code name_len} check, as the C client), but no
   * String made. The entries' bytes are those between the reader index before and after; the
   * caller digests them where they lie and copies them out only if it keeps them
   * ({@link EncodedAttributes}).
   */
  static void skipEntries(DisReader r, int count) {
    if (r.skipAttributeEntries(count, OPS)) {
      return;
    }
    int maxId = r.limits().maxId();
    int maxString = r.limits().maxString();
    for (int i = 0; i < count; i++) {
      int nameAt = -1;
      int nameLength = 0;
      try {
        r.readUnsigned32("name_len");
        nameAt = r.skipString("name", maxId);
        nameLength = r.lastStringLength();
        if (r.readUnsigned32("resource flag") != 0) {
          r.skipString("resource", maxId);
        }
        r.skipString("value", maxString);
        long opCode = r.readUnsigned32("op");
        if (BatchOp.find(opCode) == null) {
          throw new DisException(r.lastFieldOffset(), DisError.PROTO, "op",
              "unknown batch op " + opCode);
        }
      } catch (DisException e) {
        throw e.in("attribute " + (i + 1)
            + (nameAt < 0 ? "" : " '" + r.stringAt(nameAt, nameLength) + "'"));
      }
    }
  }

  private static Attribute readOne(DisReader r, boolean checkNameLen, int index) {
    String name = null;
    try {
      long room = r.readUnsigned32("name_len");
      if (room == 0) {
        room = 1;
      }
      name = r.readString("name", r.limits().maxId());
      room = fit(r, checkNameLen, room, "name");
      long hasResource = r.readUnsigned32("resource flag");
      String resource = null;
      if (hasResource != 0) {
        resource = r.readString("resource", r.limits().maxId());
        room = fit(r, checkNameLen, room, "resource");
      }
      String value = r.readString("value", r.limits().maxString());
      fit(r, checkNameLen, room, "value");
      long opCode = r.readUnsigned32("op");
      BatchOp op = BatchOp.find(opCode);
      if (op == null) {
        throw new DisException(r.lastFieldOffset(), DisError.PROTO, "op",
            "unknown batch op " + opCode);
      }
      return new Attribute(name, resource, value, op);
    } catch (DisException e) {
      throw e.in("attribute " + (index + 1) + (name == null ? "" : " '" + name + "'"));
    }
  }

  /** What is left of name_len after a part of {@code lastStringLength()} bytes; -1 = unlimited. */
  private static long fit(DisReader r, boolean check, long room, String part) {
    if (!check || room < 0) {
      return room;
    }
    int len = r.lastStringLength();
    if (len > room) {
      throw new DisException(r.lastFieldOffset(), DisError.OVERFLOW, part,
          part + " of " + len + " bytes does not fit in what is left of name_len (" + room + ")");
    }
    long left = room - len - 1;
    return left < 0 ? -1 : left;
  }
}
