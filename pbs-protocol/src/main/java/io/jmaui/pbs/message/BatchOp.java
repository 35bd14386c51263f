package io.jmaui.pbs.message;

/** The {@code op} of an attribute ({@code enum batch_op}, wire doc §2.4). */
public enum BatchOp {
  SET(0),
  UNSET(1),
  INCR(2),
  DECR(3),
  EQ(4),
  NE(5),
  GE(6),
  GT(7),
  LE(8),
  LT(9),
  DFLT(10),
  MERGE(11),
  INCR_OLD(12),
  /** 6.x only. */
  SET_PLUGIN(13);

  private static final BatchOp[] BY_CODE = values();

  private final int code;

  BatchOp(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }

  /** The op for {@code code}, or null. */
  public static BatchOp find(long code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
  }

  /** The op for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static BatchOp fromCode(int code) {
    BatchOp op = find(code);
    if (op == null) {
      throw new IllegalArgumentException("unknown batch op " + code);
    }
    return op;
  }
}
