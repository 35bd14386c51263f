package io.jmaui.pbs.message;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The header every batch request starts with (wire doc §2.2).
 *
 * @param protocolType {@value #BATCH_PROTOCOL_TYPE} for batch requests
 * @param version      {@value #PROTOCOL_VERSION} for TORQUE 4.2–6.1 (1 was 2.5, refused)
 * @param type         the request type
 * @param user         the user the connection was authenticated as (at most 32 bytes)
 * @param form         {@link WireForm#TRQAUTHD} when the request came from trqauthd's string
 *                     formatting and must be re-encoded that way; {@link WireForm#DIS} otherwise
 *                     (a user of 10 bytes or more is the same in both, and normalized to DIS)
 */
public record RequestHeader(
    int protocolType, int version, RequestType type, String user, WireForm form) {

  /** {@code PBS_BATCH_PROT_TYPE}. */
  public static final int BATCH_PROTOCOL_TYPE = 2;
  /** {@code PBS_BATCH_PROT_VER} of TORQUE 4.2–6.1. */
  public static final int PROTOCOL_VERSION = 2;

  public RequestHeader {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(user, "user");
    Objects.requireNonNull(form, "form");
    if (form == WireForm.TRQAUTHD && user.getBytes(StandardCharsets.UTF_8).length >= 10) {
      form = WireForm.DIS; // from 10 bytes on, trqauthd's form is the canonical one
    }
  }

  /** A header as TORQUE's library writes it: type 2, version 2. */
  public RequestHeader(RequestType type, String user) {
    this(BATCH_PROTOCOL_TYPE, PROTOCOL_VERSION, type, user, WireForm.DIS);
  }
}
