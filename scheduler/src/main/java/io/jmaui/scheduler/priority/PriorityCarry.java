package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one decisions-only ranking leaves the next: for each job it scored, in the order scored,
 * the contributions of the factors whose inputs do not move with time ({@link PriorityFactor#fixedFor}:
 * RES, USAGE for a job not running, TARGET for a job whose QOS sets no target) and the slot of its credentials in a table carried along
 * ({@link CredentialSlots}). The simulator's next event ranks nearly the same queue: a job found
 * again takes those contributions instead of working them out, and its credentials' terms from
 * the slot instead of a lookup keyed by five names; its time terms (SERV, TARGET) and the
 * credentials' terms (fairshare moves) are worked out as before, and the contributions are added
 * in the same order, so every priority is the same to the bit.
 *
 * <p>A cache, checked at every use: the settings must be the same object (one per maui.cfg) and
 * the cluster's configured resources equal, else nothing is taken; a job is found again by id,
 * walking both lists in order (the queue keeps its order; jobs leave it and new ones come at the
 * end), and its carried values are taken only when it is the same object or asks for the same
 * ({@link #sameFixedInputs}). A job not found is scored in full. Immutable once built.
 */
public final class PriorityCarry {

    /** Nothing carried: the first iteration, or a caller that keeps nothing. */
    public static final PriorityCarry NONE = new PriorityCarry(null, null, new Job[0], new double[0], new int[0],
            new int[0], CredentialSlots.EMPTY);

    /** How far ahead of the expected position a job is looked for: jobs that left the queue in a row. */
    static final int LOOKAHEAD = 16;

    private final PrioritySettings settings;
    private final Resources clusterTotal;
    private final Job[] jobs;
    /** {@code fixed[i * FACTORS + f]}: job {@code i}'s contribution of factor {@code f}, when {@code masks[i]} has bit f. */
    private final double[] fixed;
    private final int[] masks;
    /** The slot of job {@code i}'s credentials in {@link #slots}; -1 for none. */
    private final int[] credentialSlots;
    private final CredentialSlots slots;

    private PriorityCarry(PrioritySettings settings, Resources clusterTotal, Job[] jobs, double[] fixed, int[] masks,
                          int[] credentialSlots, CredentialSlots slots) {
        this.settings = settings;
        this.clusterTotal = clusterTotal;
        this.jobs = jobs;
        this.fixed = fixed;
        this.masks = masks;
        this.credentialSlots = credentialSlots;
        this.slots = slots;
    }

    /** How many jobs this carry holds values for. */
    public int size() {
        return jobs.length;
    }

    /**
     * True when the carried contributions of {@code old} hold for {@code now}, the same job seen
     * again: it asks for the same tasks, resources, nodes and walltime (all that RES reads) and
     * is as much running as it was (USAGE of a job not running reads nothing of it; TARGET of a
     * job whose QOS sets no target reads nothing of it either).
     */
    static boolean sameFixedInputs(Job old, Job now) {
        return old == now || old.tasks() == now.tasks() && old.nodes() == now.nodes() && old.walltime() == now.walltime()
                && (old.perTask() == now.perTask() || old.perTask().equals(now.perTask()))
                && old.extraReqs().equals(now.extraReqs())
                && old.state().isActive() == now.state().isActive() && old.startTime() == now.startTime();
    }

    /** The ranking of one iteration, reading this carry and building the next. Single-threaded. */
    final class Pass {
        private final PriorityInputs in;
        private final boolean usable;
        private final int factors = Priorities.FACTORS.size();
        private final Job[] nextJobs;
        private final double[] nextFixed;
        private final int[] nextMasks;
        private final int[] nextSlots;
        /** The old table, or a new one when it was full or the settings changed: then no carried slot holds. */
        private final boolean keepSlots;
        private CredentialSlots nextTable;
        private boolean ownTable;
        private CredentialTerms[] terms;
        private int cursor;
        private int n;

        Pass(PriorityInputs in, int expected) {
            this.in = in;
            this.usable = settings == in.settings() && clusterTotal != null && clusterTotal.equals(in.clusterTotal());
            this.nextJobs = new Job[expected];
            this.nextFixed = new double[expected * factors];
            this.nextMasks = new int[expected];
            this.nextSlots = new int[expected];
            this.keepSlots = usable && !slots.full();
            this.nextTable = keepSlots ? slots : CredentialSlots.EMPTY;
            this.terms = new CredentialTerms[Math.max(16, nextTable.size())];
        }

        /** The position of {@code job} in the carried lists, -1 when not found. */
        private int find(Job job) {
            if (!usable) {
                return -1;
            }
            String id = job.id();
            int end = Math.min(jobs.length, cursor + LOOKAHEAD);
            for (int k = cursor; k < end; k++) {
                String other = jobs[k].id();
                if (other == id || other.equals(id)) {
                    cursor = k + 1;
                    return k;
                }
            }
            return -1;
        }

        /** {@code job}'s bounded priority; records what the next iteration may take. */
        long score(Job job, double[] scratch) {
            int k = find(job);
            Job old = k < 0 ? null : jobs[k];
            boolean same = old != null && sameFixedInputs(old, job);
            int slot = -1;
            if (old != null && credentialSlots[k] >= 0 && keepSlots
                    && (old.credentials() == job.credentials() || old.credentials().equals(job.credentials()))) {
                slot = credentialSlots[k];
            } else {
                slot = slotOf(job.credentials());
            }
            CredentialTerms ct = null;
            if (slot >= 0) {
                if (slot >= terms.length) {
                    terms = Arrays.copyOf(terms, Math.max(slot + 1, 2 * terms.length));
                }
                ct = terms[slot];
                if (ct == null) {
                    ct = CredentialTerms.of(job, in);
                    terms[slot] = ct;
                }
                ct.rawInto(scratch);
            } else {
                Arrays.fill(scratch, 0);
            }
            int base = n * factors;
            int mask = 0;
            double sum = 0;
            List<PriorityFactor> fs = Priorities.FACTORS;
            for (int i = 0; i < factors; i++) {
                PriorityFactor f = fs.get(i);
                double c;
                if (ct != null && f.perCredentials()) {
                    c = ct.contribution(i);
                } else if (f.fixedFor(job, in)) {
                    c = same && (masks[k] & 1 << i) != 0 ? fixed[k * factors + i] : f.contribution(job, in, scratch);
                    nextFixed[base + i] = c;
                    mask |= 1 << i;
                } else {
                    c = f.contribution(job, in, scratch);
                }
                sum += c; // the same additions in the same order as Priorities.sum
            }
            nextJobs[n] = job;
            nextMasks[n] = mask;
            nextSlots[n] = slot;
            n++;
            return PriorityBounds.apply(sum, job.systemPriority(), in.settings().negativeAllowed());
        }

        /** The slot of {@code c}, added to the table when new; -1 when the table is full. */
        private int slotOf(Credentials c) {
            int s = nextTable.slot(c);
            if (s >= 0 || nextTable.full()) {
                return s;
            }
            if (!ownTable) { // the carried table stays as an older carry knows it
                nextTable = nextTable.copy();
                ownTable = true;
            }
            return nextTable.add(c);
        }

        /** What the next iteration starts from. */
        PriorityCarry next() {
            if (n == nextJobs.length) { // every job was scored: the arrays as they are
                return new PriorityCarry(in.settings(), in.clusterTotal(), nextJobs, nextFixed, nextMasks, nextSlots,
                        nextTable);
            }
            return new PriorityCarry(in.settings(), in.clusterTotal(), Arrays.copyOf(nextJobs, n),
                    Arrays.copyOf(nextFixed, n * factors), Arrays.copyOf(nextMasks, n), Arrays.copyOf(nextSlots, n),
                    nextTable);
        }
    }

    /**
     * Distinct credentials by slot, append-only across iterations: an iteration that meets new
     * credentials adds them to a copy, so an older carry's table stays as it was and every slot
     * keeps its meaning. At most {@link #MAX} (the iteration's
     * own cap on credential terms, {@link PriorityInputs#MAX_TERMS}); once full, the next
     * iteration starts a new one.
     */
    static final class CredentialSlots {
        static final int MAX = PriorityInputs.MAX_TERMS;
        static final CredentialSlots EMPTY = new CredentialSlots(Map.of());

        private final Map<Credentials, Integer> slots;

        private CredentialSlots(Map<Credentials, Integer> slots) {
            this.slots = slots;
        }

        boolean full() {
            return slots.size() >= MAX;
        }

        int slot(Credentials c) {
            Integer s = slots.get(c);
            return s == null ? -1 : s;
        }

        int size() {
            return slots.size();
        }

        CredentialSlots copy() {
            return new CredentialSlots(new HashMap<>(slots));
        }

        /** Adds {@code c} to a table of one's own ({@link #copy}); its slot. */
        int add(Credentials c) {
            int s = slots.size();
            slots.put(c, s);
            return s;
        }
    }
}
