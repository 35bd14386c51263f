package io.jmaui.pbs.message;

/** The command of a Manage-family request ({@code MGR_CMD_*}, wire doc §2.4). */
public enum ManagerCommand {
  CREATE(0),
  DELETE(1),
  SET(2),
  UNSET(3),
  LIST(4),
  PRINT(5),
  ACTIVE(6);

  private static final ManagerCommand[] BY_CODE = values();

  private final int code;

  ManagerCommand(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }

  /** The command for {@code code}, or null. */
  public static ManagerCommand find(long code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
  }

  /** The command for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static ManagerCommand fromCode(int code) {
    ManagerCommand c = find(code);
    if (c == null) {
      throw new IllegalArgumentException("unknown manager command " + code);
    }
    return c;
  }
}
