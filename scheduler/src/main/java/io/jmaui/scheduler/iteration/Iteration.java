package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.PriorityTable;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One scheduling iteration: a pure function of (config, snapshot, now) to an
 * {@link IterationResult} (design.md "The one idea"). The stages and their order are drawn in
 * the package documentation.
 */
public final class Iteration {

    /** How many idle jobs without a job reservation get a start estimate per iteration. */
    public static final int ESTIMATE_DEPTH = 64;

    /** The stages in order; package-private so that a bench can time each one (StageTimes). */
    static final List<Stage> STAGES = List.of(
            new EnforceLimits(),
            new AccrueFairshare(),
            new PredictRunTimes(),
            new RankJobs(),
            new NextToRun(),
            new CheckEligibility(),
            new MapAvailability(),
            new SchedulePriorityJobs(),
            new BackfillJobs(),
            new Summarize(),
            new CancelNoQueueJobs(),
            new PredictionTracking());

    private Iteration() {
    }

    /**
     * Runs one iteration under maui.cfg {@code cfg} at {@code now}, as a first iteration (no
     * fairshare accrual, no backfill chunking carried over).
     */
    public static IterationResult run(MauiConfig cfg, Snapshot s, long now) {
        return run(cfg, s, now, CarryOver.NONE);
    }

    /**
     * Runs one iteration; {@code carry} is the previous result's {@link IterationResult#carryOver()}.
     * Standing reservation times (SRCFG STARTTIME, ENDTIME, DAYS) are read in UTC, as the simulator
     * and the tests want.
     */
    public static IterationResult run(MauiConfig cfg, Snapshot s, long now, CarryOver carry) {
        return run(cfg, s, now, carry, ZoneOffset.UTC);
    }

    /**
     * Runs one iteration with standing reservation times read in the site's time zone {@code zone}
     * (Maui reads SRCFG STARTTIME, ENDTIME and DAYS in local time); the daemon passes its own.
     */
    public static IterationResult run(MauiConfig cfg, Snapshot s, long now, CarryOver carry, ZoneId zone) {
        return run(cfg, s, now, carry, Policies.standard(cfg, zone));
    }

    /**
     * Runs one iteration for its decisions only ({@link Detail#DECISIONS}): the same starts,
     * fairshare windows, bypass counts and carry-over as {@link #run}, without the idle jobs'
     * reporting (no reasons and no start estimates in the result, no backfill windows, and no job
     * reservations once nothing more fits: {@link NothingMoreFits}). SRCFG times are read in
     * UTC. The simulator's iteration.
     */
    public static IterationResult decide(MauiConfig cfg, Snapshot s, long now, CarryOver carry) {
        return run(cfg, s, now, carry, Policies.standard(cfg, ZoneOffset.UTC), Detail.DECISIONS);
    }

    /**
     * An iteration at {@code now} in which the caller knows that no queued job can start (each asks
     * for more processors than the nodes have free): the result {@link #decide} would give (no
     * decisions, fairshare windows accrued up to now, the carry-over), without its work; empty when
     * the configuration makes such an iteration change more than that (then call {@link #decide}).
     * The simulator's shortcut ({@link IdleIteration}).
     */
    public static Optional<IterationResult> idle(MauiConfig cfg, Snapshot s, long now, CarryOver carry) {
        return IdleIteration.run(cfg, s, now, carry, Policies.standard(cfg, ZoneOffset.UTC));
    }

    /**
     * As {@link #idle(MauiConfig, Snapshot, long, CarryOver)} where the caller knows that at most
     * {@code freeProcs} processors are free: empty as well when some queued job that asks for no
     * more than that may start under the throttling policies (guide 6.2). Where the limits hold
     * every such job back, the simulator's events cost an accrual, not an iteration.
     */
    public static Optional<IterationResult> idle(MauiConfig cfg, Snapshot s, long now, CarryOver carry, long freeProcs) {
        return IdleIteration.run(cfg, s, now, carry, Policies.standard(cfg, ZoneOffset.UTC), Math.max(0, freeProcs));
    }

    /**
     * The simulator's event where at most {@code freeProcs} processors are free: the result of
     * {@link #idle(MauiConfig, Snapshot, long, CarryOver, long)} where that shortcut applies, else
     * of {@link #decide(MauiConfig, Snapshot, long, CarryOver)}, the one built on the snapshot the
     * shortcut prepared and gave QOS (no second pass over every queued job for them).
     */
    public static IterationResult decide(MauiConfig cfg, Snapshot s, long now, CarryOver carry, long freeProcs) {
        Policies policies = Policies.standard(cfg, ZoneOffset.UTC);
        Prepared in = new Prepared(cfg, s);
        Optional<IterationResult> idle = IdleIteration.run(cfg, in, now, carry, policies, Math.max(0, freeProcs));
        // not orElseGet: a lambda capturing five values is made through a method handle in C1 code, at every event
        return idle.isPresent() ? idle.get() : run(cfg, in, now, carry, policies, Detail.DECISIONS);
    }

