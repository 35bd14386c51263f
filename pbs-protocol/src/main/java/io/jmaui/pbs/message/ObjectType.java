package io.jmaui.pbs.message;

/** Object types of Status replies and Manager requests ({@code MGR_OBJ_*}, wire doc §2.3). */
public enum ObjectType {
  SERVER(0),
  QUEUE(1),
  JOB(2),
  NODE(3);

  private static final ObjectType[] BY_CODE = values();

  private final int code;

  ObjectType(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }

  /** The type for {@code code}, or null. */
  public static ObjectType find(long code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
  }

  /** The type for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static ObjectType fromCode(int code) {
    ObjectType t = find(code);
    if (t == null) {
      throw new IllegalArgumentException("unknown object type " + code);
    }
    return t;
  }
}
