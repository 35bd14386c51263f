package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;

/** The scheduler core as the daemon calls it: a pure function, passed in so tests can watch it. */
@FunctionalInterface
public interface PolicyCore {

    IterationResult iterate(MauiConfig config, Snapshot snapshot, long now, CarryOver carry);
}
