package io.jmaui.pbs.client;

import io.jmaui.pbs.message.KnownObjects;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;

/**
 * One request waiting in {@link ClientConnection}'s queue or on the wire: the message, how it is
 * named in errors ({@code RunJob 17.srv}), its reply timeout, what its caller already holds of the
 * status objects it asks for, and the future its reply completes.
 */
final class PendingRequest {

    final Object request;
    final String description;
    final Duration timeout;
    final KnownObjects known;
    final CompletableFuture<Object> reply = new CompletableFuture<>();
    /** The reply timer while the request is on the wire; touched only on the client's loop. */
    ScheduledFuture<?> timer;

    PendingRequest(Object request, String description, Duration timeout, KnownObjects known) {
        this.request = request;
        this.description = description;
        this.timeout = timeout;
        this.known = known;
    }

    void fail(Throwable cause) {
        if (timer != null) {
            timer.cancel(false);
        }
        reply.completeExceptionally(cause);
    }

    void succeed(Object message) {
        if (timer != null) {
            timer.cancel(false);
        }
        reply.complete(message);
    }
}
