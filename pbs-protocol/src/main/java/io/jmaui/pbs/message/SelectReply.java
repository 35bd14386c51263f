package io.jmaui.pbs.message;

import java.util.List;

/** Choice Select: the selected job ids. */
public record SelectReply(List<String> jobIds) implements ReplyBody {
  public SelectReply {
    jobIds = List.copyOf(jobIds);
  }
}
