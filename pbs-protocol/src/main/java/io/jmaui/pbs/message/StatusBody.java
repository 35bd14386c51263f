package io.jmaui.pbs.message;

import java.util.List;
import java.util.Objects;

/**
 * StatusJob, StatusQue, StatusSvr, StatusNode (wire doc §3.2): the object id ({@code ""} = all)
 * and the attributes to return (empty = all readable ones; values are empty).
 */
public record StatusBody(String id, List<Attribute> attributes) implements RequestBody {
  public StatusBody {
    Objects.requireNonNull(id, "id");
    attributes = List.copyOf(attributes);
  }

  /** Every object, every attribute. */
  public static StatusBody all() {
    return new StatusBody("", List.of());
  }
}
