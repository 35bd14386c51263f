package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.JobClass;

import java.util.List;
import java.util.Map;

/**
 * The last ranking's {@link CredentialTerms} under one maui.cfg, by credentials, for the next
 * ranking to work from ({@link CredentialTerms#next}) rather than from the factors. An overloaded
 * queue under fairshare holds some 200 users' jobs, and building every user's terms afresh at every
 * full iteration (five credential priorities and five fairshare deltas, each found by name) was a
 * fifth of such a simulation (synthetic:256:1:6000:2 reslimits, tier 3).
 *
 * <p>A memo, checked at each use: the terms are given only to a ranking of snapshots with the same
 * classes (a class's CRED priority may be its PBS queue's), whose deltas come from a usage, and each
 * delta's place is checked against that usage. One immutable entry behind a volatile field: rankings
 * under one config from several threads at worst work terms out again.
 */
final class CarriedTerms {

    private volatile Kept last;

    /** The terms of one ranking, never changed once kept, and the classes of its snapshot. */
    private record Kept(Map<Credentials, CredentialTerms> terms, List<JobClass> classes) {
    }

    /** The carry of {@code cfg}. */
    static CarriedTerms of(MauiConfig cfg) {
        return cfg.derived(CarriedTerms.class, c -> new CarriedTerms());
    }

    /** The terms kept for snapshots of {@code classes}; an empty map where none are. */
    Map<Credentials, CredentialTerms> kept(List<JobClass> classes) {
        Kept k = last;
        return k != null && k.classes.equals(classes) ? k.terms : Map.of();
    }

    /** Keeps {@code terms}, handed over: the caller never changes the map afterwards. */
    void keep(Map<Credentials, CredentialTerms> terms, List<JobClass> classes) {
        last = new Kept(terms, classes);
    }
}
