package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.enforcement.LimitEnforcement;
import io.jmaui.scheduler.fairshare.FsMetric;
import io.jmaui.scheduler.fairshare.FsSettings;
import io.jmaui.scheduler.limits.SharedUsage;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.preemption.PreemptionRules;
import io.jmaui.scheduler.prediction.PredictionSettings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * An iteration in which the caller knows no queued job can start: every one asks for more
 * processors than the nodes have free, so every stage after fairshare accrual would decide
 * nothing. What such an iteration still changes is the fairshare usage (the running jobs are
 * charged up to now) and the time in the carry-over; so it costs an accrual instead of an
 * iteration. The simulator asks at each event that leaves no job room to start.
 *
 * <p>It declines (empty) where an iteration that starts nothing still leaves something for the
 * next one: backfill chunking (BFCHUNKSIZE with BFCHUNKDURATION), whose episode a blocked large
 * job opens, and admin or standing reservations placed by task count or floating, which keep the
 * hosts the last iteration gave them. Reservations that take whole listed hosts are placed the
 * same way at every iteration and do not stop it. It declines as well where a job could start
 * by preempting (a QOS with PREEMPTOR or RESTARTPREEMPT) or be resumed, with run-time
 * prediction on, whose state follows every iteration's jobs, and while a job that is to run now
 * or not at all (QUEUEJOB:FALSE) waits, which the full iteration cancels.
 *
 * <p>Limits enforced on running jobs (JOBMAXOVERRUN, its default of 10 minutes included,
 * JOBMAXSTARTTIME, RESOURCELIMITPOLICY) make it decline only when the first stage would act or
 * keep measuring at this iteration: some running job is past a limit, is being measured for an
 * extended violation, or is left running with a warning. Every running job is checked as that
 * stage checks it (a few comparisons each, no plan is built; a DISK rule, which the stage warns about at every
 * iteration, declines too), so a configuration that merely
 * enforces limits keeps the shortcut at every event where no job is due.
 *
 * <p>A caller that knows only how many processors are free may ask as well: then the throttling
 * policies must hold back every queued job that is small enough for them ({@link NothingWithinLimits}),
 * as per-user limits do for most events of a long queue.
 */
final class IdleIteration {

    /** {@code freeProcs} for a caller that knows every queued job asks for more processors than are free. */
    static final long NOTHING_FREE = -1;

    private IdleIteration() {
    }

    static Optional<IterationResult> run(MauiConfig cfg, Snapshot raw, long now, CarryOver carry, Policies policies) {
        return run(cfg, raw, now, carry, policies, NOTHING_FREE);
    }

    /**
     * As {@link #run(MauiConfig, Snapshot, long, CarryOver, Policies)} where the caller knows only
     * that at most {@code freeProcs} processors are free: it declines as well when some queued job
     * small enough for them is within the limits ({@link NothingWithinLimits}).
     */
    static Optional<IterationResult> run(MauiConfig cfg, Snapshot raw, long now, CarryOver carry, Policies policies,
                                         long freeProcs) {
        return run(cfg, new Prepared(cfg, raw), now, carry, policies, freeProcs);
    }

    private static final Derived<Rules> RULES = Derived.of(Rules::of);

