/**
 * Netty codecs for the batch protocol, both directions (wire doc §2, §3, §5): each a reusable
 * pipeline piece.
 *
 * <ul>
 *   <li>{@link io.jmaui.pbs.codec.BatchRequestEncoder} / {@link io.jmaui.pbs.codec.BatchReplyDecoder}
 *       — the client side (scheduler to pbs_server);
 *   <li>{@link io.jmaui.pbs.codec.BatchRequestDecoder} / {@link io.jmaui.pbs.codec.BatchReplyEncoder}
 *       — the server side (the emulated pbs_server);
 *   <li>{@link io.jmaui.pbs.codec.SchedulerCommandDecoder} / {@link io.jmaui.pbs.codec.SchedulerCommandEncoder}
 *       — the 4-byte pokes on the scheduler port (§5.1).
 * </ul>
 *
 * <p>Decoders are {@code ByteToMessageDecoder}s with a private state enum; they never consume a
 * partial field, checkpoint after every status object (a 10,000-job StatusJob reply is read
 * once), bound every count and length before allocating, and copy strings out so no
 * reference-counted buffer leaves the codec. Client side, bad bytes throw
 * {@link io.jmaui.pbs.dis.DisException} with its location; server side they become one
 * {@link io.jmaui.pbs.message.UndecodableRequest}, then everything is discarded until close.
 * Encoders are stateless and {@code @Sharable}; they dispatch with a switch on the type enum.
 */
package io.jmaui.pbs.codec;
