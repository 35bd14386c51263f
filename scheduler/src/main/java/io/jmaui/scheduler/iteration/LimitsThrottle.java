package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/** The throttling seam backed by the limits package ({@link Limits}, guide 6.2). */
final class LimitsThrottle implements Throttle {

    private final Limits limits;

    LimitsThrottle(Limits limits) {
        this.limits = limits;
    }

    @Override
    public IntFunction<Reason> idleBlocked(List<Job> rankedIdle) {
        return limits.eligible(rankedIdle, LimitPass.HARD);
    }

    @Override
    public IntFunction<Reason> idleBlocked(List<Job> rankedIdle, boolean explain) {
        return limits.eligible(rankedIdle, LimitPass.HARD, explain);
    }

    @Override
    public Function<Job, Reason> idleWalk() {
        return limits.walk(LimitPass.HARD, true);
    }

    /** Whether {@link #idleBlocked} gives each job the verdict it would get alone: no idle limit counts the jobs before it. */
    @Override
    public boolean perJob() {
        return !limits.idleLimits();
    }

    /** {@link Limits#followsActiveJobs}: the idle verdicts of this throttle stand while the same active jobs run (no start charged). */
    boolean followsActiveJobs() {
        return limits.followsActiveJobs();
    }

    @Override
    public int firstEligible(List<Job> rankedIdle) {
        return limits.firstEligible(rankedIdle, LimitPass.HARD);
    }

    @Override
    public Optional<Reason> check(Job job, boolean hard, List<String> hosts) {
        return limits.check(job, hard ? LimitPass.HARD : LimitPass.SOFT, hosts);
    }

    @Override
    public Optional<Reason> check(Job job, boolean hard, List<String> hosts, boolean explain) {
        return limits.check(job, hard ? LimitPass.HARD : LimitPass.SOFT, hosts, explain);
    }

    @Override
    public boolean readsHosts() {
        return limits.readsHosts();
    }

    @Override
    public void charge(Job job, List<String> hosts) {
        limits.charge(job, hosts);
    }

    @Override
    public Set<String> heldHosts(Job job, Reason refusal) {
        return limits.heldHosts(job, refusal);
    }
}
