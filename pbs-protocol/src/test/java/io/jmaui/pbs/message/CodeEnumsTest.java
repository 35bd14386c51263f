package io.jmaui.pbs.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One enum per code family: numbers as TORQUE's headers, unknown numbers named. */
class CodeEnumsTest {

  @Test
  void requestTypesAreNumberedAsInPbsBatchreqtypeDb() {
    assertEquals(0, RequestType.Connect.code());
    assertEquals(15, RequestType.RunJob.code());
    assertEquals(19, RequestType.StatusJob.code());
    assertEquals(29, RequestType.QueueJob2.code());
    assertEquals(31, RequestType.jobscript2.code());
    assertEquals(49, RequestType.AuthenUser.code());
    assertEquals(58, RequestType.StatusNode.code());
    assertEquals(59, RequestType.Disconnect.code());
    assertEquals(66, RequestType.ModifyNode.code());
    for (RequestType t : RequestType.values()) {
      assertEquals(t, RequestType.fromCode(t.code()));
    }
    assertNull(RequestType.find(40)); // GAP
  }

  static Stream<Arguments> unknownCodes() {
    return Stream.of(
        Arguments.of((IntFunction<?>) RequestType::fromCode, 40, "unknown batch request type 40"),
        Arguments.of((IntFunction<?>) ReplyChoice::fromCode, 0, "unknown reply choice 0"),
        Arguments.of((IntFunction<?>) BatchOp::fromCode, 14, "unknown batch op 14"),
        Arguments.of((IntFunction<?>) ObjectType::fromCode, 4, "unknown object type 4"),
        Arguments.of((IntFunction<?>) ManagerCommand::fromCode, 7, "unknown manager command 7"),
        Arguments.of((IntFunction<?>) SchedulerCommandType::fromCode, 6,
            "unknown scheduler command 6"),
        Arguments.of((IntFunction<?>) PbsError::fromCode, 15999, "unknown PBSE code 15999"));
  }

  @ParameterizedTest(name = "{2}")
  @MethodSource("unknownCodes")
  void unknownCodeIsNamed(IntFunction<?> fromCode, int code, String message) {
    assertEquals(message,
        assertThrows(IllegalArgumentException.class, () -> fromCode.apply(code)).getMessage());
  }

  @Test
  void pbsErrorsHaveTorquesNamesAndTexts() {
    assertEquals("PBSE_UNKJOBID (15001) Unknown Job Id Error", PbsError.describe(15001));
    assertEquals("PBSE_BADCRED (15021) Invalid credential", PbsError.describe(15021));
    assertEquals("PBSE_UNKNODE (15064) Unknown node", PbsError.describe(15064));
    assertEquals("Unknown node ", PbsError.UNKNODE.text());
    assertEquals(15058, PbsError.DISPROTO.code());
    assertEquals(15135, PbsError.CLIENT_CONN_NOT_FOUND.code());
    assertEquals(15205, PbsError.RMSYSTEM.code());
    assertEquals("success (0)", PbsError.describe(0));
    assertEquals("errno 13", PbsError.describe(13));
    for (PbsError e : PbsError.values()) {
      assertEquals("PBSE_" + e.name(), e.pbseName());
      assertEquals(e, PbsError.fromCode(e.code()));
    }
  }

  @Test
  void aRequestsBodyMustFitItsType() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> BatchRequest.of(RequestType.RunJob, "root", StatusBody.all()));
    assertEquals("RunJob takes a RunJobBody, not a StatusBody", e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> BatchRequest.of(RequestType.MoveJob, "root", EmptyBody.INSTANCE));
    assertThrows(IllegalArgumentException.class, () -> new BatchRequest(
        new RequestHeader(RequestType.Disconnect, "root"), EmptyBody.INSTANCE, "x"));
  }

  @Test
  void aRepliesBodyMustFitItsChoice() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new BatchReply(new ReplyHeader(0, ReplyChoice.Status), NullReply.INSTANCE));
    assertEquals("reply choice Status takes a StatusReply, not a NullReply", e.getMessage());
  }
}
