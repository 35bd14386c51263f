/**
 * The batch protocol's messages as immutable records (wire doc §2–§3, §5, §7).
 *
 * <p>A request is a {@link io.jmaui.pbs.message.BatchRequest}: a
 * {@link io.jmaui.pbs.message.RequestHeader} (protocol type, version, request type, user), a
 * {@link io.jmaui.pbs.message.RequestBody} whose record is fixed by the request type (§3.2), and
 * the optional extension string. A reply is a {@link io.jmaui.pbs.message.BatchReply}: a
 * {@link io.jmaui.pbs.message.ReplyHeader} (type, version, code, auxcode, choice) and a
 * {@link io.jmaui.pbs.message.ReplyBody} fixed by the choice (§2.3). Attribute lists of every kind
 * (attrl, attropl, svrattrl, §2.4) are lists of {@link io.jmaui.pbs.message.Attribute}.
 *
 * <p>One enum per code family, each with {@code code()} and {@code fromCode(int)}:
 * {@link io.jmaui.pbs.message.RequestType} (§3.1), {@link io.jmaui.pbs.message.ReplyChoice}
 * (§2.3), {@link io.jmaui.pbs.message.BatchOp} and {@link io.jmaui.pbs.message.ManagerCommand}
 * (§2.4), {@link io.jmaui.pbs.message.ObjectType} (§2.3), {@link io.jmaui.pbs.message.PbsError}
 * (§7) and {@link io.jmaui.pbs.message.SchedulerCommandType} (§5.1). Strings are Java strings;
 * on the wire they are UTF-8 byte counts.
 */
package io.jmaui.pbs.message;
