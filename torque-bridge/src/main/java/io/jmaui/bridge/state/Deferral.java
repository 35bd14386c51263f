package io.jmaui.bridge.state;

/**
 * A job whose starts failed (guide a.f DEFERTIME, DEFERCOUNT, DEFERSTARTCOUNT): how many starts
 * failed since the last deferral, how many times it was deferred, until when, and the server's
 * last message.
 */
public record Deferral(String jobId, int failedStarts, int deferrals, long deferredUntil, String lastError) {
}
