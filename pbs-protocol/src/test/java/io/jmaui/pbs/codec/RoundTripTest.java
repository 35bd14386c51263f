package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.pbs.message.AltAuthenUserBody;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.AuthenUserBody;
import io.jmaui.pbs.message.BatchOp;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.EmptyBody;
import io.jmaui.pbs.message.JobFileBody;
import io.jmaui.pbs.message.JobIdBody;
import io.jmaui.pbs.message.JobIdReply;
import io.jmaui.pbs.message.LocateReply;
import io.jmaui.pbs.message.ManageBody;
import io.jmaui.pbs.message.ManagerCommand;
import io.jmaui.pbs.message.MessJobBody;
import io.jmaui.pbs.message.NullReply;
import io.jmaui.pbs.message.ObjectType;
import io.jmaui.pbs.message.QueueJobBody;
import io.jmaui.pbs.message.ReplyBody;
import io.jmaui.pbs.message.ReplyChoice;
import io.jmaui.pbs.message.ReplyHeader;
import io.jmaui.pbs.message.RequestBody;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.RescQueryReply;
import io.jmaui.pbs.message.RunJobBody;
import io.jmaui.pbs.message.SelectBody;
import io.jmaui.pbs.message.SelectReply;
import io.jmaui.pbs.message.SignalJobBody;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import io.jmaui.pbs.message.TextReply;
import io.jmaui.pbs.message.WireForm;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Every request type and reply choice this codec reads: encode, decode, the same record. */
class RoundTripTest {

  static final List<Attribute> ATTRS = List.of(
      Attribute.of("Job_Name", "t\u00e9st job"),
      new Attribute("Resource_List", "walltime", "100:00:00", BatchOp.SET),
      new Attribute("note", null, "", BatchOp.DECR),
      new Attribute("state", null, "offline", BatchOp.INCR));

  static RequestBody sampleBody(RequestType type) {
    Class<? extends RequestBody> c = type.body();
    if (c == EmptyBody.class) {
      return EmptyBody.INSTANCE;
    } else if (c == JobIdBody.class) {
      return new JobIdBody("123[4].server.example.com");
    } else if (c == StatusBody.class) {
      return new StatusBody("node01", List.of(Attribute.filter("state"), Attribute.filter("np")));
    } else if (c == ManageBody.class) {
      return new ManageBody(ManagerCommand.SET, ObjectType.NODE, "node01", ATTRS);
    } else if (c == RunJobBody.class) {
      return new RunJobBody("17.srv", "n1:ppn=2+n2", 0);
    } else if (c == SelectBody.class) {
      return new SelectBody(List.of(new Attribute("job_state", null, "Q", BatchOp.NE),
          new Attribute("destination", null, "batch", BatchOp.EQ)));
    } else if (c == SignalJobBody.class) {
      return new SignalJobBody("17.srv", "suspend");
    } else if (c == MessJobBody.class) {
      return new MessJobBody("17.srv", 2, "hello\nworld");
    } else if (c == QueueJobBody.class) {
      return new QueueJobBody("", "batch", ATTRS);
    } else if (c == JobFileBody.class) {
      return new JobFileBody(0, 0, 10, "8.vm", "sleep 120\n");
    } else if (c == AuthenUserBody.class) {
      return new AuthenUserBody(7);
    } else if (c == AltAuthenUserBody.class) {
      return new AltAuthenUserBody(45678, "MUNGE:AwQDAAA...:");
    }
    throw new IllegalArgumentException(type.name());
  }

  static Stream<BatchRequest> requests() {
    return Arrays.stream(RequestType.values()).filter(t -> t.body() != null).flatMap(t -> {
      RequestBody body = sampleBody(t);
      String ext = t.hasExtension() ? "exec_queue_only" : null;
      return Stream.of(
          new BatchRequest(new RequestHeader(t, "alice"), body, ext),
          new BatchRequest(new RequestHeader(t, "root"), body, null),
          new BatchRequest(new RequestHeader(2, 2, t, "bob", WireForm.TRQAUTHD), body, null));
    });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("requests")
  void request(BatchRequest request) {
    byte[] bytes = Codecs.encodeRequests(List.of(request));
    assertEquals(List.of(request), Codecs.decodeRequests(bytes));
    assertEquals(Codecs.ascii(bytes),
        Codecs.ascii(Codecs.encodeRequests(Codecs.cast(Codecs.decodeRequests(bytes),
            BatchRequest.class))));
  }

  static ReplyBody sampleBody(ReplyChoice choice) {
    return switch (choice) {
      case NULL -> NullReply.INSTANCE;
      case Queue, RdytoCom, Commit -> new JobIdReply("8.vm");
      case Select -> new SelectReply(List.of("2.vm", "8.vm", "123[].vm"));
      case Status -> new StatusReply(List.of(
          new StatusObject(ObjectType.SERVER, "vm", ATTRS),
          new StatusObject(ObjectType.QUEUE, "batch", List.of()),
          new StatusObject(ObjectType.JOB, "8.vm", ATTRS),
          new StatusObject(ObjectType.NODE, "node01", ATTRS)));
      case Text -> new TextReply("Unknown node \u0000 REJHOST=n1 MSG=x");
      case Locate -> new LocateReply("vm:15001");
      case RescQuery -> new RescQueryReply(List.of(1L, 2L), List.of(3L, 4L), List.of(0L, 0L),
          List.of(4294967295L, 7L));
    };
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(ReplyChoice.class)
  void reply(ReplyChoice choice) {
    for (int code : new int[] {0, 15001, -1, Integer.MIN_VALUE}) {
      BatchReply reply = new BatchReply(new ReplyHeader(2, 2, code, 7, choice),
          sampleBody(choice));
      byte[] bytes = Codecs.encodeReplies(List.of(reply));
      assertEquals(List.of(reply), Codecs.decodeReplies(bytes));
    }
  }
}
