package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The throttling seam backed by the limits package ({@link Limits}, guide 6.2). */
final class LimitsThrottle implements Throttle {

    private final Limits limits;

    LimitsThrottle(Limits limits) {
        this.limits = limits;
    }

    @Override
    public Map<String, Reason> idleBlocked(List<Job> rankedIdle) {
        return limits.eligible(rankedIdle, LimitPass.HARD).blocked();
    }

    @Override
    public Optional<Reason> check(Job job, boolean hard, List<String> hosts) {
        return limits.check(job, hard ? LimitPass.HARD : LimitPass.SOFT, hosts);
    }

    @Override
    public void charge(Job job, List<String> hosts) {
        limits.charge(job, hosts);
    }
}
