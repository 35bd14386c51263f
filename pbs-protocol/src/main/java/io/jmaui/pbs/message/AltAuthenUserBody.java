package io.jmaui.pbs.message;

import java.util.Objects;

/** AltAuthenUser (wire doc §4.6): the client's own port and a MUNGE credential (at most 2048 bytes). */
public record AltAuthenUserBody(int port, String credential) implements RequestBody {
  public AltAuthenUserBody {
    Objects.requireNonNull(credential, "credential");
  }
}
