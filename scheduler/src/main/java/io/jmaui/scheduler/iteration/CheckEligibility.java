package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.jobdefaults.ClassJobLimits;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.partition.PartitionDenied;
import io.jmaui.scheduler.priority.InOrder;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Stage 3 (guide 3.3, 6.2, 6.3, 11.1, 11.5): held, deferred and dependent jobs, jobs over a
 * fairshare cap, jobs of negative priority (REJECTNEGPRIOJOBS with ENABLENEGJOBPRIORITY), jobs
 * that would span nodes (ENABLEMULTINODEJOBS FALSE), multi-req jobs whose requests cannot be merged
 * (ENABLEMULTIREQJOBS FALSE), jobs that may use no partition (guide 7.2), jobs over a per job limit
 * of their class (CLASSCFG MAX.WCLIMIT, MIN.PROC, guide 11.6), then jobs over an idle or system job limit
 * are set aside with their reason; the iteration's limits tracker is built.
 */
final class CheckEligibility implements Stage {

    @Override
    public void apply(IterationState st) {
        Throttle kept = st.prepared == null ? null : st.prepared.takeThrottle(st.snapshot, st.policies.throttle(), st.now);
        st.throttle = kept != null ? kept : st.policies.throttle().of(st.snapshot, st.now);
        if (EligibleFirst.deferred(st) && EligibleFirst.check(st)) {
            return;
        }
        RankPositions at = RankPositions.of(st);
        if (at != null) {
            inQueueOrder(st, at);
            return;
        }
        List<Job> eligible = new ArrayList<>(st.ranked.size());
        int[] eligibleSlots = new int[st.ranked.size()];
        Reason[] why = explained(st, st.ranked, eligible, eligibleSlots);
        for (int slot = 0; slot < why.length; slot++) {
            if (why[slot] != null) {
                st.slots.reason(slot, why[slot]);
            }
        }
        st.eligible = eligible;
        st.eligibleSlots = java.util.Arrays.copyOf(eligibleSlots, eligible.size());
    }

    /**
     * The explained verdicts of {@link #verdicts} with each job read in queue order, as the jobs lie
     * in memory ({@link RankPositions}), each filed by its rank position in {@link IterationState#slots}:
     * every check but the idle limits is the job's own, and so are the limits where the throttle
     * says so ({@link Throttle#perJob}); else they are asked after, in rank order, of the jobs the
     * checks let through. Then the eligible jobs are listed in rank order from their positions,
     * no job read again ({@link InOrder}).
     */
    private static void inQueueOrder(IterationState st, RankPositions at) {
        Checks checks = new Checks(st);
        Function<Job, Reason> limited = st.throttle.idleWalk();
        boolean perJob = st.throttle.perJob();
        List<Job> queued = at.queued();
        int[] slotOf = at.slots();
        for (int q = 0; q < slotOf.length; q++) {
            Job j = queued.get(q);
            Reason r = checks.setAside(st, slotOf[q], j);
            if (r == null && perJob) {
                r = limited.apply(j);
            }
            if (r != null) {
                st.slots.reason(slotOf[q], r);
            }
        }
        List<Job> ranked = st.ranked;
        int[] eligibleSlots = new int[slotOf.length];
        int eligible = 0;
        for (int slot = 0; slot < slotOf.length; slot++) {
            if (st.slots.reason(slot) == null) {
                Reason r = perJob ? null : limited.apply(ranked.get(slot));
                if (r != null) {
                    st.slots.reason(slot, r);
                } else {
                    eligibleSlots[eligible++] = slot;
                }
            }
        }
        st.eligible = InOrder.of(ranked, eligibleSlots, eligible);
        st.eligibleSlots = java.util.Arrays.copyOf(eligibleSlots, eligible);
    }

    /**
     * Why each job of {@code jobs} (in priority order) is set aside, by position, null for an
     * eligible job, with the limits asked of each job right after the other checks let it through,
     * in order: one walk of 100,000 jobs, not a second one reading each from memory again. The
     * eligible jobs are added to {@code eligible} in order, and their positions put in
     * {@code eligibleSlots} at the same index: as the walk reads each job, not by a second loop over
     * the verdicts and the ranked list (a fifth of the stage's samples in ScaleShape, in the JIT's
     * code for that loop).
     *
     * <p>A method apart from {@link #limitsFirst} (was one loop for both, branching on which):
     * under reslimits both run in one JVM, and C2's code for the one loop, compiled from a profile
     * that had seen one of them, was thrown away at the other's first call (a profile_predicate
     * trap on the loop) and compiled again, 0.7-0.8 s of the one C2 thread each time.
     */
    private static Reason[] explained(IterationState st, List<Job> jobs, List<Job> eligible, int[] eligibleSlots) {
        Reason[] why = new Reason[jobs.size()];
        Checks checks = new Checks(st);
        Function<Job, Reason> limited = st.throttle.idleWalk();
        for (int i = 0; i < jobs.size(); i++) {
            Job j = jobs.get(i);
            Reason r = checks.setAside(st, i, j);
            why[i] = r != null ? r : limited.apply(j);
            if (why[i] == null) {
                eligibleSlots[eligible.size()] = i;
                eligible.add(j);
            }
        }
        return why;
    }

