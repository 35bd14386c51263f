package io.jmaui.pbs.message;

import java.util.Objects;

/** Choice Locate: where a job is (at most 1024 bytes). */
public record LocateReply(String location) implements ReplyBody {
  public LocateReply {
    Objects.requireNonNull(location, "location");
  }
}
