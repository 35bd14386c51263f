package io.jmaui.pbs.client;

import io.jmaui.pbs.message.BatchRequest;

/**
 * A last check before a request goes on the wire, made on the client's event loop immediately
 * before the write, after the request waited its turn in the queue. A scheduler that may lose its
 * right to act while a request waits (a standby took over: its lease lapsed) throws here, and the
 * request's future fails with what was thrown; nothing is written.
 */
@FunctionalInterface
public interface RequestGuard {

    /** Lets every request through. */
    RequestGuard NONE = (request, server) -> { };

    /**
     * @param request the request about to be written
     * @param server  where it would go
     * @throws RuntimeException to stop the request (its future fails with this exception)
     */
    void beforeWrite(BatchRequest request, ServerAddress server);
}
