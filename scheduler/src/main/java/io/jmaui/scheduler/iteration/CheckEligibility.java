package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Stage 3 (guide 3.3, 6.2, 6.3, 11.1, 11.5): held, deferred and dependent jobs, jobs over a
 * fairshare cap, then jobs over an idle or system job limit are set aside with their reason; the
 * iteration's limits tracker is built.
 */
final class CheckEligibility implements Stage {

    @Override
    public void apply(IterationState st) {
        st.throttle = st.policies.throttle().of(st.snapshot, st.now);
        Map<String, Reason> blocked = st.policies.gate().blocked(st.snapshot, st.ranked, st.usage, st.now);
        List<Job> candidates = new ArrayList<>(st.ranked.size());
        for (Job j : st.ranked) {
            Reason r = blocked.get(j.id());
            if (r == null && j.state() == JobState.HOLD) {
                r = new JobHeld(j.holds().isEmpty() ? Set.of(HoldType.SYSTEM) : j.holds());
            } else if (r == null && j.state() == JobState.DEFERRED) {
                r = new JobHeld(Set.of(HoldType.DEFER));
            }
            if (r != null) {
                st.reasons.put(j.id(), r);
            } else {
                candidates.add(j);
            }
        }
        Map<String, Reason> limited = st.throttle.idleBlocked(candidates);
        List<Job> eligible = new ArrayList<>(candidates.size());
        for (Job j : candidates) {
            Reason r = limited.get(j.id());
            if (r != null) {
                st.reasons.put(j.id(), r);
            } else {
                eligible.add(j);
            }
        }
        st.eligible = eligible;
    }
}
