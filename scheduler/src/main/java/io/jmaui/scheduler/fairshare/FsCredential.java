package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;

/**
 * Where one credential's fairshare delta is read in a {@link FairshareUsage} (Maui's per-credential
 * fairshare record: its FSTARGET, its usage in the closed windows, its usage in the current one):
 * its positive target, its closed windows' usage by index, and its place among the current
 * window's names. Found by name once ({@link FairshareUsage#place}) and given again to the next
 * usage under the same maui.cfg, where it holds while that usage folds the same closed windows (the
 * same {@link ClosedWindows}) and the current window has the same names: the simulator's accrual
 * charges the current window at every event and adds a name only at a credential's first charge in
 * it. The priority pass reads the delta of every queued user at every full iteration (some 200
 * users in an overloaded queue), and the look-ups by name (the target's, the closed windows', a
 * binary search of the current window's names) were most of that.
 *
 * <p>A memo, checked at each use, never state: what it holds is a function of the config, the name
 * and the objects it was found in, which are immutable. Immutable itself.
 */
public final class FsCredential {

    /** The current window's names where the usage reads them by place and the kind has none there yet. */
    static final Object NO_NAMES = new Object();

    final CredentialKind kind;
    final String name;
    final FairshareTarget target;
    /** The fold of the closed windows this place was found in. */
    final ClosedWindows closedIn;
    /** The credential's usage by window index in {@link #closedIn}; null where it has none. */
    final double[] closed;
    /**
     * The current window's names of the kind this place was found among
     * ({@link io.jmaui.scheduler.model.FairshareWindowNames#slotsOf}, or {@link #NO_NAMES}); null
     * where the usage reads the current windows by name.
     */
    final Object namesIn;
    /** The name's place among {@link #namesIn}; negative where it is not there (no usage yet). */
    final int slot;

    FsCredential(CredentialKind kind, String name, FairshareTarget target, ClosedWindows closedIn, double[] closed,
                 Object namesIn, int slot) {
        this.kind = kind;
        this.name = name;
        this.target = target;
        this.closedIn = closedIn;
        this.closed = closed;
        this.namesIn = namesIn;
        this.slot = slot;
    }

    public CredentialKind kind() {
        return kind;
    }

    public String name() {
        return name;
    }
}
