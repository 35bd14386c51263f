package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.qos.QosAssignment;

import java.util.List;

/**
 * One event's snapshot as the stages read it: prepared ({@link PrepareSnapshot}) and with each
 * job's QOS ({@link QosAssignment}), each worked out on first use and then kept. The simulator's
 * idle shortcut ({@link IdleIteration}) reads it to ask the limits, and when it declines the
 * iteration that follows at the same event starts from the same one instead of preparing and
 * assigning every queued job again, nor counting the running jobs' usage for the limits again. A
 * function of the config and the raw snapshot alone, both immutable; single-threaded. Both are
 * worked out together, only for the nodes and jobs the config's last snapshot did not hold
 * ({@link PreparedCarry}).
 */
final class Prepared {

    private final MauiConfig cfg;
    private final Snapshot raw;
    private Snapshot prepared;
    private QosAssignment.Result qos;
    private List<String> partitions;
    private boolean singleUserJob;
    private Snapshot assigned;
    /** The throttle {@link NothingWithinLimits} built on {@link #assigned()}, unchanged, until the iteration takes it. */
    private Throttle throttle;
    private Policies.ThrottleFactory throttleBy;
    private long throttleAt;

    Prepared(MauiConfig cfg, Snapshot raw) {
        this.cfg = cfg;
        this.raw = raw;
    }

    /** The snapshot as given. */
    Snapshot raw() {
        return raw;
    }

    /** {@link PrepareSnapshot#apply} of the raw snapshot. */
    Snapshot prepared() {
        if (prepared == null) {
            prepare();
        }
        return prepared;
    }

    /** The QOS of every job of {@link #prepared()}, in its order. */
    QosAssignment.Result qos() {
        if (qos == null) {
            prepare();
        }
        return qos;
    }

    /** Both, reusing what the config's last snapshot shares with this one ({@link PreparedCarry}). */
    private void prepare() {
        PreparedCarry.Parts p = PreparedCarry.of(cfg).prepare(cfg, raw);
        prepared = p.prepared();
        qos = p.qos();
        partitions = p.partitions();
        singleUserJob = p.singleUserJob();
    }

    /** The partitions of {@link #prepared()}'s nodes, as {@link io.jmaui.scheduler.partition.PartitionAccess#partitionsOf} gives them. */
    List<String> partitions() {
        if (partitions == null) {
            prepare();
        }
        return partitions;
    }

    /** Whether some job of {@link #assigned()} asks SINGLEUSER node access ({@link AccessPolicies#of(io.jmaui.scheduler.model.Job)}). */
    boolean singleUserJob() {
        if (qos == null) {
            prepare();
        }
        return singleUserJob;
    }

    /** {@link #prepared()} with the jobs of {@link #qos()}: what the stages see. */
    Snapshot assigned() {
        if (assigned == null) {
            assigned = prepared().withJobs(qos().jobs());
        }
        return assigned;
    }

    /** The throttle of {@code by} on {@link #assigned()} at {@code now}, kept for {@link #takeThrottle}. */
    Throttle throttle(Policies.ThrottleFactory by, long now) {
        if (throttle == null || throttleBy != by || throttleAt != now) {
            throttle = by.of(assigned(), now);
            throttleBy = by;
            throttleAt = now;
        }
        return throttle;
    }

    /**
     * Keeps {@code t} as the throttle {@link #throttle} would build by {@code by} at {@code now}:
     * the last idle event's ({@link HeldBack}), which {@link NothingWithinLimits} asked at this event
     * and found standing (the same active jobs, verdicts that follow them alone: a throttle built
     * now would count the same usage and answer the same), handed to the iteration that follows
     * instead of counting the active jobs again. Only a {@link LimitsThrottle} is taken, and only
     * where none was built for this event; no one else holds it (HeldBack gave it up when asked).
     */
    void offerThrottle(Throttle t, Policies.ThrottleFactory by, long now) {
        if (t instanceof LimitsThrottle l && l.followsActiveJobs() && (throttle == null || throttleAt != now)) {
            throttle = t;
            throttleBy = by;
            throttleAt = now;
        }
    }

    /**
     * The throttle {@link #throttle} built, when it was built by {@code by} on {@code s} at
     * {@code now} (the iteration that follows a declined shortcut at the same event: asking
     * whether any job is eligible changes nothing of it), else null. Given once: the iteration
     * charges its starts to it.
     */
    Throttle takeThrottle(Snapshot s, Policies.ThrottleFactory by, long now) {
        Throttle t = throttle != null && throttleBy == by && throttleAt == now && s == assigned ? throttle : null;
        throttle = null;
        return t;
    }
}
