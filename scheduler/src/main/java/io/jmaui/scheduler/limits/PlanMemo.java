package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.Arrays;

/**
 * The active limits' plans ({@link LimitCheck#plan}) one {@link Limits} made since its last charge,
 * by the credential numbers a plan reads: the QOS (its overrides and exemptions decide whether a
 * plan is made) and each kind some limit is set for ({@link LimitBook#limits}). A plan is a function
 * of those numbers, the pass and the usage, which only a charge changes; the names its reasons give
 * are the names of those numbers. So a job whose credentials object is another one but whose
 * numbers are the same gets the plan made before: the daemon maps every job with a credentials
 * object of its own, and {@link Limits#eligible} made one plan per job, 100,000 per iteration.
 *
 * <p>Keyed by the numbers packed into a {@code long} (with the pass); a job with a number too large
 * to pack is not looked up ({@link #key} 0) and gets a plan made for it, as without a memo.
 */
final class PlanMemo {

    /** Stands for a plan that cannot be made ({@link LimitCheck#plan} null). */
    private static final Object NO_PLAN = new Object();
    /** Room for the few plans of a simulator's event (it builds a memo at every event); the daemon's grow. */
    private static final int INITIAL = 16;
    private static final int INITIAL_SHIFT = 64 - Integer.numberOfTrailingZeros(INITIAL);

    /** The kinds whose numbers make the key: QOS first, then each kind a limit is set for. */
    private final CredentialKind[] read;
    private final int bits;
    /** Made at the first plan: the simulator builds a memo at every event and clears it at every start. */
    private long[] keys;
    private Object[] plans;
    private int size;
    /** 64 - log2(capacity): a slot is the top bits of the mixed key. */
    private int shift = INITIAL_SHIFT;

    PlanMemo(LimitBook book) {
        // the kinds counted into an array of their own, not a list's toArray(new CredentialKind[0]): that
        // call site, shared with every other array class, had C2 throw Limits.<init>'s code away (class_check)
        CredentialKind[] all = CredentialIndex.KINDS;
        CredentialKind[] kinds = new CredentialKind[all.length];
        int n = 0;
        kinds[n++] = CredentialKind.QOS;
        for (CredentialKind k : all) {
            if (k != CredentialKind.QOS && book.limits(k)) {
                kinds[n++] = k;
            }
        }
        // not Arrays.copyOf, a reflective array allocation for a CredentialKind[] in C1 code
        read = new CredentialKind[n];
        System.arraycopy(kinds, 0, read, 0, n);
        bits = 61 / read.length; // a leading 1 and the pass take the other three bits
    }

    /**
     * The plan of {@link LimitCheck#plan} for the job of {@code ids} in {@code pass} against
     * {@code usage}, the one kept where its numbers were asked before (null: none can be made).
     */
    LimitCheck.Plan of(LimitBook book, CredentialIds ids, LimitPass pass, UsageTable usage) {
        long key = key(ids, pass);
        if (key == 0) {
            return LimitCheck.plan(book, ids, false, pass, usage);
        }
        if (keys == null) {
            keys = new long[INITIAL];
            plans = new Object[INITIAL];
        }
        int i = find(key);
        Object kept = plans[i];
        if (kept == null) {
            LimitCheck.Plan p = LimitCheck.plan(book, ids, false, pass, usage);
            keys[i] = key;
            plans[i] = p == null ? NO_PLAN : p;
            if (++size * 2 > keys.length) {
                grow();
            }
            return p;
        }
        return kept == NO_PLAN ? null : (LimitCheck.Plan) kept;
    }

    /** The key of the job of {@code ids} in {@code pass}; 0 where a number is too large to pack. */
    private long key(CredentialIds ids, LimitPass pass) {
        long key = 2L | pass.ordinal();
        long limit = 1L << bits;
        for (CredentialKind k : read) {
            long id = ids.id(k) + 1L; // -1 (no such credential) packs as 0
            if (id >= limit) {
                return 0;
            }
            key = key << bits | id;
        }
        return key;
    }

    /** Forgets every plan: a charge changed the usage they read. */
    void clear() {
        if (size > 0) {
            if (keys.length == INITIAL) { // emptied in place: a start clears it, and most iterations keep a few plans
                Arrays.fill(plans, null);
            } else {
                keys = new long[INITIAL];
                plans = new Object[INITIAL];
                shift = INITIAL_SHIFT;
            }
            size = 0;
        }
    }

    private int find(long key) {
        int mask = keys.length - 1;
        int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
        while (plans[i] != null && keys[i] != key) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private void grow() {
        long[] oldKeys = keys;
        Object[] oldPlans = plans;
        keys = new long[oldKeys.length * 2];
        plans = new Object[keys.length];
        shift--;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldPlans[j] != null) {
                int i = find(oldKeys[j]);
                keys[i] = oldKeys[j];
                plans[i] = oldPlans[j];
            }
        }
    }
}
