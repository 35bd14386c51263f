package io.jmaui.it.emulator;

import io.jmaui.pbs.message.RequestType;

/**
 * The last reply the emulated server sent to one request type (see
 * {@link EmulatedPbsServer#replySizes()}).
 *
 * @param objects     status objects in the reply (0 for other replies)
 * @param bytes       the encoded reply's size on the wire
 * @param buildMillis time spent building the reply from the cluster state, before encoding
 */
public record ReplySize(RequestType request, int objects, long bytes, long buildMillis) {
}
