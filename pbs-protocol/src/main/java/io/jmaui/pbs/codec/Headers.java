package io.jmaui.pbs.codec;

import io.jmaui.pbs.dis.DisError;
import io.jmaui.pbs.dis.DisException;
import io.jmaui.pbs.dis.DisReader;
import io.jmaui.pbs.message.RequestHeader;

/** The protocol type and version every request and reply starts with (wire doc §2.2, §2.3, §8). */
final class Headers {
  private Headers() {}

  /**
   * Reads protocol type and version: the type must be 2 (a batch {@code message}), the version 2
   * (TORQUE 4.2–6.1); version 1 is TORQUE 2.5, refused with a message saying so.
   */
  static void readTypeAndVersion(DisReader r, String message) {
    long type = r.readUnsigned32("protocol type");
    if (type != RequestHeader.BATCH_PROTOCOL_TYPE) {
      throw new DisException(r.lastFieldOffset(), DisError.PROTO, "protocol type",
          "protocol type " + type + " is not a batch " + message + " (2)");
    }
    long version = r.readUnsigned32("version");
    if (version == 1) {
      throw new DisException(r.lastFieldOffset(), DisError.PROTO, "version",
          "batch protocol version 1 is TORQUE 2.5, which jmaui does not support;"
              + " it speaks version 2 (TORQUE 4.2 to 6.1)");
    }
    if (version != RequestHeader.PROTOCOL_VERSION) {
      throw new DisException(r.lastFieldOffset(), DisError.PROTO, "version",
          "batch protocol version " + version + " is not supported; expected 2");
    }
  }
}
