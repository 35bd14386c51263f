package io.jmaui.pbs.message;

import java.util.Objects;

/**
 * One batch request: header, body, extension (wire doc §2.2).
 *
 * @param header    protocol type, version, request type, user
 * @param body      the record {@link RequestType#body()} names for the header's type
 * @param extension the extension string, or null for none (Disconnect never has one)
 */
public record BatchRequest(RequestHeader header, RequestBody body, String extension) {

  public BatchRequest {
    Objects.requireNonNull(header, "header");
    Objects.requireNonNull(body, "body");
    Class<? extends RequestBody> expected = header.type().body();
    if (expected == null) {
      throw new IllegalArgumentException(
          "request type " + header.type() + " is not supported by this codec");
    }
    if (!expected.isInstance(body)) {
      throw new IllegalArgumentException(header.type() + " takes a " + expected.getSimpleName()
          + ", not a " + body.getClass().getSimpleName());
    }
    if (extension != null && !header.type().hasExtension()) {
      throw new IllegalArgumentException(header.type() + " has no extension");
    }
  }

  /** A request as TORQUE's library writes it, without extension. */
  public static BatchRequest of(RequestType type, String user, RequestBody body) {
    return new BatchRequest(new RequestHeader(type, user), body, null);
  }

  /** Disconnect for {@code user}. */
  public static BatchRequest disconnect(String user) {
    return of(RequestType.Disconnect, user, EmptyBody.INSTANCE);
  }

  /** The request type. */
  public RequestType type() {
    return header.type();
  }

  /** Whether an extension is present. */
  public boolean hasExtension() {
    return extension != null;
  }
}
