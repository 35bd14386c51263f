package io.jmaui.pbs.message;

import java.util.List;
import java.util.Objects;

/**
 * One object of a Status reply (wire doc §2.3, attributes §6).
 *
 * @param type       server, queue, job or node
 * @param name       server name, queue name, job id or node name (at most 1046 bytes)
 * @param attributes the object's attributes (svrattrl), in the server's order; as decoded, an
 *     {@link EncodedAttributes} (kept as it is: it is immutable and decodes on demand)
 */
public record StatusObject(ObjectType type, String name, List<Attribute> attributes) {
  public StatusObject {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(name, "name");
    attributes = attributes instanceof EncodedAttributes ? attributes : List.copyOf(attributes);
  }
}
