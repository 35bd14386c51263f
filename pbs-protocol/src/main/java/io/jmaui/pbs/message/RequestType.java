package io.jmaui.pbs.message;

/**
 * Batch request types, numbered as in TORQUE's {@code pbs_batchreqtype_db.h} (wire doc §3.1).
 * Names are TORQUE's, without the {@code PBS_BATCH_} prefix.
 *
 * <p>{@link #body()} is the record class the request's body must be, or null for types whose
 * body this codec does not read (it reports them as unsupported).
 */
public enum RequestType {
  Connect(0, EmptyBody.class),
  QueueJob(1, QueueJobBody.class),
  JobCred(2, null),
  jobscript(3, JobFileBody.class),
  RdytoCommit(4, JobIdBody.class),
  Commit(5, JobIdBody.class),
  DeleteJob(6, ManageBody.class),
  HoldJob(7, ManageBody.class),
  LocateJob(8, JobIdBody.class),
  Manager(9, ManageBody.class),
  MessJob(10, MessJobBody.class),
  ModifyJob(11, ManageBody.class),
  MoveJob(12, null),
  ReleaseJob(13, ManageBody.class),
  Rerun(14, JobIdBody.class),
  RunJob(15, RunJobBody.class),
  SelectJobs(16, SelectBody.class),
  Shutdown(17, null),
  SignalJob(18, SignalJobBody.class),
  StatusJob(19, StatusBody.class),
  StatusQue(20, StatusBody.class),
  StatusSvr(21, StatusBody.class),
  TrackJob(22, null),
  AsyrunJob(23, RunJobBody.class),
  Rescq(24, null),
  ReserveResc(25, null),
  ReleaseResc(26, null),
  CheckpointJob(27, ManageBody.class),
  AsyModifyJob(28, ManageBody.class),
  /** 6.1+. */
  QueueJob2(29, QueueJobBody.class),
  /** 6.1+. */
  Commit2(30, JobIdBody.class),
  /** 6.1+. */
  jobscript2(31, JobFileBody.class),
  StageIn(48, RunJobBody.class),
  AuthenUser(49, AuthenUserBody.class),
  OrderJob(50, null),
  SelStat(51, SelectBody.class),
  RegistDep(52, null),
  ReturnFiles(53, null),
  CopyFiles(54, null),
  DelFiles(55, null),
  JobObit(56, null),
  MvJobFile(57, JobFileBody.class),
  StatusNode(58, StatusBody.class),
  /** No body and no extension. */
  Disconnect(59, EmptyBody.class),
  AsySignalJob(60, SignalJobBody.class),
  AltAuthenUser(61, AltAuthenUserBody.class),
  GpuCtrl(62, null),
  /** 4.1+. */
  DeleteReservation(63, null),
  /** 4.2.4+. */
  SelStatAttr(64, null),
  /** 5.0+. */
  ChangePowerState(65, null),
  /** 5.0+. */
  ModifyNode(66, ManageBody.class);

  private static final RequestType[] BY_CODE = new RequestType[67];

  static {
    for (RequestType t : values()) {
      BY_CODE[t.code] = t;
    }
  }

  private final int code;
  private final Class<? extends RequestBody> body;

  RequestType(int code, Class<? extends RequestBody> body) {
    this.code = code;
    this.body = body;
  }

  /** The number on the wire. */
  public int code() {
    return code;
  }

  /** The body record this type carries, or null if this codec does not read its body. */
  public Class<? extends RequestBody> body() {
    return body;
  }

  /** Whether the request ends with an extension field (all but Disconnect). */
  public boolean hasExtension() {
    return this != Disconnect;
  }

  /** The type for {@code code}, or null if TORQUE defines none (gaps, &gt; 66). */
  public static RequestType find(long code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[(int) code] : null;
  }

  /** The type for {@code code}; an unknown number is an {@link IllegalArgumentException} naming it. */
  public static RequestType fromCode(int code) {
    RequestType t = find(code);
    if (t == null) {
      throw new IllegalArgumentException("unknown batch request type " + code);
    }
    return t;
  }
}
