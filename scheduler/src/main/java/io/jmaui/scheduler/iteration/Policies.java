package io.jmaui.scheduler.iteration;

/**
 * The policies an iteration calls through its seams. Production wires the real fairshare,
 * priority, limits and reservation packages; tests (the Harness) may wire only the one under test.
 */
record Policies(Accrual accrual, Ranker ranker, Gate gate, ThrottleFactory throttle, ReservationSource reservations) {

    /** FIFO by queue time, holds and dependencies, no limits, admin reservations from the snapshot. */
    static Policies basic() {
        return new Policies(Accrual.NONE, new QueueTimeRanker(), new BasicGate(), (s, now) -> Throttle.NONE,
                new SnapshotReservations());
    }

    Policies withRanker(Ranker r) {
        return new Policies(accrual, r, gate, throttle, reservations);
    }

    Policies withThrottle(ThrottleFactory t) {
        return new Policies(accrual, ranker, gate, t, reservations);
    }

    /** Builds the iteration-local limits tracker. */
    interface ThrottleFactory {
        Throttle of(io.jmaui.scheduler.model.Snapshot s, long now);
    }
}
