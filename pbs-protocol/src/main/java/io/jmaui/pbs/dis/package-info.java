/**
 * DIS ("Data Is Strings"), TORQUE's self-delimiting text encoding (wire doc §1): unsigned and
 * signed integers up to 64 bits with their recursive count prefix (§1.1, §1.2), counted strings
 * (§1.3), reals (§1.4), the C reader's leniencies and rejections (§1.5, §1.6) and its error kinds
 * (§1.7).
 *
 * <p>{@link io.jmaui.pbs.dis.DisReader} reads one field at a time from a Netty {@code ByteBuf}
 * and never consumes a partial field: when the bytes run short it leaves the reader index where
 * it was and throws the stackless {@link io.jmaui.pbs.dis.NeedMoreBytes} signal; malformed bytes
 * throw {@link io.jmaui.pbs.dis.DisException} with the stream byte offset. Every length a peer
 * claims is checked against {@link io.jmaui.pbs.dis.DisLimits} before anything is allocated.
 * {@link io.jmaui.pbs.dis.DisWriter} writes the canonical form TORQUE's own writers produce.
 */
package io.jmaui.pbs.dis;
