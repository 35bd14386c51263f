package io.jmaui.pbs.codec;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.AuthenUserBody;
import io.jmaui.pbs.message.BatchOp;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.EmptyBody;
import io.jmaui.pbs.message.JobIdReply;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ManagerCommand;
import io.jmaui.pbs.message.MessJobBody;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.ReplyChoice;
import io.jmaui.pbs.message.ReplyHeader;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.SelectBody;
import io.jmaui.pbs.message.SelectReply;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.message.WireForm;
import java.util.List;

/**
 * The wire doc's byte examples as named constants with the records they decode to, shared by the
 * codec tests (and, through the test-jar, by the client/server tests).
 */
public final class WireExamples {
  private WireExamples() {}

  /** An example: the section it comes from, the ASCII on the wire, the message. */
  public record Example<T>(String section, String wire, T message) {
    @Override
    public String toString() {
      return section + " " + wire;
    }
  }

  // ---- requests ------------------------------------------------------------------------------

  /** §2.2 StatusJob for all jobs, user root. */
  public static final String STATUS_JOB_ALL = "+2+22+19+4root+0+0+0";
  /** §3.2 Disconnect. */
  public static final String DISCONNECT = "+2+22+59+4root";
  /** §3.2 RunJob 17.srv on n1:ppn=2+n2. */
  public static final String RUN_JOB = "+2+22+15+4root+617.srv2+11n1:ppn=2+n2+0+0";

  static BatchRequest req(RequestType type, Object body) {
    return BatchRequest.of(type, "root", (io.jmaui.pbs.message.RequestBody) body);
  }

  static BatchRequest req(RequestType type, Object body, String extension) {
    return new BatchRequest(new RequestHeader(type, "root"),
        (io.jmaui.pbs.message.RequestBody) body, extension);
  }

  static final String JOB = "17.srv";

