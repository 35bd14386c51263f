package io.jmaui.pbs.message;

import java.util.List;

/** Choice Status: the status objects (jobs, queues, the server, nodes). */
public record StatusReply(List<StatusObject> objects) implements ReplyBody {
  public StatusReply {
    objects = List.copyOf(objects);
  }
}
