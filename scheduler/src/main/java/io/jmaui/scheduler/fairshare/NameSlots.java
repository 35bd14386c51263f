package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.FairshareWindowNames;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import java.util.List;

/**
 * Where each job the last charge of the current window met finds its credentials' names among
 * that window's names, kind by kind ({@link FairshareWindowNames.Charging#slot}), given again to
 * the next charge for the same job objects while each kind's names are the same ones. The
 * simulator charges the current window at every event, and looking each running job's five names
 * up again (a binary search of strings each) was most of the charge; between two events the
 * running jobs are mostly the same objects (a job is immutable: a start or an end is a new one),
 * and the names change only when a credential is charged for the first time in the window.
 *
 * <p>A memo, checked at each use, never state: a slot is a function of the job's names and the
 * names searched, the same objects give the same slot, and the charge adds to a slot exactly what
 * it added to the name found there, in the same order. One immutable entry behind a volatile field
 * per config: charges under one config from several threads at worst look names up again.
 */
final class NameSlots {

    private static final CredentialKind[] KIND = CredentialKind.values();
    private static final int KINDS = KIND.length;
    /** The job's name of the kind is not among the names: charged by name, as new to the window. */
    static final int NEW = -1;
    /** The job has no name of the kind: nothing is charged to it. */
    static final int NO_NAME = -2;
    /** The job was not charged, so its names were not looked up (in its first kind's place). */
    static final int UNKNOWN = -3;
    /** How far past the job expected next the last charge's jobs are searched for a job (ended jobs skipped). */
    private static final int LOOKAHEAD = 4;

    /** Per kind, what the slots are places in ({@link FairshareWindowNames.Charging#slotsOf}); null for no names. */
    private final Object[] names;
    private final Job[] jobs;
    /** {@code KINDS} per job, in the jobs' order: a slot, {@link #NEW}, {@link #NO_NAME} or {@link #UNKNOWN}. */
    private final int[] slots;

    NameSlots(Object[] names, Job[] jobs, int[] slots) {
        this.names = names;
        this.jobs = jobs;
        this.slots = slots;
    }

    /** Holds the last charge's slots under one config. */
    static final class Carry {
        volatile NameSlots last;
    }

    /**
     * Charges each of {@code jobs} its usage of {@code [from, to)} to its names in {@code byKind}
     * (by kind ordinal; a kind's map made from no names where it has none), in the jobs' order, as
     * the plain accrual charges them; returns {@code total} plus that usage, added job by job.
     */
    static double charge(Carry carry, FairshareWindowNames.Charging[] byKind, List<Job> jobs, FsMetric metric,
                         Resources capacity, long from, long to, double total) {
        Object[] names = new Object[KINDS];
        for (int k = 0; k < KINDS; k++) {
            names[k] = byKind[k] == null ? null : byKind[k].slotsOf();
        }
        NameSlots last = carry.last;
        if (last != null && !last.placesIn(names)) {
            last = null;
        }
        int[] slots = new int[jobs.size() * KINDS];
        Job[] met = new Job[jobs.size()];
        boolean same = last != null && last.jobs.length == met.length;
        int expected = 0;
        for (int j = 0; j < met.length; j++) { // indexed: a list's iterator is one class shared by every list
            Job job = jobs.get(j);
            met[j] = job;
            int at = last == null ? -1 : last.find(job, expected);
            if (at >= 0) {
                last.copy(at, slots, j * KINDS);
                expected = at + 1;
            } else {
                slots[j * KINDS] = UNKNOWN;
            }
            same &= at == j;
            double used = Fairshare.used(job, Fairshare.rate(metric, job, capacity), from, to);
            if (used <= 0) {
                continue;
            }
            if (slots[j * KINDS] == UNKNOWN) {
                lookUp(job, byKind, slots, j * KINDS);
                same = false;
            }
            for (int k = 0; k < KINDS; k++) {
                int slot = slots[j * KINDS + k];
                if (slot >= 0) {
                    byKind[k].addAt(slot, used);
                } else if (slot == NEW) { // a name new to the window, charged by name
                    if (byKind[k] == null) {
                        byKind[k] = FairshareWindowNames.charging(null);
                    }
                    byKind[k].add(job.credentials().of(KIND[k]), used);
                }
            }
            total += used;
        }
        if (!same) {
            carry.last = new NameSlots(names, met, slots);
        }
        return total;
    }

    /** The slots of {@code job}'s names, kind by kind, into {@code slots} from {@code at}. */
    private static void lookUp(Job job, FairshareWindowNames.Charging[] byKind, int[] slots, int at) {
        for (int k = 0; k < KINDS; k++) {
            String name = job.credentials().of(KIND[k]);
            int slot = name == null || byKind[k] == null ? -1 : byKind[k].slot(name); // no map: no names yet
            slots[at + k] = name == null ? NO_NAME : slot >= 0 ? slot : NEW;
        }
    }

    /** Whether these slots are places in {@code names} (per kind, as {@link #names} holds them). */
    boolean placesIn(Object[] names) {
        for (int k = 0; k < KINDS; k++) {
            if (this.names[k] != names[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The index of {@code job} among these jobs, searched from {@code expected} (where the job
     * after the last one found would be) a few jobs on; -1 where it is not there.
     */
    int find(Job job, int expected) {
        for (int i = expected, end = Math.min(jobs.length, expected + LOOKAHEAD); i < end; i++) {
            if (jobs[i] == job) {
                return i;
            }
        }
        return -1;
    }

    /** Copies the slots of the job at {@code index} to {@code to} at {@code at}. */
    void copy(int index, int[] to, int at) {
        System.arraycopy(slots, index * KINDS, to, at, KINDS);
    }
}
