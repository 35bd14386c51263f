package io.jmaui.pbs.server;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import java.util.concurrent.CompletionStage;

/**
 * Answers batch requests: the seam between the protocol and an emulated pbs_server. Called on the
 * connection's event loop, one request at a time per connection; the next request of the same
 * connection is handed over only after this one's reply was written. Never called for Disconnect.
 */
@FunctionalInterface
public interface BatchRequestHandler {

    /**
     * Handles one request.
     *
     * @return the reply; a stage completing with {@code null} sends nothing (as pbs_server 5.x/6.x
     *     do for requests they cannot serve); a failed stage is answered with PBSE_INTERNAL
     */
    CompletionStage<BatchReply> handle(BatchRequest request, ServerConnection connection);
}
