package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.nodeset.NodeSetSelection;
import io.jmaui.scheduler.nodeset.NodeSetWait;

import java.util.Optional;

/**
 * Why a job one iteration leaves idle waits, as checkjob and the stages tell it: short of
 * resources ({@link Shortfalls}: the binding constraint), held off by reservations, waiting for
 * a node set, or refused by an admin or standing reservation on the hosts it would get. Reads
 * the iteration's availability as the stages have left it so far.
 */
final class WaitReasons {

    private final IterationState st;
    private Shortfalls shortfalls;

    WaitReasons(IterationState st) {
        this.st = st;
    }

    /**
     * The reservation behind a job left idle (guide 7.1.5, checkjob): for a job that may run only
     * in a reservation, how that stands ({@link ReservationWaits}); else, when the job would start
     * now if every admin and standing reservation admitted it, the first reservation on those
     * hosts that refuses it; otherwise {@code shortfall}.
     */
    Reason refusedOr(Job j, Request q, Reason shortfall) {
        String asked = st.requests.reservationAsked(j);
        if (asked != null && !(shortfall instanceof InsufficientResources r && r.never())) {
            return ReservationWaits.of(st, j, asked);
        }
        if (!st.availability.hasReservations() || !st.availability.mayFitNow(q.procs(), st.availability.reservedRoomNow())) {
            return shortfall;
        }
        Request open = q.withAccess(r -> Optional.of(AclAffinity.NEUTRAL));
        Optional<Placement> p = st.availability.startNow(open);
        if (p.isEmpty()) {
            return shortfall;
        }
        Optional<? extends Reason> why = st.policies.reservations().refusal(j, st.standing, p.get().hosts(), st.now, p.get().end());
        return why.isPresent() ? why.get() : shortfall;
    }

    /**
     * The resources reason for a job left idle: the binding constraint ({@link Shortfalls}), or,
     * when its nodes have enough in sum, the reservations holding what is idle.
     */
    Reason shortfall(Job j, long earliestStart) {
        Optional<NodeSetWait> set = setWait(st.nodeSets.waits(j) ? st.request(j) : null, earliestStart);
        if (set.isPresent()) {
            return set.get();
        }
        InsufficientResources r = shortfalls().of(j, earliestStart, st.commits());
        if (r != null) {
            return r;
        }
        long freeNow = st.availability.freeProcsNow();
        return j.procs() <= freeNow
                ? new ReservedResources(j.procs(), st.availability.freeProcs(st.now, Times.plus(st.now, st.planned(j))), freeNow)
                : new InsufficientResources(j.procs(), freeNow, earliestStart);
    }

    /**
     * Why a job that could not start now waits, before its job reservation (if any) is held: for
     * a job bound to node sets that could start now across sets, the set it waits for
     * ({@link NodeSetWait}); else {@link #resourcesShort}.
     */
    Reason waitReason(Job j, Request q, long earliestStart) {
        Optional<NodeSetWait> set = setWait(q, earliestStart);
        return set.isPresent() ? set.get() : resourcesShort(j, earliestStart);
    }

    /** The node set {@code q} (null: none) waits for while it could start now across sets. */
    private Optional<NodeSetWait> setWait(Request q, long earliestStart) {
        if (q != null && q.sets().sets() instanceof NodeSetSelection s && st.availability.waitsForSet(q)
                && st.availability.startNow(q.withSets(q.sets().spanning())).isPresent()) {
            return Optional.of(NodeSetWait.of(s.spec(), earliestStart));
        }
        return Optional.empty();
    }

    /**
     * As {@link #shortfall}, always a resources reason: what the backfill passes tell apart from
     * limits. Without the numbers when only decisions are wanted: the stages read its kind alone.
     */
    InsufficientResources resourcesShort(Job j, long earliestStart) {
        if (st.detail == Detail.DECISIONS) {
            return new InsufficientResources(j.procs(), 0, earliestStart);
        }
        InsufficientResources r = shortfalls().of(j, earliestStart, st.commits());
        return r != null ? r : new InsufficientResources(j.procs(), st.availability.freeProcsNow(), earliestStart);
    }

    private Shortfalls shortfalls() {
        if (shortfalls == null) {
            shortfalls = new Shortfalls(st.availability, st.now, st.settings, st.multiNode);
        }
        return shortfalls;
    }
}
