package io.jmaui.pbs.message;

/** Reply body choices ({@code BATCH_REPLY_CHOICE_*}, wire doc §2.3). */
public enum ReplyChoice {
  NULL(1, NullReply.class),
  Queue(2, JobIdReply.class),
  RdytoCom(3, JobIdReply.class),
  Commit(4, JobIdReply.class),
  Select(5, SelectReply.class),
  Status(6, StatusReply.class),
  Text(7, TextReply.class),
  Locate(8, LocateReply.class),
  RescQuery(9, RescQueryReply.class);

  private final int code;
  private final Class<? extends ReplyBody> body;

  ReplyChoice(int code, Class<? extends ReplyBody> body) {
    this.code = code;
    this.body = body;
  }

  /** The body record this choice carries. */
  public Class<? extends ReplyBody> body() {
    return body;
  }

  public int code() {
    return code;
  }

  /** The choice for {@code code}, or null. */
  public static ReplyChoice find(long code) {
    return code >= 1 && code <= 9 ? values()[(int) code - 1] : null;
  }

  /** The choice for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static ReplyChoice fromCode(int code) {
    ReplyChoice c = find(code);
    if (c == null) {
      throw new IllegalArgumentException("unknown reply choice " + code);
    }
    return c;
  }
}
