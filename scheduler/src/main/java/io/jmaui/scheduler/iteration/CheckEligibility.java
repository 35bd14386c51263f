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

import java.util.List;
import java.util.Set;
import java.util.function.Function;

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
        List<Job> ranked = st.ranked;
        int[] eligibleSlots = new int[ranked.size()];
        int eligible = explained(st, ranked, eligibleSlots);
        // every job eligible (most events of a long queue without limits): the ranked list itself, as EligibleFirst gives it
        st.eligible = eligible == ranked.size() ? ranked : InOrder.of(ranked, eligibleSlots, eligible);
        st.eligibleSlots = java.util.Arrays.copyOf(eligibleSlots, eligible);
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
            Reason r = checks.setAside(slotOf[q], j);
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
     * Files why each job of {@code jobs} (in priority order) is set aside in {@link IterationState#slots}
     * by position, with the limits asked of each job the other checks let through, in order; the
     * positions of the eligible jobs go to {@code eligibleSlots}, in order: how many. The other
     * checks' verdicts come from {@link SetAsideCarry}, each asked of the job only where the
     * config's last iteration did not give it as the job's own.
     *
     * <p>A method apart from {@link #limitsFirst} (was one loop for both, branching on which):
     * under reslimits both run in one JVM, and C2's code for the one loop, compiled from a profile
     * that had seen one of them, was thrown away at the other's first call (a profile_predicate
     * trap on the loop) and compiled again, 0.7-0.8 s of the one C2 thread each time.
     */
    private static int explained(IterationState st, List<Job> jobs, int[] eligibleSlots) {
        Checks checks = new Checks(st);
        Reason[] why = checks.carried(jobs);
        // no throttling policy: every job within the limits, none read again to be told so
        Function<Job, Reason> limited = st.throttle == Throttle.NONE ? null : st.throttle.idleWalk();
        int eligible = 0;
        for (int i = 0; i < why.length; i++) {
            Reason r = why[i];
            if (r == null && limited != null) {
                r = limited.apply(jobs.get(i));
            }
            if (r == null) {
                eligibleSlots[eligible++] = i;
            } else {
                st.slots.reason(i, r);
            }
        }
        return eligible;
    }

    /**
     * Why each job of {@code jobs} is set aside, by position, null for an eligible job, unexplained,
     * for {@link EligibleFirst}, whose verdicts are each the job's own, so the order of the checks
     * changes none: the limits asked first, of every job, and the other checks only of the jobs they
     * let through. Under per-user limits most of a long queue is refused, mostly by its size alone
     * ({@link Throttle#idleBlocked(List, boolean)}), and such a job's reason is one without numbers,
     * whatever else would set it aside. The limits' refusals of the config's last such iteration that
     * stand are carried ({@link LimitsRefusals}): only the other jobs are asked.
     */
    static Reason[] limitsFirst(IterationState st, List<Job> jobs) {
        Reason[] why = LimitsRefusals.verdicts(st.cfg, st.policies.throttle(), st.snapshot, st.throttle, jobs);
        int[] passed = new int[jobs.size()];
        int n = 0;
        for (int i = 0; i < jobs.size(); i++) {
            if (why[i] == null) {
                passed[n++] = i;
            }
        }
        Checks checks = new Checks(st);
        for (int k = 0; k < n; k++) {
            int i = passed[k];
            why[i] = checks.setAside(i, jobs.get(i));
        }
        return why;
    }

    /** The checks before the limits, with what they read made once per iteration. */
    private static final class Checks implements SetAsideCarry.Checks {
        private final IterationState st;
        /** The gate, asked of each job as the walk reads it: its own walk read each of 100,000 jobs once more. */
        private final Function<Job, Reason> gated;
        private final boolean rejectNegative;
        private final long largest;
        private final ClassJobLimits classLimits;

        Checks(IterationState st) {
            this.st = st;
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
        @Override
        public Reason setAside(int slot, Job j) {
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

        /**
         * {@link #setAside} of each of {@code jobs} by position, carried where the verdict is the
         * job's own ({@link SetAsideCarry}): not where a verdict reads the job's priority.
         */
        Reason[] carried(List<Job> jobs) {
            SetAsideCarry.Key key = new SetAsideCarry.Key(largest, st.partitions.partitions(), st.snapshot.classes());
            return SetAsideCarry.of(st.cfg).verdicts(jobs, key, !rejectNegative, st.policies.gate(), this);
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
