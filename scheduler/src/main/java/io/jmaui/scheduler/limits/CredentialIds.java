package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

/**
 * One job's credential numbers ({@link CredentialIndex}), each looked up the first time a check
 * asks for it: a check that stops at the user's limit never looks up the job's other names.
 * Mutable scratch, {@link #reset} for each job; {@link Limits} keeps one per iteration.
 */
final class CredentialIds {

    private final CredentialIndex index;
    private final int[] ids = new int[CredentialIndex.KINDS.length];
    /** Bit {@code k.ordinal()}: {@code ids[k.ordinal()]} is looked up. */
    private int known;
    private Credentials credentials;

    CredentialIds(CredentialIndex index) {
        this.index = index;
    }

    /**
     * Starts over for a job with credentials {@code c}. The numbers already looked up are kept when
     * {@code c} is the last job's credentials object (the simulator gives every job of one user,
     * group, account and class one): a name's number never changes in its index.
     */
    CredentialIds reset(Credentials c) {
        if (c != credentials) {
            credentials = c;
            known = 0;
        }
        return this;
    }

    Credentials credentials() {
        return credentials;
    }

    /** The job's number for credential kind {@code k}, -1 when it has none. */
    int id(CredentialKind k) {
        int i = k.ordinal();
        if ((known & (1 << i)) != 0) {
            return ids[i];
        }
        int id = index.id(k, credentials.of(k));
        ids[i] = id;
        known |= 1 << i;
        return id;
    }
}
