package io.jmaui.pbs.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.message.SchedulerCommand;
import io.jmaui.pbs.message.SchedulerCommandType;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Wire doc §5.1: the scheduler port's 4-byte big-endian commands. */
class SchedulerCommandCodecTest {

  static final byte[] NEW = {0, 0, 0, 1};
  static final byte[] FIRST = {0, 0, 0, 0x0a};

  @ParameterizedTest(name = "§5.1 {0}")
  @EnumSource(SchedulerCommandType.class)
  void everyCommandRoundTrips(SchedulerCommandType type) {
    byte[] bytes = {0, 0, 0, (byte) type.code()};
    assertEquals(List.of(new SchedulerCommand(type)), Codecs.decodeSchedulerCommands(bytes));
    EmbeddedChannel ch = new EmbeddedChannel(new SchedulerCommandEncoder());
    ch.writeOutbound(new SchedulerCommand(type));
    io.netty.buffer.ByteBuf out = ch.readOutbound();
    assertEquals(Unpooled.wrappedBuffer(bytes), out);
    out.release();
  }

  @Test
  void capturedPokeAfterServerRestartIsFirst() {
    assertEquals(List.of(new SchedulerCommand(SchedulerCommandType.SCHEDULE_FIRST)),
        Codecs.decodeSchedulerCommands(Captures.get("sched15004_conn12_s2c").bytes()));
  }

  @Test
  void oneBytePerWriteGivesNothingBeforeTheLastByte() {
    EmbeddedChannel ch = new EmbeddedChannel(new SchedulerCommandDecoder());
    for (int i = 0; i < 3; i++) {
      ch.writeInbound(Unpooled.wrappedBuffer(FIRST, i, 1));
      assertNull(ch.readInbound());
    }
    ch.writeInbound(Unpooled.wrappedBuffer(FIRST, 3, 1));
    assertEquals(new SchedulerCommand(SchedulerCommandType.SCHEDULE_FIRST), ch.readInbound());
    assertFalse(ch.finish());
  }

  @Test
  void twoCommandsInOneBuffer() {
    assertEquals(List.of(new SchedulerCommand(SchedulerCommandType.SCHEDULE_NEW),
        new SchedulerCommand(SchedulerCommandType.SCHEDULE_FIRST)),
        Codecs.decodeSchedulerCommands(new byte[] {0, 0, 0, 1, 0, 0, 0, 10}));
  }

  @Test
  void splitInsideTheInteger() {
    assertEquals(List.of(new SchedulerCommand(SchedulerCommandType.SCHEDULE_NEW)),
        Codecs.decode(new SchedulerCommandDecoder(), NEW, 2));
  }

  @Test
  void unknownCommandIsNamed() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeSchedulerCommands(new byte[] {0, 0, 0, 1, 0, 0, 0, 6}));
    assertEquals(DisError.PROTO, e.error());
    assertEquals("byte 4: scheduler command: unknown scheduler command 6 (0x00000006)",
        e.getMessage());
  }

  @Test
  void aDisTextIsNotACommand() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeSchedulerCommands(Codecs.ascii("+2+2")));
    assertEquals("byte 0: scheduler command: unknown scheduler command 724708146"
        + " (0x2b322b32)", e.getMessage());
  }

  @Test
  void closeAfterTwoBytes() {
    DisException e = assertThrows(DisException.class,
        () -> Codecs.decodeSchedulerCommands(new byte[] {0, 0}));
    assertEquals(DisError.EOD, e.error());
    assertEquals("byte 0: scheduler command: connection closed after 2 of 4 bytes",
        e.getMessage());
  }
}
