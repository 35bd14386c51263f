package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One ranking's {@link CredentialTerms}, filed by credentials at the places of the index the last
 * rankings kept ({@link CarriedTerms}), credentials new to it at places after the index's, in the
 * order met; handed to the next ranking by {@link #keep}. Iteration-local, single-threaded.
 */
final class RankingTerms {

    /** Where the terms are carried; null where the deltas come from no usage (nothing kept, nothing given). */
    private final CarriedTerms carry;
    private final List<JobClass> classes;
    private final CarriedTerms.Kept kept;
    /** This ranking's terms by place; null where not met yet. Never a kept array: this one is handed over. */
    private CredentialTerms[] met;
    /** The credentials at places from the kept index's size on, by place; null while none. */
    private Credentials[] added;
    /** Places of the credentials the kept index does not hold; null while none. */
    private Map<Credentials, Integer> addedAt;
    private int places;
    private int count;

    RankingTerms(CarriedTerms carry, List<JobClass> classes) {
        this.carry = carry;
        this.classes = classes;
        this.kept = carry == null ? CarriedTerms.NONE : carry.kept(classes);
        this.places = kept.terms().length;
        this.met = new CredentialTerms[places];
    }

    /**
     * The terms of {@code job}'s credentials: those met before in this ranking, else worked out
     * from the kept ones where they know their places in a usage, else through the factors; null
     * for credentials first met once {@link PriorityInputs#MAX_TERMS} were.
     */
    CredentialTerms of(Job job, PriorityInputs in) {
        Credentials c = job.credentials();
        Integer at = kept.index().get(c);
        if (at == null && addedAt != null) {
            at = addedAt.get(c);
        }
        if (at != null && met[at] != null) {
            return met[at];
        }
        if (count >= PriorityInputs.MAX_TERMS) {
            return null;
        }
        count++;
        if (at != null) {
            CredentialTerms before = kept.terms()[at];
            return met[at] = before != null && before.placed() ? before.next(in) : CredentialTerms.of(job, in);
        }
        if (addedAt == null) {
            addedAt = new HashMap<>();
            added = new Credentials[8];
        }
        int place = places++;
        if (place >= met.length) {
            met = Arrays.copyOf(met, Math.max(8, 2 * met.length));
        }
        int k = place - kept.terms().length;
        if (k >= added.length) {
            added = Arrays.copyOf(added, 2 * added.length);
        }
        added[k] = c;
        addedAt.put(c, place);
        return met[place] = CredentialTerms.of(job, in);
    }

    /**
     * Hands these terms to the next ranking under the config, with the kept ones of credentials not
     * met here (all of them dropped once the index would hold more than {@link #maxKept}); false
     * where nothing was handed (no carry, no terms). This must not be asked again once it handed.
     */
    boolean keep(int maxKept) {
        if (carry == null || count == 0) {
            return false;
        }
        int old = kept.terms().length;
        CredentialTerms[] terms = met.length == places ? met : Arrays.copyOf(met, places);
        Credentials[] credentials = kept.credentials();
        Map<Credentials, Integer> index = kept.index();
        if (places > maxKept) { // only the terms met here, at places in the order of the old ones
            index = new HashMap<>();
            credentials = new Credentials[count];
            CredentialTerms[] only = new CredentialTerms[count];
            int n = 0;
            for (int p = 0; p < places; p++) {
                if (terms[p] != null) {
                    credentials[n] = p < old ? kept.credentials()[p] : added[p - old];
                    index.put(credentials[n], n);
                    only[n++] = terms[p];
                }
            }
            carry.keep(new CarriedTerms.Kept(index, credentials, only, classes));
            return true;
        }
        for (int p = 0; p < old; p++) {
            if (terms[p] == null) {
                terms[p] = kept.terms()[p];
            }
        }
        if (addedAt != null) {
            index = new HashMap<>(index);
            index.putAll(addedAt);
            credentials = Arrays.copyOf(credentials, places);
            System.arraycopy(added, 0, credentials, old, places - old);
        }
        carry.keep(new CarriedTerms.Kept(index, credentials, terms, classes));
        return true;
    }
}
