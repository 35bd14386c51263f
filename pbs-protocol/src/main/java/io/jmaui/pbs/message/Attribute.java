package io.jmaui.pbs.message;

import java.util.Objects;

/**
 * One entry of an attribute list: TORQUE's {@code attrl}, {@code attropl} and {@code svrattrl}
 * share this wire shape (wire doc §2.4). A resource such as {@code Resource_List.walltime} is name
 * {@code Resource_List}, resource {@code walltime}.
 *
 * <p>The entry's {@code name_len} is not kept: encoders compute it with the library formula
 * (len(name)+1, plus len(resource)+1 with a resource, plus len(value)+1 unless the value is empty
 * in a status filter), which is what every capture shows.
 *
 * @param name     attribute name, as on the wire ({@code exec_host})
 * @param resource resource name, or null when the entry has none
 * @param value    value, never null ({@code ""} when none; a status filter has none)
 * @param op       the operation ({@link BatchOp#SET} in status replies and filters)
 */
public record Attribute(String name, String resource, String value, BatchOp op) {

  public Attribute {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(op, "op");
  }

  /** {@code name = value}, op SET. */
  public static Attribute of(String name, String value) {
    return new Attribute(name, null, value, BatchOp.SET);
  }

  /** {@code name.resource = value}, op SET. */
  public static Attribute of(String name, String resource, String value) {
    return new Attribute(name, resource, value, BatchOp.SET);
  }

  /** A status filter entry: the attribute's name only. */
  public static Attribute filter(String name) {
    return new Attribute(name, null, "", BatchOp.SET);
  }

  /** Whether the entry names a resource. */
  public boolean hasResource() {
    return resource != null;
  }

  /** {@code name} or {@code name.resource}, as qstat prints it. */
  public String fullName() {
    return resource == null ? name : name + "." + resource;
  }
}
