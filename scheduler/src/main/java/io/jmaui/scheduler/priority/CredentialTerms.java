package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.Arrays;
import java.util.List;

/**
 * What the credential-only factors ({@link PriorityFactor#perCredentials}: CRED and FS) give every
 * job of one set of credentials in one iteration: their raw subcomponent values, laid in a
 * breakdown array that each job of those credentials starts from, and their contributions by
 * factor position. Worked out with the first such job, through the factors themselves, so the
 * values are exactly those each job would get on its own. Immutable once built.
 */
final class CredentialTerms {

    private final double[] raw;
    private final double[] contributions;

    private CredentialTerms(double[] raw, double[] contributions) {
        this.raw = raw;
        this.contributions = contributions;
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
        return new CredentialTerms(raw, contributions);
    }

    /** A new breakdown array holding the credential-only factors' raw values, the rest 0. */
    double[] raw() {
        return Arrays.copyOf(raw, raw.length); // a clone is a native call in C1 code
    }

    /** Writes {@link #raw()}'s values into {@code into}, which has one slot per subcomponent. */
    void rawInto(double[] into) {
        System.arraycopy(raw, 0, into, 0, raw.length);
    }

    /** The contribution of the factor at {@code position} in {@link Priorities#FACTORS}. */
    double contribution(int position) {
        return contributions[position];
    }
}
