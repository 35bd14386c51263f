package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.JobClass;

import java.util.List;
import java.util.Map;

/**
 * The last rankings' {@link CredentialTerms} under one maui.cfg, by credentials, for the next
 * ranking to work from ({@link CredentialTerms#next}) rather than from the factors. An overloaded
 * queue under fairshare holds some 200 users' jobs, and building every user's terms afresh at every
 * full iteration (five credential priorities and five fairshare deltas, each found by name) was a
 * fifth of such a simulation (synthetic:256:1:6000:2 reslimits, tier 3).
 *
 * <p>The terms lie in an array, each credentials' at the place an index by credentials gives, and a
 * ranking files its own by the same places ({@link RankingTerms}): one hash look-up per credentials
 * and ranking, where a map of the ranking's own cost a look-up and an insertion besides the kept
 * map's look-up (~5 % of that simulation). A ranking that meets credentials the index does not hold
 * keeps a new index, those appended in the order met; a credentials' terms stay where a ranking did
 * not meet them, from the last ranking that did.
 *
 * <p>A memo, checked at each use: the terms are given only to a ranking of snapshots with the same
 * classes (a class's CRED priority may be its PBS queue's), whose deltas come from a usage, and each
 * delta's place is checked against that usage, however many rankings ago it was found. One
 * immutable entry behind a volatile field: rankings under one config from several threads at worst
 * work terms out again.
 */
final class CarriedTerms {

    private volatile Kept last;

    /**
     * The terms of the last rankings, never changed once kept: {@code terms[index.get(c)]} those
     * of credentials {@code c}, who are {@code credentials} at that place; and the classes of their
     * snapshots.
     */
    record Kept(Map<Credentials, Integer> index, Credentials[] credentials, CredentialTerms[] terms,
                List<JobClass> classes) {
    }

    /** No terms: every credentials new. */
    static final Kept NONE = new Kept(Map.of(), new Credentials[0], new CredentialTerms[0], List.of());

    private static final Derived<CarriedTerms> CARRIED = Derived.of(c -> new CarriedTerms());

    /** The carry of {@code cfg}. */
    static CarriedTerms of(MauiConfig cfg) {
        return cfg.derived(CARRIED);
    }

    /** The terms kept for snapshots of {@code classes}; {@link #NONE} where none are. */
    Kept kept(List<JobClass> classes) {
        Kept k = last;
        return k != null && k.classes.equals(classes) ? k : NONE;
    }

    /** Keeps {@code kept}, handed over: the caller never changes its map or arrays afterwards. */
    void keep(Kept kept) {
        last = kept;
    }
}
