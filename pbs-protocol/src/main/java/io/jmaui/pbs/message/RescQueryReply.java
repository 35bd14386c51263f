package io.jmaui.pbs.message;

import java.util.List;

/** Choice RescQuery: four arrays of the same length n (available, allocated, reserved, down). */
public record RescQueryReply(
    List<Long> available, List<Long> allocated, List<Long> reserved, List<Long> down)
    implements ReplyBody {
  public RescQueryReply {
    available = List.copyOf(available);
    allocated = List.copyOf(allocated);
    reserved = List.copyOf(reserved);
    down = List.copyOf(down);
    int n = available.size();
    if (allocated.size() != n || reserved.size() != n || down.size() != n) {
      throw new IllegalArgumentException("the four RescQuery arrays must have the same length");
    }
  }
}
