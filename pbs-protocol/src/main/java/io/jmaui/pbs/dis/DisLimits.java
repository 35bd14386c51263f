package io.jmaui.pbs.dis;

/**
 * Bounds for what a peer may claim, checked before anything is allocated (wire doc §1.5, §1.6).
 * The defaults are pbs_server's own fixed buffers; counts bound list sizes.
 *
 * @param maxUser        header user name, bytes (server: 32)
 * @param maxId          job id, status object name, manage object name, bytes (server: 1046)
 * @param maxSignal      signal name, bytes (server: 16)
 * @param maxCredential  AltAuthenUser credential, bytes (server: 2048)
 * @param maxString      any other string: attribute values, destinations, texts, job scripts
 * @param maxAttributes  attributes in one list
 * @param maxObjects     objects in one Status reply, ids in one Select reply
 */
public record DisLimits(
    int maxUser,
    int maxId,
    int maxSignal,
    int maxCredential,
    int maxString,
    int maxAttributes,
    int maxObjects) {

  /** pbs_server's buffers, 1 MiB strings, 100,000 attributes per list, 10,000,000 objects per reply. */
  public static final DisLimits DEFAULT =
      new DisLimits(32, 1046, 16, 2048, 1 << 20, 100_000, 10_000_000);

  public DisLimits {
    if (maxUser < 0 || maxId < 0 || maxSignal < 0 || maxCredential < 0 || maxString < 0
        || maxAttributes < 0 || maxObjects < 0) {
      throw new IllegalArgumentException("limits must not be negative");
    }
  }
}
