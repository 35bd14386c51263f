package io.jmaui.scheduler.iteration;

/** Stage 1 (guide 6.3): charge the running jobs' usage up to now into the fairshare windows. */
final class AccrueFairshare implements Stage {

    @Override
    public void apply(IterationState st) {
        st.fairshareWindows = st.policies.accrual().accrue(st.snapshot, st.now);
    }
}
