package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.HeldHostsFirst;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The throttling policies' verdict on a start (guide 6.2): a placement the limits admit, or the
 * limit that refuses the job ({@code refusal}, {@code placement} null).
 */
record Admission(Placement placement, Reason refusal) {

    /**
     * The active limits' verdict on starting {@code j} at {@code p} in iteration {@code st}. When
     * a node limit refuses it (guide 6.2 MAXNODE counts the hosts a credential's jobs hold
     * together), the job is placed again on the hosts the credential already holds first, and
     * admitted if that keeps it within.
     */
    static Admission of(IterationState st, Job j, Request q, Placement p, boolean hard) {
        Optional<Reason> limit = st.throttle.check(j, hard, p.hosts());
        if (limit.isEmpty()) {
            return new Admission(p, null);
        }
        Set<String> held = st.throttle.heldHosts(j, limit.get());
        if (!held.isEmpty()) {
            Optional<Placement> packed = st.availability.startNow(q.withPolicy(new HeldHostsFirst(held, q.policy())));
            if (packed.isPresent() && st.throttle.check(j, hard, packed.get().hosts()).isEmpty()) {
                return new Admission(packed.get(), null);
            }
        }
        return new Admission(null, limit.get());
    }

    /**
     * The limit of the pass ({@code hard}: the second) that refuses {@code j} whatever hosts it
     * would get, when the limits read no hosts (no node limit): what {@link #of} would answer
     * for any placement, so a caller that only needs to know whether one exists need not choose
     * its hosts. Empty when the limits admit it or read hosts.
     */
    static Optional<Reason> refusedWherever(IterationState st, Job j, boolean hard) {
        return st.throttle.readsHosts() ? Optional.empty() : st.throttle.check(j, hard, List.of());
    }
}
