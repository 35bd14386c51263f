package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.dis.DisLimits;
import io.jmaui.pbs.dis.DisReader;
import io.jmaui.pbs.message.AltAuthenUserBody;
import io.jmaui.pbs.message.AuthenUserBody;
import io.jmaui.pbs.message.EmptyBody;
import io.jmaui.pbs.message.JobFileBody;
import io.jmaui.pbs.message.JobIdBody;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ManagerCommand;
import io.jmaui.pbs.message.MessJobBody;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.QueueJobBody;
import io.jmaui.pbs.message.RequestBody;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.SelectBody;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusBody;

/** Reads a request body by its type (wire doc §3.2), as pbs_server's {@code dis_request_read}. */
final class RequestBodyReader {
  private RequestBodyReader() {}

  static RequestBody read(RequestType type, DisReader r) {
    DisLimits l = r.limits();
    return switch (type) {
      case Connect, Disconnect -> EmptyBody.INSTANCE;
      case StatusJob, StatusQue, StatusSvr, StatusNode ->
          new StatusBody(r.readString("id", l.maxId()), AttributeLists.read(r, true));
      case DeleteJob, HoldJob, Manager, ModifyJob, ReleaseJob, CheckpointJob, AsyModifyJob,
          ModifyNode -> readManage(r);
      case RunJob, AsyrunJob, StageIn -> new RunJobBody(r.readString("job id", l.maxId()),
          r.readString("destination"), r.readUnsigned32("resch"));
      case SelectJobs, SelStat -> new SelectBody(AttributeLists.read(r, true));
      case SignalJob, AsySignalJob -> new SignalJobBody(r.readString("job id", l.maxId()),
          r.readString("signal", l.maxSignal()));
      case MessJob -> new MessJobBody(r.readString("job id", l.maxId()),
          r.readUnsigned32("file"), r.readString("text"));
      case Rerun, LocateJob, RdytoCommit, Commit, Commit2 ->
          new JobIdBody(r.readString("job id", l.maxId()));
      case QueueJob, QueueJob2 -> new QueueJobBody(r.readString("job id", l.maxId()),
          r.readString("destination"), AttributeLists.read(r, true));
      case jobscript, jobscript2, MvJobFile -> new JobFileBody(r.readUnsigned32("sequence"),
          r.readUnsigned32("file type"), r.readUnsigned32("size"),
          r.readString("job id", l.maxId()), r.readString("data"));
      case AuthenUser -> new AuthenUserBody(r.readUnsignedInt("port", 65535));
      case AltAuthenUser -> new AltAuthenUserBody(r.readUnsignedInt("port", 65535),
          r.readString("credential", l.maxCredential()));
      default -> throw new IllegalStateException("no body reader for " + type);
    };
  }

  private static ManageBody readManage(DisReader r) {
    long cmd = r.readUnsigned32("command");
    ManagerCommand command = ManagerCommand.find(cmd);
    if (command == null) {
      throw new DisException(r.lastFieldOffset(), DisError.PROTO, "command",
          "unknown manager command " + cmd);
    }
    long obj = r.readUnsigned32("object type");
    ObjectType objectType = ObjectType.find(obj);
    if (objectType == null) {
      throw new DisException(r.lastFieldOffset(), DisError.PROTO, "object type",
          "unknown object type " + obj);
    }
    String name = r.readString("object name", r.limits().maxId());
    return new ManageBody(command, objectType, name, AttributeLists.read(r, true));
  }
}
