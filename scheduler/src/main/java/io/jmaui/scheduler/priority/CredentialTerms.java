package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.fairshare.FsCredential;
import io.jmaui.scheduler.model.Job;

import java.util.Arrays;
import java.util.List;

/**
 * What the credential-only factors ({@link PriorityFactor#perCredentials}: CRED and FS) give every
 * job of one set of credentials in one iteration: their raw subcomponent values, laid in a
 * breakdown array that each job of those credentials starts from, and their contributions by
 * factor position. Worked out with the first such job, through the factors themselves, so the
 * values are exactly those each job would get on its own; or, for credentials the last ranking
 * under the same maui.cfg met ({@link CarriedTerms}), from that ranking's terms ({@link #next}).
 * Immutable once built.
 */
final class CredentialTerms {

    private static final Subcomponent[] FS = ComponentScore.subcomponents(Component.FS);
    private static final int FS_POSITION = position(Component.FS);

    /**
     * The raw values by subcomponent ordinal, then the contributions by factor position from
     * {@link #CONTRIBUTIONS} on: one array, so {@link #next} copies one (two copies per credential
     * at every ranking were a tenth of an overloaded fairshare queue's terms).
     */
    private final double[] values;
    private static final int CONTRIBUTIONS = Priorities.SUBCOMPONENTS;
    /**
     * Per FS subcomponent (in {@link #FS}'s order), where its delta is read in the usage; null for
     * a credential without a delta under this config (its raw value 0 at any usage). Null as a
     * whole where the deltas came from no usage ({@link FairshareSource#usage}).
     */
    private final FsCredential[] places;

    private CredentialTerms(double[] values, FsCredential[] places) {
        this.values = values;
        this.places = places;
    }

    /** The terms of {@code job}'s credentials under the iteration's inputs {@code in}. */
    static CredentialTerms of(Job job, PriorityInputs in) {
        List<PriorityFactor> factors = Priorities.FACTORS;
        double[] raw = new double[Priorities.SUBCOMPONENTS];
        double[] contributions = new double[factors.size()];
        for (int i = 0; i < factors.size(); i++) {
            if (factors.get(i).perCredentials()) {
                contributions[i] = factors.get(i).contribution(job, in, raw);
            }
        }
        FairshareUsage usage = in.fairshare().usage();
        FsCredential[] places = null;
        if (usage != null) {
            places = new FsCredential[FS.length];
            for (int i = 0; i < FS.length; i++) {
                places[i] = usage.place(FS[i].credential(), job.credentials().of(FS[i].credential()), null);
            }
        }
        double[] values = Arrays.copyOf(raw, CONTRIBUTIONS + contributions.length);
        System.arraycopy(contributions, 0, values, CONTRIBUTIONS, contributions.length);
        return new CredentialTerms(values, places);
    }

    /**
     * These terms, worked out by an earlier ranking under the same maui.cfg and classes, for the
     * iteration of {@code in}, whose deltas come from a usage: what {@link #of} gives there, to the
     * bit. CRED's values are a function of the config and the classes alone, so they are kept; FS's
     * move with the usage at every event (FSPOLICY charges the running jobs), so each delta is read
     * again at its place, found again only where the usage moved it, and the component weighed
     * again. A credential without a place has no delta at any usage of this config: its 0 stays.
     */
    CredentialTerms next(PriorityInputs in) {
        FairshareUsage usage = in.fairshare().usage();
        double[] r = Arrays.copyOf(values, values.length); // a clone is a native call in C1 code
        // a new array even where no place moved: whether one did flips between a daemon's iterations
        // (while jobs start, and while none does), and a branch on it compiled for one way was a trap
        // that threw away the priority stage's compiled code (9 KB, recompiled for seconds of C2)
        FsCredential[] at = new FsCredential[places.length];
        for (int i = 0; i < FS.length; i++) {
            FsCredential last = places[i];
            if (last == null) {
                continue;
            }
            FsCredential p = usage.place(last.kind(), last.name(), last);
            at[i] = p;
            r[FS[i].ordinal()] = p == null ? 0.0 : FairshareDeltas.value(usage.delta(p));
        }
        r[CONTRIBUTIONS + FS_POSITION] = FairshareFactor.weighed(in.settings(), r); // reads the raw values alone
        return new CredentialTerms(r, at);
    }

    /** Whether {@link #next} may work from these terms: they know their places in a usage. */
    boolean placed() {
        return places != null;
    }

    /** A new breakdown array holding the credential-only factors' raw values, the rest 0. */
    double[] raw() {
        return Arrays.copyOf(values, CONTRIBUTIONS); // a clone is a native call in C1 code
    }

    /** Writes {@link #raw()}'s values into {@code into}, which has one slot per subcomponent. */
    void rawInto(double[] into) {
        System.arraycopy(values, 0, into, 0, CONTRIBUTIONS);
    }

    /** The contribution of the factor at {@code position} in {@link Priorities#FACTORS}. */
    double contribution(int position) {
        return values[CONTRIBUTIONS + position];
    }

    private static int position(Component c) {
        for (int i = 0; i < Priorities.FACTORS.size(); i++) {
            if (Priorities.FACTORS.get(i).name() == c) {
                return i;
            }
        }
        throw new IllegalStateException("no factor for " + c);
    }
}
