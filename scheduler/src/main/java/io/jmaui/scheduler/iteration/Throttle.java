package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.List;
import java.util.Optional;

/**
 * Seam to the throttling policies (guide 6.2): active limits checked against a proposed start,
 * soft on the first pass and hard on the second, charged when a start is decided. Iteration-local.
 */
interface Throttle {

    Optional<Reason> check(Job job, boolean hard, List<String> hosts);

    void charge(Job job, List<String> hosts);

    Throttle NONE = new Throttle() {
        @Override
        public Optional<Reason> check(Job job, boolean hard, List<String> hosts) {
            return Optional.empty();
        }

        @Override
        public void charge(Job job, List<String> hosts) {
        }
    };
}
