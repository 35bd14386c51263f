package io.jmaui.pbs.sched;

import io.jmaui.pbs.codec.SchedulerCommandDecoder;
import io.jmaui.pbs.guard.ConnectionLimiter;
import io.jmaui.pbs.guard.RefusalLog;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.timeout.ReadTimeoutHandler;
import java.util.concurrent.TimeUnit;

/** The scheduler port's per-connection pipeline, assembled in this one place. */
final class SchedulerPortPipeline {

    private SchedulerPortPipeline() {
    }

    static void assemble(ChannelPipeline pipeline, SchedulerPortConfig config,
            SchedulerEventListener listener, ConnectionLimiter limiter, RefusalLog refusals) {
        pipeline.addLast(
                limiter,
                new ReadTimeoutHandler(config.readTimeout().toMillis(), TimeUnit.MILLISECONDS),
                new SchedulerCommandDecoder(),
                new SchedulerPokeHandler(config, listener, refusals));
    }
}
