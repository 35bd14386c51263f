package io.jmaui.pbs.message;

/**
 * PBS error codes ({@code PBSE_*}, wire doc §7) with TORQUE's names and texts (from
 * {@code pbs_error_db.h} of the 4.2.10+/6.x line; numbers identical in 4.2.10, 5.1.3 and 6.1.3
 * for 15000–15139; 2.5 differs above 15085). Trailing spaces in texts are TORQUE's: the server
 * appends details to them.
 *
 * <p>A reply's code is an {@code int} on {@link ReplyHeader} so that any number decodes;
 * {@link #find(int)} and {@link #describe(int)} turn it into a name, or
 * {@code "unknown PBSE code N"}. Codes 1–14999 are errno values.
 */
public enum PbsError {
  FLOOR(15000, "PBSE_FLOOR", "no error"),
  UNKJOBID(15001, "PBSE_UNKJOBID", "Unknown Job Id Error"),
  NOATTR(15002, "PBSE_NOATTR", "Undefined attribute "),
  ATTRRO(15003, "PBSE_ATTRRO", "Cannot set attribute, read only or insufficient permission "),
  IVALREQ(15004, "PBSE_IVALREQ", "Invalid request"),
  UNKREQ(15005, "PBSE_UNKREQ", "Unknown request"),
  TOOMANY(15006, "PBSE_TOOMANY", "Too many submit retries"),
  PERM(15007, "PBSE_PERM", "Unauthorized Request "),
  IFF_NOT_FOUND(15008, "PBSE_IFF_NOT_FOUND", "trqauthd unable to authenticate"),
  MUNGE_NOT_FOUND(15009, "PBSE_MUNGE_NOT_FOUND", "munge executable not found, unable to authenticate"),
  BADHOST(15010, "PBSE_BADHOST", "Access from host not allowed, or unknown host"),
  JOBEXIST(15011, "PBSE_JOBEXIST", "Job with requested ID already exists"),
  SYSTEM(15012, "PBSE_SYSTEM", " System error: "),
  INTERNAL(15013, "PBSE_INTERNAL", "PBS server internal error"),
  REGROUTE(15014, "PBSE_REGROUTE", "Dependent parent job currently in routing queue"),
  UNKSIG(15015, "PBSE_UNKSIG", "Unknown/illegal signal name"),
  BADATVAL(15016, "PBSE_BADATVAL", "Illegal attribute or resource value for "),
  MODATRRUN(15017, "PBSE_MODATRRUN", "Cannot modify attribute while job running "),
  BADSTATE(15018, "PBSE_BADSTATE", "Request invalid for state of job"),
  UNKQUE(15020, "PBSE_UNKQUE", "Unknown queue"),
  BADCRED(15021, "PBSE_BADCRED", "Invalid credential"),
  EXPIRED(15022, "PBSE_EXPIRED", "Expired credential"),
  QUNOENB(15023, "PBSE_QUNOENB", "Queue is not enabled"),
  QACESS(15024, "PBSE_QACESS", "Access to queue is denied"),
  BADUSER(15025, "PBSE_BADUSER", "Bad UID for job execution"),
  HOPCOUNT(15026, "PBSE_HOPCOUNT", "Job routing over too many hops"),
  QUEEXIST(15027, "PBSE_QUEEXIST", "Queue already exists"),
  ATTRTYPE(15028, "PBSE_ATTRTYPE", "Incompatible type"),
  QUEBUSY(15029, "PBSE_QUEBUSY", "Cannot delete busy queue"),
  QUENBIG(15030, "PBSE_QUENBIG", "Queue name too long"),
  NOSUP(15031, "PBSE_NOSUP", "No support for requested service"),
  QUENOEN(15032, "PBSE_QUENOEN", "Cannot enable queue, incomplete definition"),
  PROTOCOL(15033, "PBSE_PROTOCOL", "Batch protocol error"),
  BADATLST(15034, "PBSE_BADATLST", "Bad attribute list structure"),
  NOCONNECTS(15035, "PBSE_NOCONNECTS", "No free connections"),
  NOSERVER(15036, "PBSE_NOSERVER", "No server specified"),
  UNKRESC(15037, "PBSE_UNKRESC", "Unknown resource type "),
  EXCQRESC(15038, "PBSE_EXCQRESC", "Job exceeds queue resource limits"),
  QUENODFLT(15039, "PBSE_QUENODFLT", "No default queue specified"),
  NORERUN(15040, "PBSE_NORERUN", "job is not rerunnable"),
  ROUTEREJ(15041, "PBSE_ROUTEREJ", "Job rejected by all possible destinations (check syntax, queue resources, ...)"),
  ROUTEEXPD(15042, "PBSE_ROUTEEXPD", "Time in Route Queue Expired"),
  MOMREJECT(15043, "PBSE_MOMREJECT", "Execution server rejected request"),
  BADSCRIPT(15044, "PBSE_BADSCRIPT", "(qsub) cannot access script file"),
  STAGEIN(15045, "PBSE_STAGEIN", "Stage In of files failed"),
  RESCUNAV(15046, "PBSE_RESCUNAV", "Resource temporarily unavailable"),
  BADGRP(15047, "PBSE_BADGRP", "Bad GID for job execution"),
  MAXQUED(15048, "PBSE_MAXQUED", "Maximum number of jobs already in queue"),
  CKPBSY(15049, "PBSE_CKPBSY", "Checkpoint busy, may retry"),
  EXLIMIT(15050, "PBSE_EXLIMIT", "Resource limit exceeds allowable"),
  BADACCT(15051, "PBSE_BADACCT", "Invalid Account"),
  ALRDYEXIT(15052, "PBSE_ALRDYEXIT", "Job already in exit state"),
  NOCOPYFILE(15053, "PBSE_NOCOPYFILE", "Job files not copied"),
  CLEANEDOUT(15054, "PBSE_CLEANEDOUT", "unknown job id after clean init"),
  NOSYNCMSTR(15055, "PBSE_NOSYNCMSTR", "No master found for sync job set"),
  BADDEPEND(15056, "PBSE_BADDEPEND", "Invalid Job Dependency"),
  DUPLIST(15057, "PBSE_DUPLIST", "Duplicate entry in list "),
  DISPROTO(15058, "PBSE_DISPROTO", "Bad DIS based Request Protocol"),
  EXECTHERE(15059, "PBSE_EXECTHERE", "Cannot execute at specified host because of checkpoint or stagein files"),
  SISREJECT(15060, "PBSE_SISREJECT", "sister rejected"),
  SISCOMM(15061, "PBSE_SISCOMM", "sister could not communicate"),
  SVRDOWN(15062, "PBSE_SVRDOWN", "Request not allowed: Server shutting down"),
  CKPSHORT(15063, "PBSE_CKPSHORT", "not all tasks could checkpoint"),
  UNKNODE(15064, "PBSE_UNKNODE", "Unknown node "),
  UNKNODEATR(15065, "PBSE_UNKNODEATR", "Unknown node-attribute "),
  NONODES(15066, "PBSE_NONODES", "Server has no node list"),
  NODENBIG(15067, "PBSE_NODENBIG", "Node name is too big"),
  NODEEXIST(15068, "PBSE_NODEEXIST", "Node name already exists"),
  BADNDATVAL(15069, "PBSE_BADNDATVAL", "Illegal value for "),
  MUTUALEX(15070, "PBSE_MUTUALEX", "Mutually exclusive values for "),
  GMODERR(15071, "PBSE_GMODERR", "Modification failed for "),
  NORELYMOM(15072, "PBSE_NORELYMOM", "Server could not connect to MOM"),
  NOTSNODE(15073, "PBSE_NOTSNODE", "No time-share node available"),
  JOBTYPE(15074, "PBSE_JOBTYPE", "Wrong job type"),
  BADACLHOST(15075, "PBSE_BADACLHOST", "Bad ACL entry in host list"),
  MAXUSERQUED(15076, "PBSE_MAXUSERQUED", "Maximum number of jobs already in queue for user"),
  BADDISALLOWTYPE(15077, "PBSE_BADDISALLOWTYPE", "Bad type in disallowed_types list"),
  NOINTERACTIVE(15078, "PBSE_NOINTERACTIVE", "Queue does not allow interactive jobs"),
  NOBATCH(15079, "PBSE_NOBATCH", "Queue does not allow batch jobs"),
  NORERUNABLE(15080, "PBSE_NORERUNABLE", "Queue does not allow rerunable jobs"),
  NONONRERUNABLE(15081, "PBSE_NONONRERUNABLE", "Queue does not allow nonrerunable jobs"),
  UNKARRAYID(15082, "PBSE_UNKARRAYID", "Unknown Array ID"),
  BAD_ARRAY_REQ(15083, "PBSE_BAD_ARRAY_REQ", "Bad Job Array Request"),
  BAD_ARRAY_DATA(15084, "PBSE_BAD_ARRAY_DATA", "Bad data reading job array from file "),
  TIMEOUT(15085, "PBSE_TIMEOUT", "Time out"),
  JOBNOTFOUND(15086, "PBSE_JOBNOTFOUND", "Job not found"),
  NOFAULTTOLERANT(15087, "PBSE_NOFAULTTOLERANT", "Queue does not allow fault tolerant jobs"),
  NOFAULTINTOLERANT(15088, "PBSE_NOFAULTINTOLERANT", "Queue does not allow fault intolerant jobs"),
  NOJOBARRAYS(15089, "PBSE_NOJOBARRAYS", "Queue does not allow job arrays"),
  RELAYED_TO_MOM(15090, "PBSE_RELAYED_TO_MOM", "request was relayed to a MOM"),
  MEM_MALLOC(15091, "PBSE_MEM_MALLOC", "Error allocating memory - out of memory"),
  MUTEX(15092, "PBSE_MUTEX", "Error allocating controling mutex (lock/unlock)"),
  THREADATTR(15093, "PBSE_THREADATTR", "Error setting thread attributes"),
  THREAD(15094, "PBSE_THREAD", "Error creating thread"),
  SELECT(15095, "PBSE_SELECT", "Error in socket select"),
  SOCKET_FAULT(15096, "PBSE_SOCKET_FAULT", "Unable to get connection to socket"),
  SOCKET_WRITE(15097, "PBSE_SOCKET_WRITE", "Error writing data to socket"),
  SOCKET_READ(15098, "PBSE_SOCKET_READ", "Error reading data from socket"),
  SOCKET_CLOSE(15099, "PBSE_SOCKET_CLOSE", "Socket close detected"),
  SOCKET_LISTEN(15100, "PBSE_SOCKET_LISTEN", "Error listening on socket"),
  AUTH_INVALID(15101, "PBSE_AUTH_INVALID", "Invalid auth type in request"),
  NOT_IMPLEMENTED(15102, "PBSE_NOT_IMPLEMENTED", "This functionality is not yet implemented"),
  QUENOTAVAILABLE(15103, "PBSE_QUENOTAVAILABLE", "Queue is currently not available"),
  TMPDIFFOWNER(15104, "PBSE_TMPDIFFOWNER", "tmpdir owned by another user"),
  TMPNOTDIR(15105, "PBSE_TMPNOTDIR", "tmpdir exists but is not a directory"),
  TMPNONAME(15106, "PBSE_TMPNONAME", "tmpdir cannot be named for job"),
  CANTOPENSOCKET(15107, "PBSE_CANTOPENSOCKET", "cannot open demux sockets"),
  CANTCONTACTSISTERS(15108, "PBSE_CANTCONTACTSISTERS", "cannot send join job to all sisters"),
  CANTCREATETMPDIR(15109, "PBSE_CANTCREATETMPDIR", "cannot create tmpdir for job"),
  BADMOMSTATE(15110, "PBSE_BADMOMSTATE", "Mom is down, cannot run job"),
  SOCKET_INFORMATION(15111, "PBSE_SOCKET_INFORMATION", "socket information is not accessible"),
  SOCKET_DATA(15112, "PBSE_SOCKET_DATA", "data on socket does not process correctly"),
  CLIENT_INVALID(15113, "PBSE_CLIENT_INVALID", "client is not allowed/trusted"),
  PREMATURE_EOF(15114, "PBSE_PREMATURE_EOF", "Premature End of File"),
  CAN_NOT_SAVE_FILE(15115, "PBSE_CAN_NOT_SAVE_FILE", "Error saving file"),
  CAN_NOT_OPEN_FILE(15116, "PBSE_CAN_NOT_OPEN_FILE", "Error opening file"),
  CAN_NOT_WRITE_FILE(15117, "PBSE_CAN_NOT_WRITE_FILE", "Error writing file"),
  JOB_FILE_CORRUPT(15118, "PBSE_JOB_FILE_CORRUPT", "Job file corrupt"),
  JOB_RERUN(15119, "PBSE_JOB_RERUN", "Job can not be rerun"),
  CONNECT(15120, "PBSE_CONNECT", "Can not establish connection"),
  JOBWORKDELAY(15121, "PBSE_JOBWORKDELAY", "Job function must be temporarily delayed"),
  BAD_PARAMETER(15122, "PBSE_BAD_PARAMETER", "Parameter of function was invalid"),
  CONTINUE(15123, "PBSE_CONTINUE", "Continue processing on job. (Not an error)"),
  JOBSUBSTATE(15124, "PBSE_JOBSUBSTATE", "Current sub state does not allow trasaction."),
  CAN_NOT_MOVE_FILE(15125, "PBSE_CAN_NOT_MOVE_FILE", "Error moving file"),
  JOB_RECYCLED(15126, "PBSE_JOB_RECYCLED", "Job is being recycled"),
  JOB_ALREADY_IN_QUEUE(15127, "PBSE_JOB_ALREADY_IN_QUEUE", "Job is already in destination queue."),
  INVALID_MUTEX(15128, "PBSE_INVALID_MUTEX", "Mutex is NULL or otherwise invalid"),
  MUTEX_ALREADY_LOCKED(15129, "PBSE_MUTEX_ALREADY_LOCKED", "The mutex is already locked by this object"),
  MUTEX_ALREADY_UNLOCKED(15130, "PBSE_MUTEX_ALREADY_UNLOCKED", "The mutex has already been unlocked by this object"),
  INVALID_SYNTAX(15131, "PBSE_INVALID_SYNTAX", "Command syntax invalid"),
  NODE_DOWN(15132, "PBSE_NODE_DOWN", "A node is down. Check the MOM and host"),
  SERVER_NOT_FOUND(15133, "PBSE_SERVER_NOT_FOUND", "Could not connect to batch server"),
  SERVER_BUSY(15134, "PBSE_SERVER_BUSY", "Server busy. Currently no available threads"),
  CLIENT_CONN_NOT_FOUND(15135, "PBSE_CLIENT_CONN_NOT_FOUND", "Client connection not found. trqauthd unable to authorize user. Possible transient failure. Please try again"),
  CANNOT_RESOLVE(15136, "PBSE_CANNOT_RESOLVE", "Could not resolve host name"),
  DOMAIN_SOCKET_FAULT(15137, "PBSE_DOMAIN_SOCKET_FAULT", "could not connect to trqauthd"),
  JOB_NOT_IN_QUEUE(15138, "PBSE_JOB_NOT_IN_QUEUE", "Job not found in queue."),
  LOGIN_BUSY(15139, "PBSE_LOGIN_BUSY", "Login node is currently too busy to run a job"),
  /** Wire doc §7 only: the text of the 6.x source was not available to us; the text is the doc's description. */
  UNALTERABLE_ATTR(15160, "PBSE_UNALTERABLE_ATTR", "attribute cannot be altered"),
  /** Wire doc §7 only: the text of the 6.x source was not available to us; the text is the doc's description. */
  EOF(15171, "PBSE_EOF", "end of file (stream closed)"),
  RMUNKNOWN(15201, "PBSE_RMUNKNOWN", "resource unknown"),
  RMBADPARAM(15202, "PBSE_RMBADPARAM", "parameter could not be used"),
  RMNOPARAM(15203, "PBSE_RMNOPARAM", "a parameter needed did not exist"),
  RMEXIST(15204, "PBSE_RMEXIST", "something specified didn't exist"),
  RMSYSTEM(15205, "PBSE_RMSYSTEM", "a system error occured"),
  RMPART(15206, "PBSE_RMPART", "only part of reservation made");

