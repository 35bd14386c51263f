package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * {@link RankJobs} and {@link CheckEligibility} the other way round, for a decisions-only
 * iteration ({@link Detail#DECISIONS}): every queued job's eligibility first, in queue order, then
 * the ranking of the eligible jobs alone. Under per-user limits most of a long queue is refused
 * (Lublin reslimits: 258 jobs ranked per full iteration, 6 eligible), and scoring and sorting
 * them was the costliest stage before placement.
 *
 * <p>Why the same: without an idle limit (MAXIJOB, MAXIPROC, which count the jobs listed before
 * a job) each job's verdict is its own: holds, dependencies and fairshare caps ({@link BasicGate}),
 * the per-job checks of {@link CheckEligibility}, the system job limits and the active limits
 * against the running jobs' usage ({@link LimitsThrottle#perJob}). So the order the jobs are
 * checked in changes none. Each job's priority is its own as well, and the ranking's order total
 * (priority, submit time, job number, id), so the eligible jobs ranked alone come in the order
 * ranking every job gives them: the same eligible list, the same decisions. The limits are asked
 * first ({@link CheckEligibility#limitsFirst}), mostly refusing a job by its size alone.
 * The refused jobs are then left out of the ranking (the iteration's ranked jobs, their slots and
 * priorities are the eligible ones): no stage of a decisions-only iteration reads a refused job's
 * place, reason or priority (they are read by the idle jobs' reporting, by NextToRun, preemption
 * and QUEUEJOB:FALSE cancelling, which keep the plain path), and listing, telling and pricing
 * ~250 refused jobs at each of Lublin reslimits' full iterations was a quarter of this stage.
 *
 * <p>What reads the refused jobs' order or their priorities while deciding keeps the plain path:
 * a QOS with NTR or RUNNOW ({@link NextToRun} moves its jobs to the front), REJECTNEGPRIOJOBS
 * with ENABLENEGJOBPRIORITY (each job's priority), preemption, a QUEUEJOB:FALSE job (cancelled in
 * rank order), a full iteration's reasons (listed in rank order), and a ranker, gate or throttle
 * other than the standard ones (a test's stand-in may read the order).
 */
final class EligibleFirst {

    private EligibleFirst() {
    }

    /**
     * Whether {@link RankJobs} may leave the ranking to {@link #check}; {@code noQueue}: some
     * queued job is QUEUEJOB:FALSE.
     */
    static boolean may(IterationState st, boolean noQueue) {
        return st.detail == Detail.DECISIONS && !noQueue
                && st.policies.ranker() instanceof PriorityRanker && st.policies.gate() instanceof BasicGate
                && !Limits.none(st.cfg) // without limits every job is eligible: nothing to save
                && !st.qos.anyHas(QosFlag.NTR) && !st.qos.anyHas(QosFlag.RUNNOW)
                && !(st.cfg.get(Parameters.ENABLENEGJOBPRIORITY) && st.cfg.get(Parameters.REJECTNEGPRIOJOBS))
                && !NothingMoreFits.mayPreempt(st.cfg); // read once per config
    }

    /** Leaves {@code queued} unranked, in queue order, for {@link #check}. */
    static void defer(IterationState st, List<Job> queued) {
        st.ranked = queued;
        st.priorities = new Deferred(queued,
                ((PriorityRanker) st.policies.ranker()).unranked(st.snapshot, queued, st.usage, st.now));
        st.slots = new JobSlots(queued);
    }

    /** Whether the ranking was left to {@link #check}. */
    static boolean deferred(IterationState st) {
        return st.priorities instanceof Deferred;
    }

    /**
     * The eligibility stage on the deferred queue, its throttle built: the eligible jobs ranked,
     * the refused left out; true when done so. False when the throttle's
     * verdicts depend on the order (an idle limit): then the queue is ranked as {@link RankJobs}
     * ranks it, for the plain stage.
     */
    static boolean check(IterationState st) {
        List<Job> queued = ((Deferred) st.priorities).queued;
        if (!(st.throttle instanceof LimitsThrottle t && t.perJob())) {
            RankJobs.rank(st, queued);
            return false;
        }
        // no stage of a decisions-only iteration reads a refused job's reason here (no QUEUEJOB:FALSE job,
        // no NTR QOS, no preemption), nor does its result: the limits, asked first, need not say why
        Reason[] why = CheckEligibility.limitsFirst(st, queued);
        List<Job> eligible = new ArrayList<>();
        for (int i = 0; i < why.length; i++) {
            if (why[i] == null) {
                eligible.add(queued.get(i));
            }
        }
        // one job or none is in order already: the ranking's per-iteration inputs need not be made
        List<Job> order = eligible.size() < 2 ? eligible
                : st.policies.ranker().rank(st.snapshot, eligible, st.usage, st.now, false).order();
        // nothing a decisions-only iteration does reads a refused job's place, reason or priority (see the class
        // comment): the jobs ranked are the eligible ones, and the refused are left out
        st.ranked = order;
        st.priorities = ((PriorityRanker) st.policies.ranker()).unranked(st.snapshot, order, st.usage, st.now);
        st.slots = new JobSlots(order);
        st.eligible = order;
        int[] at = new int[order.size()];
        for (int i = 0; i < at.length; i++) {
            at[i] = i;
        }
        st.eligibleSlots = at;
        return true;
    }

    /** The priorities {@link RankJobs} leaves for a deferred queue: the queue's, in its order, worked out if read. */
    private static final class Deferred extends AbstractList<JobPriority> implements RandomAccess {
        private final List<Job> queued;
        private final List<JobPriority> values;

        Deferred(List<Job> queued, List<JobPriority> values) {
            this.queued = queued;
            this.values = values;
        }

        @Override
        public JobPriority get(int index) {
            return values.get(index);
        }

        @Override
        public int size() {
            return values.size();
        }
    }
}