    /**
     * Whether a queued job's bypass count moves anything {@link #decide} gives under {@code cfg}:
     * only the priority's BYPASS subcomponent reads it (guide 5.1.2.4), and its weight is 0 unless
     * maui.cfg sets BYPASSWEIGHT. The bypass counts the iteration gives back are the snapshot's
     * plus what it added either way.
     */
    public static boolean readsBypassCounts(MauiConfig cfg) {
        return cfg.get(Parameters.BYPASSWEIGHT) != 0;
    }

    static IterationResult run(MauiConfig cfg, Snapshot raw, long now, CarryOver carry, Policies policies) {
        return run(cfg, raw, now, carry, policies, Detail.FULL);
    }

    static IterationResult run(MauiConfig cfg, Snapshot raw, long now, CarryOver carry, Policies policies, Detail detail) {
        return run(cfg, new Prepared(cfg, raw), now, carry, policies, detail);
    }

    private static IterationResult run(MauiConfig cfg, Prepared in, long now, CarryOver carry, Policies policies,
                                       Detail detail) {
        IterationState st = start(cfg, in, now, carry, policies, detail);
        for (Stage stage : STAGES) {
            stage.apply(st);
        }
        return result(st);
    }

    /** The state the first stage starts from; package-private so that a bench can time the stages (StageTimes). */
    static IterationState start(MauiConfig cfg, Prepared in, long now, CarryOver carry, Policies policies,
                                Detail detail) {
        List<String> warnings = new ArrayList<>();
        EngineSettings settings = Settings.from(cfg, in.prepared(), warnings);
        IterationState st = new IterationState(cfg, settings, in.assigned(), now, policies, carry, detail, in);
        st.prepared = in;
        st.qosGrants = in.qos().grants();
        if (!warnings.isEmpty()) { // an ArrayList's addAll copies even an empty list into an array
            st.warnings.addAll(warnings);
        }
        return st;
    }

    static IterationResult result(IterationState st) {
        Map<String, Reason> reasons = Map.of();
        Map<String, Long> estimates = Map.of();
        if (st.detail != Detail.DECISIONS) { // the simulator reads no job's reason or estimate: a map of each queued job
            // the keys are read from the ranked jobs when the map's keys are (by the comments, checkjob), from
            // an array of them of its own: the result outlives the iteration and its lists. An Object[]: a
            // copy into a Job[] checks each element's class, reading every job's header as the ids did
            Object[] ranked = st.ranked.toArray();
            RankedMap<Reason> all = RankedMap.keyedBy(ranked.length, slot -> ((Job) ranked[slot]).id());
            estimates = new IterationResult.Owned<>(16);
            JobSlots slots = st.slots;
            for (int slot = 0; slot < slots.size(); slot++) {
                collect(st, slot, all, estimates);
            }
            reasons = all;
        }
        // one array handed over as the result's list: a list, an addAll and the result's copy of it were
        // three copies at every event (most of the result's cost in a simulation)
        Object[] reservations = new Object[st.standing.size() + st.jobReservations.size()];
        int r = 0;
        for (int i = 0; i < st.standing.size(); i++) {
            reservations[r++] = st.standing.get(i);
        }
        if (!st.jobReservations.isEmpty()) {
            for (Reservation jr : st.jobReservations.values()) {
                reservations[r++] = jr;
            }
        }
        Map<String, Long> predicted = Map.of(); // only where the run times are predicted: no map per event else
        if (st.predictor != null) {
            predicted = new LinkedHashMap<>();
            for (Job j : st.snapshot.jobs()) {
                long p = st.predictor.planned(j, st.walltime(j), st.now);
                if (p != st.walltime(j) || st.prediction.running().containsKey(j.id())
                        && st.prediction.running().get(j.id()).predicted() > 0) {
                    predicted.put(j.id(), p);
                }
            }
        }
        // the daemon keeps a FULL result for its commands until the next iteration: its breakdowns as a table
        List<JobPriority> priorities = st.detail == Detail.FULL ? PriorityTable.of(st.priorities) : st.priorities;
        return new IterationResult(st.now, st.decisions, reasons, priorities, FixedList.handedOver(reservations), estimates,
                st.detail == Detail.FULL ? ShowbfWindows.of(st) : List.of(),
                st.fairshareWindows, st.bypass, new CarryOver(st.now, st.chunkBlockedSince, st.placed, st.violatingSince,
                st.availability == null ? null : st.availability.base()), st.warnings,
                st.snapshot.jobs(), st.qosGrants, st.prediction, predicted);
    }

    /**
     * The reason and start estimate of the job in {@code slot}, where it has them. A method of its
     * own so that the JIT compiles it from its calls, one per queued job, while the warm-up runs,
     * not late in the daemon's iterations as a body of a loop that runs once per iteration.
     */
    private static void collect(IterationState st, int slot, RankedMap<Reason> reasons, Map<String, Long> estimates) {
        JobSlots slots = st.slots;
        Reason r = slots.reason(slot);
        if (r != null && !slots.started(slot)) {
            reasons.appendFrom(slot, r);
        }
        long e = slots.estimate(slot);
        if (e != JobSlots.NONE) {
            estimates.put(st.ranked.get(slot).id(), e);
        }
    }
}
