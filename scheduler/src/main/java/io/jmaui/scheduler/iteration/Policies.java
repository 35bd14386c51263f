package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.Fairshare;
import io.jmaui.scheduler.fairshare.FsMetric;
import io.jmaui.scheduler.fairshare.FsSettings;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.reservation.AccessMemo;
import io.jmaui.scheduler.reservation.Reservations;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The policies an iteration calls through its seams. {@link #standard} wires the fairshare,
 * priority, limits and reservation packages; tests (the Harness) may swap one for a stand-in.
 */
record Policies(Accrual accrual, Ranker ranker, Gate gate, ThrottleFactory throttle, ReservationSource reservations) {

    static Policies standard(MauiConfig cfg) {
        return standard(cfg, ZoneOffset.UTC);
    }

    /**
     * The standard wiring, standing reservation times read in {@code zone}. What it wires is the
     * config's alone, made once per config ({@link Wired}); only the reservation source is new at
     * each call, for its access memo is one iteration's.
     */
    static Policies standard(MauiConfig cfg, ZoneId zone) {
        Wired w = cfg.derived(WIRED);
        return new Policies(w.accrual, w.ranker, w.gate, w.throttle, reservations(cfg, zone));
    }

    private static final Derived<Wired> WIRED = Derived.of(Wired::of);

    /**
     * The seams that keep nothing of an iteration, wired once per config rather than at every call
     * ({@link MauiConfig#derived}): the simulator calls {@link #standard} at every event, and the
     * gate's walk of every credential for FSTARGET caps, the limits' shape and four objects were
     * made each time. Each is immutable or makes its state per call.
     */
    private record Wired(Accrual accrual, Ranker ranker, Gate gate, ThrottleFactory throttle) {
        static Wired of(MauiConfig cfg) {
            Accrual accrual = (s, from, now) -> Fairshare.accrue(cfg, s.fairshareWindows(), charged(cfg, s, from),
                    s.nodes(), from, now);
            return new Wired(accrual, new PriorityRanker(cfg), new BasicGate(cfg),
                    Limits.none(cfg) ? (s, now) -> Throttle.NONE : (s, now) -> new LimitsThrottle(Limits.of(cfg, s, now)));
        }
    }

    /**
     * The reservation seam of one iteration: its access verdicts are memoised for that iteration
     * ({@link AccessMemo}), made when a job's access is first asked: most events of a simulation
     * without reservations ask none, and a memo was made at each.
     */
    private static ReservationSource reservations(MauiConfig cfg, ZoneId zone) {
        return new ReservationSource() {
            private AccessMemo access;

            @Override
            public List<Reservation> reservations(Snapshot s, long now) {
                return Reservations.inForceCarried(cfg, s, now, zone);
            }

            @Override
            public boolean lockedOnWholeHosts(Snapshot s, long now) {
                return Reservations.lockedOnWholeHosts(cfg, s, now, zone);
            }

            @Override
            public Optional<AclAffinity> access(Job job, Reservation r) {
                if (access == null) {
                    access = new AccessMemo(cfg);
                }
                return access.access(job, r);
            }

            @Override
            public Optional<? extends Reason> refusal(Job job, List<Reservation> placed, List<String> hosts,
                                                      long from, long to) {
                return Reservations.refusal(cfg, job, placed, hosts, from, to);
            }
        };
    }

    /**
     * The jobs fairshare charges since {@code from}: the active ones and those completed since.
     * None without a fairshare policy, which charges nothing (the simulator accrues at every event).
     */
    private static List<Job> charged(MauiConfig cfg, Snapshot s, long from) {
        if (FsSettings.of(cfg).metric() == FsMetric.NONE) {
            return List.of();
        }
        List<Job> active = s.activeJobs();
        if (s.ended().isEmpty()) {
            return active;
        }
        List<Job> out = new ArrayList<>(active);
        for (Job j : s.ended()) {
            if (j.state() == JobState.COMPLETED && j.completionTime() > from) {
                out.add(j);
            }
        }
        return out;
    }

    Policies withRanker(Ranker r) {
        return new Policies(accrual, r, gate, throttle, reservations);
    }

    Policies withThrottle(ThrottleFactory t) {
        return new Policies(accrual, ranker, gate, t, reservations);
    }

    /** These policies with {@code r} as the source of reservations (a test's own). */
    Policies withReservations(ReservationSource r) {
        return new Policies(accrual, ranker, gate, throttle, r);
    }

    /** Builds the iteration-local limits tracker. */
    interface ThrottleFactory {
        Throttle of(Snapshot s, long now);
    }
}
