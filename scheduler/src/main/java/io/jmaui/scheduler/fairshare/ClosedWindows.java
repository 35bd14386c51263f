package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindow;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The windows {@link FairshareUsage} counts behind the current one (window 1 to FSDEPTH - 1),
 * folded into per-credential usage by window index, as the last fold under the same maui.cfg
 * built it, given again while the same windows (the same objects, in the same order) lie at the
 * same indices. Accrual charges only the window holding the time charged ({@link Fairshare#accrue}
 * keeps the others as they are), so between two events of one FSINTERVAL only the current window
 * changes; folding the six closed ones again at every event was most of a usage computation.
 *
 * <p>A cache, checked at each use, never state: a window is immutable, so the same objects fold to
 * the same sums; anything else is folded anew. Each index's sum is taken over its windows in list
 * order, as the plain fold takes it, so the sums are the same to the bit. One immutable entry
 * behind a volatile field: calls under one config from several threads at worst fold twice.
 */
final class ClosedWindows {

    /**
     * Per kind, per name: usage by window index; index 0 (the current window) stays 0. Hashed, not
     * sorted: only looked up by name (the one listing sorts its own copy), by every user's priority
     * terms at every full iteration, and a sorted map's string compares were 3 % of a run with ~200
     * users queued (synthetic:256:1:6000:2 reslimits, tier 3).
     */
    final Map<CredentialKind, Map<String, double[]>> slots;
    /** Total delivered by window index; index 0 stays 0. */
    final double[] totals;
    private final long current;
    private final FairshareWindow[] folded;

    private ClosedWindows(long current, FairshareWindow[] folded, Map<CredentialKind, Map<String, double[]>> slots,
                          double[] totals) {
        this.current = current;
        this.folded = folded;
        this.slots = slots;
        this.totals = totals;
    }

    /** Holds the last fold of one config. */
    private static final class Carry {
        volatile ClosedWindows last;
    }

    private static final Derived<Carry> CARRY = Derived.of(c -> new Carry());

    /**
     * The fold of the windows among {@code closed} (windows 1 to depth - 1 when window 0 starts at
     * {@code current}, in the snapshot's order) under {@code cfg}, carried when they are the last
     * fold's.
     */
    static ClosedWindows of(MauiConfig cfg, FsSettings s, List<FairshareWindow> closed, long current) {
        Carry carry = cfg.derived(CARRY);
        ClosedWindows last = carry.last;
        if (last != null && last.holds(closed, current)) {
            return last;
        }
        ClosedWindows fresh = fold(s, closed, current);
        carry.last = fresh;
        return fresh;
    }

    private boolean holds(List<FairshareWindow> closed, long at) {
        if (at != current || closed.size() != folded.length) {
            return false;
        }
        for (int i = 0; i < folded.length; i++) {
            if (closed.get(i) != folded[i]) {
                return false;
            }
        }
        return true;
    }

    /** The plain fold: each window's usage added to its index, windows in the order given. */
    static ClosedWindows fold(FsSettings s, List<FairshareWindow> closed, long current) {
        int depth = Math.max(0, s.depth());
        double[] totals = new double[depth];
        Map<CredentialKind, Map<String, double[]>> slots = new EnumMap<>(CredentialKind.class);
        FairshareWindow[] windows = new FairshareWindow[closed.size()]; // not toArray(new FairshareWindow[0]): see Fairshare.replacedFirst
        int at = 0;
        for (FairshareWindow w : closed) {
            windows[at++] = w;
            int i = (int) Math.floorDiv(current - w.start(), s.interval());
            totals[i] += w.total();
            // loops, not forEach and computeIfAbsent with lambdas capturing the index and FSDEPTH:
            // in C1 code each is made through a method handle, one per name, at every roll of a window
            for (Map.Entry<CredentialKind, Map<String, Double>> e : w.usage().entrySet()) {
                Map<String, double[]> byName = null;
                for (Map.Entry<String, Double> u : e.getValue().entrySet()) {
                    if (byName == null) {
                        byName = slots.computeIfAbsent(e.getKey(), k -> new HashMap<>());
                    }
                    double[] slot = byName.get(u.getKey());
                    if (slot == null) {
                        slot = new double[depth];
                        byName.put(u.getKey(), slot);
                    }
                    slot[i] += u.getValue();
                }
            }
        }
        return new ClosedWindows(current, windows, slots, totals);
    }
}
