package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;

/**
 * Stage 1 (guide 6.3): charge the running jobs' usage since the previous iteration into the
 * fairshare windows, then read the decayed usage the priority and cap checks use.
 */
final class AccrueFairshare implements Stage {

    @Override
    public void apply(IterationState st) {
        long from = st.carry.lastIteration() > 0 && st.carry.lastIteration() < st.now ? st.carry.lastIteration() : st.now;
        st.fairshareWindows = st.policies.accrual().accrue(st.snapshot, from, st.now);
        st.usage = FairshareUsage.compute(st.cfg, st.fairshareWindows, st.snapshot.nodes());
    }
}
