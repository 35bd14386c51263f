package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.Times;

import java.util.Optional;

/**
 * Where a request bound to node sets goes (guide 8.3 node sets, appendix F NODESETDELAY): inside
 * one set, or across sets when no set holds it, or holds it only more than the sets' delay later;
 * and, under USEMACHINESPEED ({@link MachineSpeeds}), in which speed class. Both wrap the one
 * {@link Search}: this class only asks it more than once and picks among the answers.
 */
final class NodeSetChoice {

    private final Availability a;
    private final Search search;

    NodeSetChoice(Availability a, Search search) {
        this.a = a;
        this.search = search;
    }

    /** See {@link Availability#earliest}. */
    Optional<Placement> earliest(Request q, long from) {
        MachineSpeeds speeds = a.speeds();
        return speeds == null ? earliestAtSpeed(q, from) : speeds.earliest(q, r -> earliestAtSpeed(r, from));
    }

    private Optional<Placement> earliestAtSpeed(Request q, long from) {
        long t = Math.max(from, a.now());
        Optional<Placement> inSet = search.earliest(q, t);
        ResourceSets spanning = q.sets().spanning();
        if (spanning == q.sets()) {
            return inSet;
        }
        Optional<Placement> any = search.earliest(q.withSets(spanning), t);
        if (inSet.isPresent() && (any.isEmpty() || inSet.get().start() <= Times.plus(any.get().start(), q.sets().delay()))) {
            return inSet;
        }
        return any;
    }

    /** See {@link Availability#startNow}. */
    Optional<Placement> startNow(Request q) {
        MachineSpeeds speeds = a.speeds();
        return speeds == null ? startNowAtSpeed(q) : speeds.first(q, this::startNowAtSpeed);
    }

    /** See {@link Availability#fitsNow}. */
    boolean fitsNow(Request q) {
        return a.speeds() == null && q.sets() == ResourceSets.NONE ? search.fits(q, a.now()) : startNow(q).isPresent();
    }

    private Optional<Placement> startNowAtSpeed(Request q) {
        Optional<Placement> p = search.at(q, a.now());
        ResourceSets spanning = q.sets().spanning();
        if (p.isPresent() || spanning == q.sets()) {
            return p;
        }
        Optional<Placement> any = search.at(q.withSets(spanning), a.now());
        return any.isPresent() && waitsForSet(q) ? Optional.empty() : any;
    }

    /** See {@link Availability#waitsForSet}. */
    boolean waitsForSet(Request q) {
        if (q.sets().spanning() == q.sets() || q.sets().delay() <= 0) {
            return false;
        }
        Optional<Placement> inSet = search.earliest(q, a.now());
        return inSet.isPresent() && inSet.get().start() <= Times.plus(a.now(), q.sets().delay());
    }
}
