package io.jmaui.pbs.message;

import io.jmaui.pbs.dis.DisException;
import java.util.Objects;

/**
 * What the server-side request decoder emits instead of a request it cannot decode (wire doc
 * §2.5); after it the decoder discards everything until the connection closes. The handler
 * answers with {@link #pbsError()} and the error's message (4.2 behaviour) or stays silent
 * (5.x/6.x), and closes.
 *
 * @param error    where and why decoding failed
 * @param header   the header if it was read, else null
 * @param pbsError PBSE_UNKREQ for a request type unknown or not read by this codec,
 *                 PBSE_DISPROTO for anything else
 */
public record UndecodableRequest(DisException error, RequestHeader header, PbsError pbsError) {

  public UndecodableRequest {
    Objects.requireNonNull(error, "error");
    Objects.requireNonNull(pbsError, "pbsError");
  }
}
