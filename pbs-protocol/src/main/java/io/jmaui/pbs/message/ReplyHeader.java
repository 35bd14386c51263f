package io.jmaui.pbs.message;

import java.util.Objects;

/**
 * The header of every reply (wire doc §2.3).
 *
 * @param protocolType 2
 * @param version      2 (a version-1 reply comes from TORQUE 2.5 and is refused)
 * @param code         0 or a PBS error code ({@link PbsError#describe(int)}); any number decodes
 * @param auxCode      0 from 2.5–6.1, except a Select reply, which carries the number of job ids
 *                     there (capture 17: {@code aux=2} for two ids)
 * @param choice       which body follows
 */
public record ReplyHeader(int protocolType, int version, int code, int auxCode, ReplyChoice choice) {

  public ReplyHeader {
    Objects.requireNonNull(choice, "choice");
  }

  /** Type 2, version 2, the given code, auxcode 0. */
  public ReplyHeader(int code, ReplyChoice choice) {
    this(RequestHeader.BATCH_PROTOCOL_TYPE, RequestHeader.PROTOCOL_VERSION, code, 0, choice);
  }
}