    /**
     * Why each job of {@code jobs} is set aside, by position, null for an eligible job, unexplained,
     * for {@link EligibleFirst}, whose verdicts are each the job's own, so the order of the checks
     * changes none: the limits asked first, of every job, and the other checks only of the jobs they
     * let through. Under per-user limits most of a long queue is refused, mostly by its size alone
     * ({@link Throttle#idleBlocked(List, boolean)}), and such a job's reason is one without numbers,
     * whatever else would set it aside.
     */
    static Reason[] limitsFirst(IterationState st, List<Job> jobs) {
        Reason[] why = new Reason[jobs.size()];
        IntFunction<Reason> limited = st.throttle.idleBlocked(jobs, false);
        int[] passed = new int[jobs.size()];
        int n = 0;
        for (int i = 0; i < jobs.size(); i++) {
            why[i] = limited.apply(i);
            if (why[i] == null) {
                passed[n++] = i;
            }
        }
        Checks checks = new Checks(st);
        for (int k = 0; k < n; k++) {
            int i = passed[k];
            why[i] = checks.setAside(st, i, jobs.get(i));
        }
        return why;
    }

    /** The checks before the limits, with what they read made once per iteration. */
    private static final class Checks {
        /** The gate, asked of each job as the walk reads it: its own walk read each of 100,000 jobs once more. */
        private final Function<Job, Reason> gated;
        private final boolean rejectNegative;
        private final long largest;
        private final ClassJobLimits classLimits;

        Checks(IterationState st) {
            gated = st.policies.gate().walk(st.snapshot, st.usage, st.now);
            rejectNegative = st.cfg.get(Parameters.ENABLENEGJOBPRIORITY) && st.cfg.get(Parameters.REJECTNEGPRIOJOBS);
            largest = st.multiNode ? 0 : largestNode(st);
            classLimits = new ClassJobLimits(st.cfg);
        }

        /**
         * Why the job at {@code slot} (its rank position where {@link #rejectNegative}) is set aside
         * before the limits, or null. A method of its own (not the loop's body) so that the JIT
         * compiles it from its calls, one per queued job, while the warm-up runs: a loop body that
         * runs once per iteration is compiled only after a few of the daemon's iterations (README,
         * Choices: the daemon's JVM).
         */
        Reason setAside(IterationState st, int slot, Job j) {
            Reason r = gated.apply(j);
            if (r == null && j.state() == JobState.HOLD) {
                r = new JobHeld(j.holds().isEmpty() ? Set.of(HoldType.SYSTEM) : j.holds());
            } else if (r == null && j.state() == JobState.DEFERRED) {
                r = new JobHeld(Set.of(HoldType.DEFER));
            }
            // REJECTNEGPRIOJOBS (default TRUE) with ENABLENEGJOBPRIORITY TRUE: priorities are in rank order
            if (r == null && rejectNegative && st.priorities.get(slot).priority() < 0) {
                r = new NegativePriority(st.priorities.get(slot).priority());
            }
            if (r == null && !st.multiNode && (j.nodes() > 1 || j.procs() > largest)) {
                r = new MultiNodeJobsDisabled(j.nodes(), j.procs(), largest);
            }
            if (r == null && st.partitions.forJob(j).denied()) {
                r = new PartitionDenied(st.partitions.forJob(j).requested());
            }
            if (r == null && MultiReqJobs.multiReq(j) && !st.cfg.get(Parameters.ENABLEMULTIREQJOBS)) {
                r = new MultiReqJobsDisabled(j.reqs().size());
            }
            if (r == null) {
                r = classLimits.check(j, st.walltime(j));
            }
            return r;
        }
    }

    /** Configured procs of the largest node (ENABLEMULTINODEJOBS FALSE: no job may need more). */
    private static long largestNode(IterationState st) {
        long max = 0;
        for (Node n : st.snapshot.nodes()) {
            max = Math.max(max, n.configured().procs());
        }
        return max;
    }
}