    /** As {@link #run(MauiConfig, Snapshot, long, CarryOver, Policies, long)} on the event's {@link Prepared} snapshot. */
    static Optional<IterationResult> run(MauiConfig cfg, Prepared in, long now, CarryOver carry, Policies policies,
                                         long freeProcs) {
        Snapshot raw = in.raw();
        Rules rules = cfg.derived(RULES);
        if (rules.declines()) {
            return Optional.empty();
        }
        if (raw.anyNoQueueWaiting()) { // QUEUEJOB:FALSE: the full iteration cancels it
            return Optional.empty();
        }
        LimitEnforcement limits = rules.limits();
        boolean fairshare = rules.fairshare();
        boolean throttled = freeProcs != NOTHING_FREE;
        // prepared (class defaults, nodes' load) only where fairshare or the limits read the jobs; the
        // enforcement reads the raw jobs until it meets a running job without a walltime ({@link #nothingEnforced})
        Snapshot checked = !fairshare && !throttled ? raw : in.prepared();
        Snapshot assigned = fairshare || throttled ? in.assigned() : null;
        // the limits first: where they decline, the event costs least; from the last idle event's answer where it stands
        HeldBack last = throttled ? HeldBack.of(cfg) : null;
        NothingWithinLimits.Answer held = throttled ? NothingWithinLimits.holds(assigned, now, freeProcs,
                new EventThrottle(in, policies.throttle(), now), last.take(), SharedUsage.of(cfg)) : null;
        if (throttled && !held.held()
                || !policies.reservations().lockedOnWholeHosts(raw, now)
                || !limits.off() && !nothingEnforced(rules, limits, checked, in, now, carry)) {
            if (throttled) { // the iteration that follows counts the same usage: the throttle asked, if the last event's
                in.offerThrottle(held.asked(), policies.throttle(), now);
                if (held.standing() != null) { // the refusals found stand past its starts, which only add usage (HeldBack)
                    last.keep(held.standing());
                }
            }
            return Optional.empty();
        }
        if (throttled && held.keep() != null) { // ends idle: no iteration charges a start to its throttle
            last.keep(held.keep());
        }
        List<FairshareWindow> windows = raw.fairshareWindows();
        if (fairshare) {
            Snapshot s = assigned;
            long from = carry.lastIteration() > 0 && carry.lastIteration() < now ? carry.lastIteration() : now;
            windows = policies.accrual().accrue(s, from, now);
        }
        return Optional.of(new IterationResult(now, List.of(), Map.of(), List.of(), List.of(), Map.of(), List.of(),
                windows, Map.of(), new CarryOver(now, carry.chunkBlockedSince(), carry.placed(), carry.violatingSince(),
                carry.availability()), List.of(),
                raw.jobs(), Map.of(), raw.prediction(), Map.of()));
    }

    /**
     * True when {@link EnforceLimits} would leave everything as it is at {@code now}: no running
     * job to stop, none measured for an extended violation (now or by the last iteration, whose
     * measure the next full iteration must carry on), no warning. The jobs are those of the
     * prepared snapshot, as the stage sees them: {@code s} is that or the raw one, which the
     * enforcement reads the same way wherever a running job gave its walltime (preparing changes a
     * running job only by its class's default walltime and features); at the first running job
     * without one it asks the prepared snapshot. Most of the simulator's events leave no job room
     * to start, and preparing the whole queue for them was a twentieth of a run.
     */
    private static boolean nothingEnforced(Rules rules, LimitEnforcement limits, Snapshot s, Prepared in, long now,
                                           CarryOver carry) {
        if (!carry.violatingSince().isEmpty() || rules.diskRule()) {
            return false;
        }
        Map<String, Long> measuring = new HashMap<>();
        List<String> warnings = new ArrayList<>();
        List<Job> active = s.activeJobs();
        for (int i = 0; i < active.size(); i++) { // indexed: a list's iterator is one class shared by every list
            Job j = active.get(i);
            if (j.walltime() <= 0 && s != in.prepared()) {
                return nothingEnforced(rules, limits, in.prepared(), in, now, carry);
            }
            if (limits.check(j, now, carry.violatingSince(), measuring, warnings).isPresent()
                    || !measuring.isEmpty() || !warnings.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The event's throttle, worked out only when some small job is asked about. A class, not a
     * lambda: in C1 code, which a simulation's early runs mostly execute, a capturing lambda is
     * made through a method handle, some 70-130 ns against 6 for an object, at every event here.
     */
    private static final class EventThrottle implements Supplier<Throttle> {
        private final Prepared in;
        private final Policies.ThrottleFactory by;
        private final long now;

        EventThrottle(Prepared in, Policies.ThrottleFactory by, long now) {
            this.in = in;
            this.by = by;
            this.now = now;
        }

        @Override
        public Throttle get() {
            return in.throttle(by, now);
        }
    }

    /**
     * What maui.cfg alone says of the shortcut, read once per config ({@link MauiConfig#derived}):
     * the simulator asks at every event.
     *
     * @param declines backfill chunking, run-time prediction or a preempting QOS: never the shortcut
     * @param diskRule a RESOURCELIMITPOLICY rule on DISK, which the enforcement stage warns about at every iteration
     */
    private record Rules(boolean declines, LimitEnforcement limits, boolean fairshare, boolean diskRule) {
        static Rules of(MauiConfig cfg) {
            return new Rules(NothingMoreFits.chunking(cfg) || PredictionSettings.of(cfg).enabled()
                    || NothingMoreFits.mayPreempt(cfg), new LimitEnforcement(cfg, new PreemptionRules(null)),
                    FsSettings.of(cfg).metric() != FsMetric.NONE, EnforceLimits.diskRule(cfg));
        }
    }
}
