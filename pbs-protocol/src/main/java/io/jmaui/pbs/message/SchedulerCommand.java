package io.jmaui.pbs.message;

import java.util.Objects;

/** pbs_server's poke on the scheduler port: one 4-byte big-endian command (wire doc §5.1). */
public record SchedulerCommand(SchedulerCommandType type) {
  public SchedulerCommand {
    Objects.requireNonNull(type, "type");
  }
}
