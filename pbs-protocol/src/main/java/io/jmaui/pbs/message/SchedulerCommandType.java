package io.jmaui.pbs.message;

/** What pbs_server's 4-byte poke on the scheduler port means ({@code SCH_*}, wire doc §5.1). */
public enum SchedulerCommandType {
  /**
   * pbs_server's cleared command ({@code SCH_SCHEDULE_NULL}), which it can send after a restart;
   * pbs_sched's schedulers ignore it and run no cycle.
   */
  SCHEDULE_NULL(0),
  /** A job was queued or became eligible. */
  SCHEDULE_NEW(1),
  /** A running job terminated. */
  SCHEDULE_TERM(2),
  /** {@code scheduler_iteration} elapsed. */
  SCHEDULE_TIME(3),
  /** The previous contact ran exactly one job (2.5, 4.2.0–4.2.2). */
  SCHEDULE_RECYC(4),
  /** {@code scheduling} set to True via qmgr. */
  SCHEDULE_CMD(5),
  /** Never sent by pbs_server. */
  CONFIGURE(7),
  /** Never sent by pbs_server. */
  QUIT(8),
  /** Never sent by pbs_server. */
  RULESET(9),
  /** First contact after pbs_server start. */
  SCHEDULE_FIRST(10);

  private final int code;

  SchedulerCommandType(int code) {
    this.code = code;
  }

  public int code() {
    return code;
  }

  /** Whether pbs_sched runs a scheduling cycle for it: every command pbs_server sends but SCHEDULE_NULL. */
  public boolean schedules() {
    return this != SCHEDULE_NULL;
  }

  /** The command for {@code code}, or null. */
  public static SchedulerCommandType find(long code) {
    for (SchedulerCommandType t : values()) {
      if (t.code == code) {
        return t;
      }
    }
    return null;
  }

  /** The command for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static SchedulerCommandType fromCode(int code) {
    SchedulerCommandType t = find(code);
    if (t == null) {
      throw new IllegalArgumentException("unknown scheduler command " + code);
    }
    return t;
  }
}
