package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stage 7 (guide 15.5 showstart, 8.2 bypass): a reason for every eligible job left idle, start
 * estimates, and bypass counts. A job left idle is short of resources when fewer procs are idle
 * than it needs, and held off by reservations when enough are idle now but not for its walltime.
 * Start estimates come from the job reservations, and for the first {@link Iteration#ESTIMATE_DEPTH}
 * other idle jobs from the availability as this iteration leaves it. Each job that backfill started
 * adds one to the bypass count of every eligible job of higher priority left idle. For the first
 * {@link Iteration#ESTIMATE_DEPTH} jobs short of resources, a job that would start now if every
 * admin and standing reservation admitted it gets the refusing reservation as its reason instead
 * (guide 7.1.5: checkjob names the reservation). A job waiting for a dependency on a job this
 * iteration started is told that job is starting. For {@link Detail#DECISIONS} only the bypass
 * counts are worked out: the next iteration's priorities read them.
 */
final class Summarize implements Stage {

    /** False: every estimate searches on its own (the plain path {@link SharedEstimates} is tested against). */
    private final boolean share;
    /** False: every idle job is explained in rank order (the plain path {@link #shortInQueueOrder} is tested against). */
    private final boolean inQueueOrder;
    /** False: the bypass counts are always listed by a walk (the plain path {@link #inSnapshotOrder} is tested against). */
    private final boolean asRule;
    /** How many estimates this stage's last summary took from a search of their kind (read by tests only). */
    int shared;

    Summarize() {
        this(true);
    }

    Summarize(boolean share) {
        this(share, true);
    }

    Summarize(boolean share, boolean inQueueOrder) {
        this(share, inQueueOrder, true);
    }

    Summarize(boolean share, boolean inQueueOrder, boolean asRule) {
        this.share = share;
        this.inQueueOrder = inQueueOrder;
        this.asRule = asRule;
    }

    @Override
    public void apply(IterationState st) {
        st.bypass = bypassCounts(st, asRule);
        JobSlots slots = st.slots;
        if (st.detail != Detail.DECISIONS) {
            SharedEstimates estimates = share ? new SharedEstimates(st) : null;
            Reasons reasons = new Reasons(st, estimates);
            int i = 0;
            for (; i < st.eligible.size() && !reasons.settled(); i++) {
                int slot = st.eligibleSlots[i];
                if (!slots.started(slot)) {
                    reasons.explain(slot, st.eligible.get(i));
                }
            }
            RankPositions at = inQueueOrder ? RankPositions.of(st) : null;
            if (at != null) {
                shortInQueueOrder(st, i, at, reasons);
            } else {
                for (; i < st.eligible.size(); i++) {
                    int slot = st.eligibleSlots[i];
                    if (!slots.started(slot)) {
                        reasons.explain(slot, st.eligible.get(i));
                    }
                }
            }
            shared = estimates == null ? 0 : estimates.shared;
        }
        if (!st.started.isEmpty() && st.detail == Detail.FULL) {
            for (int slot = 0; slot < slots.size(); slot++) {
                if (slots.reason(slot) instanceof DependencyPending p && p.other() != null
                        && st.started.contains(p.dependency().jobId())) {
                    slots.reason(slot, p.otherStarting());
                }
            }
        }
    }

    /**
     * The reasons of the eligible jobs from {@code from} on, once the estimates and refusal checks
     * are all given ({@link Reasons#settled}): each job with no reason yet gets its resources reason
     * at no estimated start, a function of the job and this iteration's availability alone, so the
     * order they are worked out in changes nothing. They are worked out in queue order, as the jobs
     * lie in memory ({@link RankPositions}): in rank order each of 90,000 jobs and its per-task
     * resources were a cache miss, most of the summary's per-job cost (ScaleShape: the loop 37-41
     * ms in rank order, 17-29 in queue order).
     */
    private static void shortInQueueOrder(IterationState st, int from, RankPositions at, Reasons reasons) {
        JobSlots slots = st.slots;
        int[] queuedAt = at.at();
        int[] eligibleAt = new int[at.queued().size()]; // per queued job, its index in the eligible list + 1, or 0
        for (int i = from; i < st.eligible.size(); i++) {
            int slot = st.eligibleSlots[i];
            if (!slots.started(slot) && slots.reason(slot) == null) {
                eligibleAt[queuedAt[slot]] = i + 1;
            }
        }
        for (int i : eligibleAt) {
            if (i > 0) {
                reasons.explain(st.eligibleSlots[i - 1], st.eligible.get(i - 1));
            }
        }
    }

    /**
     * The new bypass count of each eligible job left idle above a job backfill started, one more
     * for each such job below it, in priority order; none when backfill started nothing.
     */
    private static Map<String, Integer> bypassCounts(IterationState st, boolean asRule) {
        JobSlots slots = st.slots;
        if (!slots.anyBackfilled()) {
            return Map.of(); // no walk of the eligible jobs: ~900 at every event of a full machine's long queue
        }
        if (asRule && st.eligible == st.waiting && st.eligible == st.ranked) {
            return inSnapshotOrder(st); // nor where every waiting job is eligible in the snapshot's order
        }
        List<Job> eligible = st.eligible;
        int[] at = st.eligibleSlots;
        int backfilled = 0;
        for (int i = 0; i < eligible.size(); i++) {
            if (slots.backfilled(at[i])) {
                backfilled++;
            }
        }
        if (backfilled == 0) {
            return Map.of();
        }
        BypassCounts counts = new BypassCounts(eligible.size());
        int above = 0; // backfilled jobs above the one looked at: the others are below it
        for (int i = 0; i < eligible.size() && above < backfilled; i++) { // none below the last bypasses any
            if (slots.backfilled(at[i])) {
                above++;
            } else if (!slots.started(at[i])) {
                Job j = eligible.get(i);
                counts.add(j.id(), j.bypassCount() + backfilled - above);
            }
        }
        return counts;
    }

    /**
     * The bypass counts as their rule, where the eligible jobs are the snapshot's waiting jobs in its
     * order and ranked so (a rank position is then a place in that order): the jobs started and
     * those backfilled, no job walked. At least one was backfilled.
     */
    private static BypassCounts inSnapshotOrder(IterationState st) {
        JobSlots slots = st.slots;
        int[] started = slots.startedSlots();
        int backfilled = 0;
        int last = -1;
        for (int slot : started) {
            if (slots.backfilled(slot)) {
                backfilled++;
                last = slot;
            }
        }
        int[] at = new int[backfilled];
        int upTo = 0; // the started jobs up to the last backfilled one: those below it keep their counts
        for (int k = 0; upTo < started.length && started[upTo] <= last; upTo++) {
            if (slots.backfilled(started[upTo])) {
                at[k++] = started[upTo];
            }
        }
        return BypassCounts.inSnapshotOrder(st.eligible, at, Arrays.copyOf(started, upTo));
    }

    /**
     * The reason and start estimate of each eligible job left idle, in rank order: the first
     * {@link Iteration#ESTIMATE_DEPTH} get an estimate and a check of the refusing reservations.
     * A method of its own, not the loop's body, so that the JIT compiles it from its calls, one
     * per idle job, while the warm-up runs: a loop body in a method that runs once per iteration
     * is compiled only after a few of the daemon's iterations (README, Choices: the daemon's JVM).
     */
    private static final class Reasons {
        private final IterationState st;
        private final Availability a;
        private final JobSlots slots;
        /** The estimates shared among jobs of one kind, null: each searched on its own. */
        private final SharedEstimates shared;
        private int estimated;
        private int refusalChecks;

        Reasons(IterationState st, SharedEstimates shared) {
            this.st = st;
            this.shared = shared;
            this.a = st.availability;
            this.slots = st.slots;
        }

        /** True once the estimates and the refusal checks are all given: every later job gets its shortfall alone. */
        boolean settled() {
            return estimated >= Iteration.ESTIMATE_DEPTH && refusalChecks >= Iteration.ESTIMATE_DEPTH;
        }

        void explain(int slot, Job j) {
            Reason given = slots.reason(slot);
            if (given != null) {
                if (given instanceof InsufficientResources && refusalChecks < Iteration.ESTIMATE_DEPTH) {
                    refusalChecks++;
                    slots.reason(slot, st.waits.refusedOr(j, st.request(j), given));
                }
                return;
            }
            // the request is built only for the first ESTIMATE_DEPTH jobs: 100,000 were a tenth of the stage
            Request q = estimated < Iteration.ESTIMATE_DEPTH || refusalChecks < Iteration.ESTIMATE_DEPTH
                    ? st.request(j) : null;
            long start = 0;
            if (estimated < Iteration.ESTIMATE_DEPTH) {
                estimated++;
                Optional<Placement> e = shared != null ? shared.earliest(j, q) : a.earliest(q, st.now);
                start = e.map(Placement::start).orElse(Times.INFINITY);
                if (e.isPresent()) {
                    slots.estimate(slot, start);
                }
            }
            Reason shortfall = st.waits.shortfall(j, start);
            if (refusalChecks < Iteration.ESTIMATE_DEPTH) {
                refusalChecks++;
                shortfall = st.waits.refusedOr(j, q, shortfall);
            }
            slots.reason(slot, shortfall);
        }
    }
}
