package io.jmaui.pbs.message;

import java.util.List;
import java.util.Objects;

/** One reply: header and body (wire doc §2.3). */
public record BatchReply(ReplyHeader header, ReplyBody body) {

  public BatchReply {
    Objects.requireNonNull(header, "header");
    Objects.requireNonNull(body, "body");
    if (!header.choice().body().isInstance(body)) {
      throw new IllegalArgumentException("reply choice " + header.choice() + " takes a "
          + header.choice().body().getSimpleName() + ", not a " + body.getClass().getSimpleName());
    }
  }

  /** The ack: {@code +2+2+0+0+1}. */
  public static BatchReply ack() {
    return new BatchReply(new ReplyHeader(0, ReplyChoice.NULL), NullReply.INSTANCE);
  }

  /** An error with text, as the server's reject helper sends it (choice Text, auxcode 0). */
  public static BatchReply error(int code, String text) {
    return new BatchReply(new ReplyHeader(code, ReplyChoice.Text), new TextReply(text));
  }

  /** An error with TORQUE's text for it. */
  public static BatchReply error(PbsError error) {
    return error(error.code(), error.text());
  }

  /** A successful Status reply. */
  public static BatchReply status(List<StatusObject> objects) {
    return new BatchReply(new ReplyHeader(0, ReplyChoice.Status), new StatusReply(objects));
  }

  /**
   * A successful Select reply; like pbs_server, it carries the number of ids in the auxcode
   * (capture 17).
   */
  public static BatchReply select(List<String> jobIds) {
    return new BatchReply(new ReplyHeader(RequestHeader.BATCH_PROTOCOL_TYPE,
        RequestHeader.PROTOCOL_VERSION, 0, jobIds.size(), ReplyChoice.Select),
        new SelectReply(jobIds));
  }

  /** The reply choice. */
  public ReplyChoice choice() {
    return header.choice();
  }

  /** The reply code (0 = success). */
  public int code() {
    return header.code();
  }

  /** Whether the code is 0. */
  public boolean isSuccess() {
    return header.code() == 0;
  }
}
