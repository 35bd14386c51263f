package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

/**
 * Every node's {@link Timeline} in an {@link Availability}, as the holds made so far leave it. Two
 * things make it more than an array. A timeline carried from the last iteration's
 * {@link AvailabilityBase} is shared with it and copied only the first time something more is held
 * on its node ({@link #own}): most nodes see no change in an iteration, so most are never copied.
 * And a hold from a later time waits in {@link DeferredHolds} until its node's timeline is read:
 * the top job's reservation holds every one of its nodes at every event, and most of them are
 * never read again. Nodes may read one timeline object, copied before anything more is held on
 * one of them: a waiting hold applied alike ({@link #lend}), a start held alike ({@link #takeAlike}).
 */
final class NodeTimelines {

    private final long now;
    private final Timeline[] free;
    /** Holds from a later time not yet applied to their nodes' timelines. */
    private final DeferredHolds deferred;
    /** False: every hold is applied at once (the path deferral is checked against). */
    private boolean defers = true;
    /**
     * The base's timelines these were made the same as ({@link #share}), never changed: a node whose
     * timeline is still that very object shares it, and copies it, from now on, the first time
     * something is held there. Null when none are shared.
     */
    private Timeline[] shared;
    /**
     * One bit per node something was held on, or whose timeline was replaced, since {@link #share}
     * (null before): every node whose timeline may read otherwise than the shared one has its bit
     * (some set bits may read alike). A carried search asks again only these nodes and those the
     * builds made afresh ({@link CarriedSearches}), instead of comparing every node's timeline.
     */
    private long[] departed;
    /**
     * One bit per node whose timeline is {@link #lent}'s (one long per 64 nodes; null until the
     * first is lent): several nodes read the same object, copied, from now on, the first time
     * something is held on one of them.
     */
    private long[] borrowed;
    /** The last timeline {@link #lend} made, the base's timeline it made it from, and the shared hold it applied (-1: none yet). */
    private Timeline lent;
    private Timeline lentFrom;
    private int lentHold = -1;
    /** How many nodes were lent a timeline (read by tests). */
    long lends;
    /**
     * The last hold from now made on a base's timeline of one segment ({@link #hold}): that base
     * timeline, the hold's end and amount, and the timeline it made, which other nodes take alike.
     */
    private Timeline alikeFrom;
    private long alikeEnd;
    private Resources alikeCharge;
    private Timeline alike;
    /** False: every hold copies its node's timeline (the path {@link #takeAlike} is tested against). */
    private boolean holdsAlike = true;
    /** How many holds took another node's timeline instead of a copy ({@link #takeAlike}; read by tests). */
    long alikes;

    NodeTimelines(int nodes, long now) {
        this.now = now;
        free = new Timeline[nodes];
        deferred = new DeferredHolds(nodes);
    }

    /**
     * Sets node i's timeline while the availability is made to {@code tl}, which other nodes may
     * be given too (an empty timeline of their size): copied the first time something is held on
     * node i ({@link #takeAlike}).
     */
    void setAlike(int i, Timeline tl) {
        takeAlike(i, tl);
    }

    /** Starts every node from a base's timeline, as setting each node's in turn would. */
    void setAll(Timeline[] base) {
        System.arraycopy(base, 0, free, 0, free.length);
    }

    /**
     * Node i's timeline as every hold made so far leaves it (for reading; a carried base's timeline
     * may start before now, with the same amounts from now on).
     */
    Timeline get(int i) {
        if (!deferred.waits(i)) {
            return free[i];
        }
        Timeline tl = lend(i);
        return tl != null ? tl : own(i);
    }

    /**
     * Node i's timeline, read with its waiting holds applied, when the one waiting is a shared hold
     * ({@link DeferredHolds#onlyShared}) and its timeline is a base's of one segment: the timeline
     * the last such node got under the same hold, when that node's base timeline read the same
     * ({@link Timeline#sameFlat}), else a new one kept for the next. Null for any other node. On
     * Lublin the top job's reservation waits on the idle nodes, and every backfill start's scan reads
     * them: some 17 copies of an idle timeline per event, each split twice, were one copy.
     */
    private Timeline lend(int i) {
        Timeline tl = free[i];
        int k;
        if (shared == null || tl != shared[i] || tl.size() != 1 || (k = deferred.onlyShared(i)) < 0) {
            return null;
        }
        if (lentHold != k || !lentFrom.sameFlat(tl)) {
            lent = tl.from(now);
            deferred.applyShared(k, lent);
            lentFrom = tl;
            lentHold = k;
        }
        deferred.applied(i);
        lends++;
        return takeAlike(i, lent);
    }

    /**
     * Every node's timeline, for reading only and at once, when no hold waits on any node (each is
     * then what {@link #get} gives), else null: a reader of every node takes one array instead of
     * a call per node ({@link #asHeld}).
     */
    Timeline[] allAsHeld() {
        return deferred.any() ? null : free;
    }

    /** Node i's timeline when no hold waits for it (it is then what {@link #get} gives), else null: a read without applying them. */
    Timeline asHeld(int i) {
        return deferred.waits(i) ? null : free[i];
    }

    /**
     * Node i's timeline, to be changed: a base's timeline is copied first. A base's timeline starts
     * at the time it was made, with the same free amounts from now on; every read asks from now on.
     */
    Timeline own(int i) {
        if (deferred.waits(i)) {
            Timeline tl = ownShared(i);
            deferred.applyTo(i, tl);
        }
        return ownShared(i);
    }