  private final int code;
  private final String pbseName;
  private final String text;

  PbsError(int code, String pbseName, String text) {
    this.code = code;
    this.pbseName = pbseName;
    this.text = text;
  }

  /** The number on the wire. */
  public int code() {
    return code;
  }

  /** TORQUE's name, {@code PBSE_UNKJOBID}. */
  public String pbseName() {
    return pbseName;
  }

  /** TORQUE's text, {@code "Unknown Job Id Error"}. */
  public String text() {
    return text;
  }

  /** The error for {@code code}, or null if TORQUE 6.1 defines none. */
  public static PbsError find(int code) {
    for (PbsError e : values()) {
      if (e.code == code) {
        return e;
      }
    }
    return null;
  }

  /** The error for {@code code}; unknown is an {@link IllegalArgumentException} naming it. */
  public static PbsError fromCode(int code) {
    PbsError e = find(code);
    if (e == null) {
      throw new IllegalArgumentException(describe(code));
    }
    return e;
  }

  /** {@code "PBSE_UNKNODE (15064) Unknown node"}, {@code "success (0)"} or {@code "unknown PBSE code 15999"}. */
  public static String describe(int code) {
    if (code == 0) {
      return "success (0)";
    }
    PbsError e = find(code);
    if (e == null) {
      return code > 0 && code < 15000 ? "errno " + code : "unknown PBSE code " + code;
    }
    return e.pbseName + " (" + code + ") " + e.text.strip();
  }
}
