package io.jmaui.pbs.codec;

import static io.jmaui.pbs.dis.DisWriter.writeString;
import static io.jmaui.pbs.dis.DisWriter.writeUnsigned;

import io.jmaui.pbs.dis.DisWriter;
import io.jmaui.pbs.message.AltAuthenUserBody;
import io.jmaui.pbs.message.AuthenUserBody;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.JobFileBody;
import io.jmaui.pbs.message.JobIdBody;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.MessJobBody;
import io.jmaui.pbs.message.QueueJobBody;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.SelectBody;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.WireForm;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;

/**
 * Writes {@link BatchRequest}s as TORQUE's library does (wire doc §2.2, §3.2), one message per
 * buffer, written once. Client side; stateless.
 */
@Sharable
public final class BatchRequestEncoder extends MessageToByteEncoder<BatchRequest> {

  public BatchRequestEncoder() {
    super(BatchRequest.class);
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, BatchRequest msg, ByteBuf out) {
    encode(msg, out);
  }

  /** Appends the request's bytes to {@code out}. */
  public static void encode(BatchRequest request, ByteBuf out) {
    RequestHeader h = request.header();
    boolean trqauthd = h.form() == WireForm.TRQAUTHD;
    writeUnsigned(out, h.protocolType());
    writeUnsigned(out, h.version());
    writeUnsigned(out, h.type().code());
    if (trqauthd) {
      DisWriter.writeStringExplicitCount(out, h.user());
    } else {
      writeString(out, h.user());
    }
    switch (h.type()) {
      case Connect, Disconnect -> { }
      case StatusJob, StatusQue, StatusSvr, StatusNode -> {
        StatusBody b = (StatusBody) request.body();
        writeString(out, b.id());
        AttributeLists.write(out, b.attributes(), true);
      }
      case DeleteJob, HoldJob, Manager, ModifyJob, ReleaseJob, CheckpointJob, AsyModifyJob,
          ModifyNode -> {
        ManageBody b = (ManageBody) request.body();
        writeUnsigned(out, b.command().code());
        writeUnsigned(out, b.objectType().code());
        writeString(out, b.objectName());
        AttributeLists.write(out, b.attributes(), false);
      }
      case RunJob, AsyrunJob, StageIn -> {
        RunJobBody b = (RunJobBody) request.body();
        writeString(out, b.jobId());
        writeString(out, b.destination());
        writeUnsigned(out, b.resch());
      }
      case SelectJobs, SelStat -> AttributeLists.write(out, ((SelectBody) request.body()).criteria(), false);
      case SignalJob, AsySignalJob -> {
        SignalJobBody b = (SignalJobBody) request.body();
        writeString(out, b.jobId());
        writeString(out, b.signal());
      }
      case MessJob -> {
        MessJobBody b = (MessJobBody) request.body();
        writeString(out, b.jobId());
        writeUnsigned(out, b.file());
        writeString(out, b.text());
      }
      case Rerun, LocateJob, RdytoCommit, Commit, Commit2 ->
          writeString(out, ((JobIdBody) request.body()).jobId());
      case QueueJob, QueueJob2 -> {
        QueueJobBody b = (QueueJobBody) request.body();
        writeString(out, b.jobId());
        writeString(out, b.destination());
        AttributeLists.write(out, b.attributes(), false);
      }
      case jobscript, jobscript2, MvJobFile -> {
        JobFileBody b = (JobFileBody) request.body();
        writeUnsigned(out, b.sequence());
        writeUnsigned(out, b.fileType());
        writeUnsigned(out, b.size());
        writeString(out, b.jobId());
        writeString(out, b.data());
      }
      case AuthenUser -> {
        int port = ((AuthenUserBody) request.body()).port();
        if (trqauthd) {
          DisWriter.writeUnsignedExplicitCount(out, port);
        } else {
          writeUnsigned(out, port);
        }
      }
      case AltAuthenUser -> {
        AltAuthenUserBody b = (AltAuthenUserBody) request.body();
        writeUnsigned(out, b.port());
        writeString(out, b.credential());
      }
      default -> throw new IllegalArgumentException(
          "request type " + h.type() + " is not supported by this codec");
    }
    if (h.type().hasExtension()) {
      if (request.extension() == null) {
        writeUnsigned(out, 0);
      } else {
        writeUnsigned(out, 1);
        writeString(out, request.extension());
      }
    }
  }
}
