package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.preemption.PreemptionRules;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.Optional;

/**
 * The priority pass's jobs behind the reservation depth ({@link SchedulePriorityJobs}). Once a job
 * is left idle for want of depth with every group's depth used, and nothing could give a later
 * job more (no QOS with NTR, RESERVEALWAYS or a way to preempt, no suspended job to resume,
 * backfill on), every later eligible job takes the branch that left it idle: its soft limits are
 * asked, a refusal becomes its reason (which the backfill passes and the summary read), and nothing
 * else is done to it. Nothing there starts, reserves or charges, so each job's verdict is the
 * same in whatever order the jobs are asked: they are asked in queue order, as they lie in memory
 * ({@link RankPositions}). In rank order each of the daemon's ~90,000 jobs behind the depth, its
 * credentials and its resources were cache misses: the priority pass was 15 % of the loop thread
 * in {@code bin/scale-bench} (JFR), most of it that walk. Without a throttling policy the jobs are
 * given nothing and not walked at all (the simulator's default policy: some 4 % of a Lublin run).
 */
final class IdleTail {

    private IdleTail() {
    }

    /** Whether the jobs behind the depth only have their limits asked: see the class comment. */
    static boolean applies(IterationState st, boolean noBackfill, ResumeSuspended resumer, PreemptionRules rules) {
        return !noBackfill && resumer.isEmpty()
                && !st.qos.anyHas(QosFlag.NTR) && !st.qos.anyHas(QosFlag.RESERVEALWAYS)
                && !rules.preemptor(QosFlags.NONE) && !st.qos.anyHas(QosFlag.PREEMPTOR)
                && !st.qos.anyHas(QosFlag.RUNNOW) && !st.qos.anyHas(QosFlag.RESTARTPREEMPT);
    }

    /** Gives each eligible job from position {@code from} on the soft-limit refusal it meets, if any. */
    static void limits(IterationState st, int from) {
        if (st.throttle == Throttle.NONE) {
            return; // it refuses nothing
        }
        RankPositions at = RankPositions.of(st);
        if (at == null) {
            for (int k = from; k < st.eligible.size(); k++) {
                limit(st, k);
            }
            return;
        }
        int[] queuedAt = at.at();
        int[] eligibleAt = new int[at.queued().size()]; // per queued job, its index in the eligible list + 1, or 0
        for (int k = from; k < st.eligible.size(); k++) {
            eligibleAt[queuedAt[st.eligibleSlots[k]]] = k + 1;
        }
        for (int k : eligibleAt) {
            if (k > 0) {
                limit(st, k - 1);
            }
        }
    }

    /** The eligible job at {@code k}'s soft-limit verdict, as the priority pass asks it of a job left idle. */
    private static void limit(IterationState st, int k) {
        Optional<Reason> refused = SchedulePriorityJobs.softLimits(st, st.eligible.get(k));
        if (refused.isPresent()) {
            st.slots.reason(st.eligibleSlots[k], refused.get());
        }
    }
}
