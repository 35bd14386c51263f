package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.Arrays;

/**
 * One job's credential numbers ({@link CredentialIndex}), each looked up the first time a check
 * asks for it: a check that stops at the user's limit never looks up the job's other names.
 * Mutable scratch, {@link #reset} for each job; {@link Limits} keeps one per iteration.
 */
final class CredentialIds {

    private static final int UNKNOWN = -2;

    private final CredentialIndex index;
    private final int[] ids = new int[CredentialIndex.KINDS.length];
    private Credentials credentials;

    CredentialIds(CredentialIndex index) {
        this.index = index;
    }

    /** Starts over for a job with credentials {@code c}. */
    CredentialIds reset(Credentials c) {
        credentials = c;
        Arrays.fill(ids, UNKNOWN);
        return this;
    }

    Credentials credentials() {
        return credentials;
    }

    /** The job's number for credential kind {@code k}, -1 when it has none. */
    int id(CredentialKind k) {
        int i = k.ordinal();
        int id = ids[i];
        if (id == UNKNOWN) {
            id = index.id(k, credentials.of(k));
            ids[i] = id;
        }
        return id;
    }
}
