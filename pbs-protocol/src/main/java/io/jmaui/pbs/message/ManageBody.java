package io.jmaui.pbs.message;

import java.util.List;
import java.util.Objects;

/**
 * The Manage family (wire doc §3.2): DeleteJob, HoldJob, ModifyJob, ReleaseJob, AsyModifyJob,
 * CheckpointJob, Manager, ModifyNode.
 *
 * @param command    what to do (SET for ModifyJob/HoldJob/ReleaseJob, DELETE for DeleteJob)
 * @param objectType the kind of object (JOB, NODE, ...)
 * @param objectName job id, node or queue name (at most 1046 bytes)
 * @param attributes the attributes with their ops (attropl)
 */
public record ManageBody(
    ManagerCommand command, ObjectType objectType, String objectName, List<Attribute> attributes)
    implements RequestBody {
  public ManageBody {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(objectType, "objectType");
    Objects.requireNonNull(objectName, "objectName");
    attributes = List.copyOf(attributes);
  }
}
