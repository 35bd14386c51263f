package io.jmaui.bridge.daemon;

/**
 * A part of the daemon outside the scheduling loop that follows it: the call-outs, the allocation
 * manager, the traps. It is attached before the first iteration and closed after the last, after
 * the loop's final checkpoint. Attachments depend on the daemon, never the other way round.
 */
public interface Attachment extends AutoCloseable {

    /** Registers what it watches or gates on {@code loop} (before the loop starts). */
    void attach(SchedulingLoop loop);

    @Override
    default void close() {
    }
}
