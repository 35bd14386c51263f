package io.jmaui.pbs.sched;

/**
 * Receives pbs_server's pokes. Called on a Netty event loop thread: return quickly (set a flag,
 * signal the scheduling loop); an exception thrown here is logged and otherwise ignored.
 */
@FunctionalInterface
public interface SchedulerEventListener {

    /** One command read from the scheduler port. */
    void onSchedulerEvent(SchedulerEvent event);
}
