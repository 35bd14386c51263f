package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.scheduler.config.MauiConfig;

/**
 * An administrator's change (bridge.command: setres, setspri, runjob, changeparam, ...) run on the
 * loop's thread, where all daemon state lives, between iterations. It reads the state and the
 * config and may replace them; a replaced state is checkpointed and an iteration follows.
 */
@FunctionalInterface
public interface AdminTask<T> {

    T run(Scope scope) throws Exception;

    /** What a task may touch, valid only while it runs. */
    interface Scope {
        SchedulerState state();

        void state(SchedulerState replacement);

        MauiConfig config();

        /**
         * Puts {@code replacement} in force with the daemon settings it implies; throws, changing
         * nothing, when a part of the daemon cannot follow (a port it cannot bind).
         */
        void config(MauiConfig replacement) throws Exception;

        /** The latest finished iteration, or null before the first. */
        IterationReport latest();

        PbsClient client();

        long now();
    }
}