    /** {@link #own} without applying deferred holds. */
    private Timeline ownShared(int i) {
        depart(i);
        if (shared != null && free[i] == shared[i]) {
            free[i] = free[i].from(now); // another object from now on: no longer shared
        } else if (borrowed(i)) {
            borrowed[i >>> 6] &= ~(1L << i);
            free[i] = free[i].from(now); // lent to other nodes too: this node's own copy
        }
        return free[i];
    }

    /**
     * Holds {@code charge} on node i over [s, e): on its timeline now, or, from a later time,
     * deferred (nothing about now changes). Returns the node's timeline when it was changed now,
     * null when the hold waits. A hold that makes what the last one made on a node of the same
     * base timeline gives this node that node's timeline ({@link #takeAlike}).
     */
    Timeline hold(int i, long s, long e, Resources charge) {
        depart(i);
        if (defers && DeferredHolds.defers(s, now, charge)) {
            deferred.add(i, s, e, charge); // read when the node's timeline is
            return null;
        }
        Timeline base = free[i];
        // a base's timeline, or one other nodes may read too (an empty one while the availability is
        // made: a running job held on several nodes built afresh makes one timeline, not one per node)
        boolean flat = holdsAlike && s <= now && e > now && base.size() == 1
                && (shared != null && base == shared[i] || borrowed(i)) && !deferred.waits(i) && !charge.hasDevices();
        if (flat && alike != null && alikeEnd == e && alikeCharge.equals(charge) && alikeFrom.sameFlat(base)) {
            alikes++;
            return takeAlike(i, alike);
        }
        Timeline tl = own(i);
        tl.add(s, e, charge, -1);
        if (flat) {
            alikeFrom = base;
            alikeEnd = e;
            alikeCharge = charge;
            alike = takeAlike(i, tl);
        }
        return tl;
    }

    /**
     * Node i takes timeline {@code tl}, which other nodes may read too: copied, from now on, the
     * first time something more is held on any of them ({@link #ownShared}). A hold from now (or
     * before: a running job held again) to a later end, of an amount without devices, on a node
     * whose timeline is still the base's (or, while the availability is made, the empty one it
     * shares with nodes of its size) and of one segment, makes what {@link Timeline#from} of
     * that segment at now, split at the end, says: the same timeline on every node whose base
     * timeline reads the same ({@link Timeline#sameFlat}) under the same hold. A job started on
     * idle nodes of one kind makes just that on each of them: on HPC2N some 29,000 of a run's
     * 34,000 timeline copies made by holds were of such a timeline, mostly a job's second and
     * later nodes, which now take the first one's.
     */
    private Timeline takeAlike(int i, Timeline tl) {
        depart(i);
        if (borrowed == null) {
            borrowed = new long[(free.length + 63) >>> 6];
        }
        borrowed[i >>> 6] |= 1L << i;
        free[i] = tl;
        return tl;
    }

    /** Whether node i's timeline may be read by other nodes too ({@link #takeAlike}): never changed, copied before a hold. */
    private boolean borrowed(int i) {
        return borrowed != null && (borrowed[i >>> 6] & 1L << i) != 0;
    }

    /** From now on, every hold copies its node's timeline: the plain path of a hold made alike on several nodes. */
    void copyEachHold() {
        holdsAlike = false;
    }

    /** Whether a hold of {@code amount} from {@code s} would wait ({@link #hold} returning null). */
    boolean defers(long s, Resources amount) {
        return defers && DeferredHolds.defers(s, now, amount);
    }

    /** {@link #hold} of a hold that {@link #defers}: it waits for the node's next read. */
    void holdLater(int i, long s, long e, Resources charge) {
        depart(i);
        deferred.add(i, s, e, charge);
    }

    /** {@link #holdLater} on every node whose bit {@code nodes} has, as one waiting hold ({@link DeferredHolds#addShared}). */
    void holdShared(long s, long e, Resources charge, long[] nodes) {
        if (departed != null) {
            for (int w = 0; w < nodes.length; w++) {
                departed[w] |= nodes[w];
            }
        }
        deferred.addShared(s, e, charge, nodes);
    }

    /** Every node's timeline, all holds applied: for a reader of all nodes at once. */
    Timeline[] all() {
        if (deferred.any()) {
            for (int i = 0; i < free.length; i++) {
                get(i);
            }
        }
        return free;
    }

    /** From now on, applies every hold at once: the plain path {@link DeferredHolds} is tested against. */
    void holdAtOnce() {
        all();
        defers = false;
    }

    /** Whether some hold waits to be applied to its node's timeline. */
    boolean waiting() {
        return deferred.any();
    }

    /**
     * Whether node i's timeline, as {@link #get} returns it now, is a base's and so never changes:
     * a reader may keep it instead of a copy.
     */
    boolean unchanging(int i) {
        return shared != null && free[i] == shared[i] && !deferred.waits(i);
    }

    /**
     * Every timeline as it stands becomes shared with a base, whose copy of this array is
     * {@code base} (never changed): copied before anything more is held on it.
     */
    void share(Timeline[] base) {
        shared = base;
        // every node's timeline is now the base's, copied before a hold as such: a node given a
        // timeline alike while the availability was made would be copied twice
        borrowed = null;
        departed = new long[(free.length + 63) >>> 6];
    }

    private void depart(int i) {
        if (departed != null) {
            departed[i >>> 6] |= 1L << i;
        }
    }

    /**
     * The nodes held on or given another timeline since {@link #share}, one bit each (a long per 64
     * nodes; null before it): outside them every node's timeline is the shared one. Read, never written.
     */
    long[] departed() {
        return departed;
    }
}
