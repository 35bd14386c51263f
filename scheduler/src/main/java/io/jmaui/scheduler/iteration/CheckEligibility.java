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
 * Stage 3 (guide 3.3, 6.2, 11.1, 11.5): held, deferred and dependent jobs, and jobs over an idle
 * limit, are set aside with their reason; the iteration's limits tracker is built.
 */
final class CheckEligibility implements Stage {

    @Override
    public void apply(IterationState st) {
        Map<String, Reason> blocked = st.policies.gate().blocked(st.snapshot, st.ranked, st.now);
        List<Job> eligible = new ArrayList<>(st.ranked.size());
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
                eligible.add(j);
            }
        }
        st.eligible = eligible;
        st.throttle = st.policies.throttle().of(st.snapshot, st.now);
    }
}