  /** Every [run] request example of wire doc §2.2, §3.2, §4.2 and §9. */
  public static final List<Example<BatchRequest>> REQUESTS = List.of(
      new Example<>("§2.2 StatusJob all", STATUS_JOB_ALL,
          req(RequestType.StatusJob, StatusBody.all())),
      new Example<>("§3.2 Disconnect", DISCONNECT, BatchRequest.disconnect("root")),
      new Example<>("§3.2 AuthenUser", "+2+22+49+4root5+45678+0",
          req(RequestType.AuthenUser, new AuthenUserBody(45678))),
      new Example<>("§3.2 StatusSvr", "+2+22+21+4root+0+0+0",
          req(RequestType.StatusSvr, StatusBody.all())),
      new Example<>("§3.2 StatusNode node01 filter state,np",
          "+2+22+58+4root+6node01+2+6+5state+0+0+0+3+2np+0+0+0+0",
          req(RequestType.StatusNode, new StatusBody("node01",
              List.of(Attribute.filter("state"), Attribute.filter("np"))))),
      new Example<>("§3.2 StatusQue batch with extension",
          "+2+22+20+4root+5batch+0+12+15exec_queue_only",
          req(RequestType.StatusQue, new StatusBody("batch", List.of()), "exec_queue_only")),
      new Example<>("§3.2 SelStat job_state == Q", "+2+22+51+4root+12+12+9job_state+0+1Q+4+0",
          req(RequestType.SelStat, new SelectBody(
              List.of(new Attribute("job_state", null, "Q", BatchOp.EQ))))),
      new Example<>("§3.2 RunJob", RUN_JOB,
          req(RequestType.RunJob, new RunJobBody(JOB, "n1:ppn=2+n2"))),
      new Example<>("§3.2 AsyrunJob empty destination", "+2+22+23+4root+617.srv+0+0+0",
          req(RequestType.AsyrunJob, new RunJobBody(JOB, ""))),
      new Example<>("§3.2 DeleteJob", "+2+2+6+4root+1+2+617.srv+0+0",
          req(RequestType.DeleteJob,
              new ManageBody(ManagerCommand.DELETE, ObjectType.JOB, JOB, List.of()))),
      new Example<>("§3.2 HoldJob", "+2+2+7+4root+2+2+617.srv+12+132+10Hold_Types+0+1u+0+0",
          req(RequestType.HoldJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("Hold_Types", "u"))))),
      new Example<>("§3.2 ReleaseJob", "+2+22+13+4root+2+2+617.srv+12+132+10Hold_Types+0+1u+0+0",
          req(RequestType.ReleaseJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("Hold_Types", "u"))))),
      new Example<>("§3.2 ModifyJob comment", "+2+22+11+4root+2+2+617.srv+12+11+7comment+0+2hi+0+0",
          req(RequestType.ModifyJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("comment", "hi"))))),
      new Example<>("§3.2 ModifyJob Resource_List.walltime",
          "+2+22+11+4root+2+2+617.srv+12+322+13Resource_List+1+8walltime+801:00:00+0+0",
          req(RequestType.ModifyJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("Resource_List", "walltime", "01:00:00"))))),
      new Example<>("§3.2 Manager node offline",
          "+2+2+9+4root+2+3+6node01+12+14+5state+0+7offline+2+0",
          req(RequestType.Manager, new ManageBody(ManagerCommand.SET, ObjectType.NODE, "node01",
              List.of(new Attribute("state", null, "offline", BatchOp.INCR))))),
      new Example<>("§3.2 SignalJob", "+2+22+18+4root+617.srv+7SIGKILL+0",
          req(RequestType.SignalJob, new SignalJobBody(JOB, "SIGKILL"))),
      new Example<>("§3.2 MessJob", "+2+22+10+4root+617.srv+2+5hello+0",
          req(RequestType.MessJob, new MessJobBody(JOB, 2, "hello"))),
      new Example<>("§4.2 trqauthd AuthenUser", "+2+22+491+4root5+45678+0",
          new BatchRequest(new RequestHeader(2, 2, RequestType.AuthenUser, "root",
              WireForm.TRQAUTHD), new AuthenUserBody(45678), null)),
      new Example<>("§4.2 trqauthd Disconnect", "+2+22+591+4root",
          new BatchRequest(new RequestHeader(2, 2, RequestType.Disconnect, "root",
              WireForm.TRQAUTHD), EmptyBody.INSTANCE, null)),
      new Example<>("§9 StatusQue all", "+2+22+20+4root+0+0+0",
          req(RequestType.StatusQue, StatusBody.all())),
      new Example<>("§9 StatusNode all", "+2+22+58+4root+0+0+0",
          req(RequestType.StatusNode, StatusBody.all())),
      // preemption (guide 8.4), as lib/Libifl encodes them: pbs_rerunjob (pbsD_rerunjo.c),
      // pbs_sigjob (pbsD_sigjob.c), pbs_checkpointjob (pbsD_chkptjob.c: PBSD_manager, no
      // attributes), pbs_holdjob / pbs_rlsjob with Hold_Types s (Maui's checkpoint-and-requeue)
      new Example<>("§3.2 Rerun", "+2+22+14+4root+617.srv+0",
          req(RequestType.Rerun, new io.jmaui.pbs.message.JobIdBody(JOB))),
      new Example<>("§3.2 SignalJob suspend", "+2+22+18+4root+617.srv+7suspend+0",
          req(RequestType.SignalJob, new SignalJobBody(JOB, "suspend"))),
      new Example<>("§3.2 SignalJob resume", "+2+22+18+4root+617.srv+6resume+0",
          req(RequestType.SignalJob, new SignalJobBody(JOB, "resume"))),
      new Example<>("§3.2 CheckpointJob", "+2+22+27+4root+2+2+617.srv+0+0",
          req(RequestType.CheckpointJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB, List.of()))),
      new Example<>("§3.2 HoldJob s", "+2+2+7+4root+2+2+617.srv+12+132+10Hold_Types+0+1s+0+0",
          req(RequestType.HoldJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("Hold_Types", "s"))))),
      new Example<>("§3.2 ReleaseJob s", "+2+22+13+4root+2+2+617.srv+12+132+10Hold_Types+0+1s+0+0",
          req(RequestType.ReleaseJob, new ManageBody(ManagerCommand.SET, ObjectType.JOB, JOB,
              List.of(Attribute.of("Hold_Types", "s"))))));

  // ---- replies -------------------------------------------------------------------------------

  /** §2.3 the ack. */
  public static final String ACK = "+2+2+0+0+1";

  /** Every reply example of wire doc §2.3. */
  public static final List<Example<BatchReply>> REPLIES = List.of(
      new Example<>("§2.3 ack", ACK, BatchReply.ack()),
      new Example<>("§2.3 error with text",
          "+2+25+15001+0+72+42Unknown Job Id Error MSG=cannot locate job",
          BatchReply.error(15001, "Unknown Job Id Error MSG=cannot locate job")),
      new Example<>("§2.3 status, one node",
          "+2+2+0+0+6+1+3+6node01+22+11+5state+0+4free+0+5+2np+0+14+0",
          BatchReply.status(List.of(new StatusObject(ObjectType.NODE, "node01",
              List.of(Attribute.of("state", "free"), Attribute.of("np", "4")))))),
      new Example<>("§2.3 status, one job",
          "+2+2+0+0+6+1+2+617.srv+22+12+9job_state+0+1Q+02+322+13Resource_List+1+8walltime+801:00:00+0",
          BatchReply.status(List.of(new StatusObject(ObjectType.JOB, JOB,
              List.of(Attribute.of("job_state", "Q"),
                  Attribute.of("Resource_List", "walltime", "01:00:00")))))),
      new Example<>("§2.3 select (auxcode 0 as in the doc)", "+2+2+0+0+5+2+617.srv+618.srv",
          new BatchReply(new ReplyHeader(0, ReplyChoice.Select),
              new SelectReply(List.of(JOB, "18.srv")))),
      new Example<>("capture 17 select (auxcode = number of ids)", "+2+2+0+2+5+2+42.vm+48.vm",
          BatchReply.select(List.of("2.vm", "8.vm"))),
      new Example<>("§2.3 empty status", "+2+2+0+0+6+0", BatchReply.status(List.of())),
      new Example<>("capture 01 Queue", "+2+2+0+0+2+48.vm",
          new BatchReply(new ReplyHeader(0, ReplyChoice.Queue), new JobIdReply("8.vm"))),
      new Example<>("capture 19 PBSE_UNKNODE", "+2+25+15064+0+72+13Unknown node ",
          BatchReply.error(15064, "Unknown node ")),
      new Example<>("§2.3 status reply body", "+2+2+0+0+6+0",
          new BatchReply(new ReplyHeader(0, ReplyChoice.Status), new StatusReply(List.of()))));
}
