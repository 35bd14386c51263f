package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.preemption.PreemptionRules;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.qos.QosFlags;
import io.jmaui.scheduler.config.QosFlag;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stage 5 (guide 8.2, 7.1 RESERVATIONDEPTH, RESERVATIONQOSLIST, RESERVATIONPOLICY): the priority
 * pass, as Maui's queue scheduler walks it. In priority order, a job that fits now within its soft
 * limits starts; one that does not gets a job reservation at its earliest start while its QOS
 * group has reservation depth left, so lower-priority jobs can no longer delay it. The first job
 * that can neither start nor be reserved ends the starting: later jobs may still be reserved (in
 * other QOS groups) and are otherwise left to backfill. A job over a soft limit is skipped.
 * A job started while a higher-priority job waits for resources started out of order: it is
 * flagged as backfill and counts as bypassing those jobs; with BACKFILLPOLICY NONE no job starts
 * out of order (the top jobs are still reserved, for their start estimates).
 *
 * <p>The job's QOS flags (guide 7.3): NTR lets no job start after it while it waits (as
 * BACKFILLPOLICY NONE does for every job), NOBF keeps it from starting out of order, NORESERVATION
 * from ever being reserved, RESERVEALWAYS reserves it whatever RESERVATIONDEPTH, its QOS group or
 * RESERVATIONPOLICY say, without using up its group's depth.
 *
 * <p>Preemption (guide 8.4, {@link PreemptForJob}): a PREEMPTOR job that cannot start and is
 * within its limits preempts lower-priority preemptees for the hosts it then reserves from now.
 * Suspended jobs are resumed ({@link ResumeSuspended}) before each job of lower priority is tried.
 *
 * <p>Job reservations are placed best-fit in time (the nodes that become free last), so a
 * backfill job that runs past the reservation keeps the nodes that were free all along: with
 * FIRSTFIT backfill and depth 1 the result is EASY backfilling.
 */
final class SchedulePriorityJobs implements Stage {

    /** False: every eligible job is walked in rank order (the plain path {@link IdleTail} is tested against). */
    private final boolean idleTail;

    SchedulePriorityJobs() {
        this(true);
    }

    SchedulePriorityJobs(boolean idleTail) {
        this.idleTail = idleTail;
    }

    @Override
    public void apply(IterationState st) {
        List<ReservationGroup> groups = st.settings.reservationGroups();
        int[] used = new int[groups.size()];
        boolean reserving = !st.settings.reservationPolicy().equalsIgnoreCase("NEVER");
        if (st.settings.reservationPolicy().equalsIgnoreCase("HIGHEST")) {
            st.warnings.add("RESERVATIONPOLICY HIGHEST is applied as CURRENTHIGHEST: job reservations are recomputed each iteration");
        }
        boolean noBackfill = st.settings.backfillPolicy().equalsIgnoreCase("NONE");
        boolean idleJobFound = false;
        boolean blockedAbove = false;
        String firstBlocked = null;
        Job nextToRun = null; // the first QOS NTR job that waits: no job starts ahead of it
        ResumeSuspended resumer = new ResumeSuspended(st);
        Map<String, Long> priority = resumer.isEmpty() ? Map.of() : priorities(st);
        PreemptionRules rules = PreemptForJob.rules(st);
        PreemptForJob preempt = null;
        st.nothingMoreFits = NothingMoreFits.of(st);
        Unasked unasked = Unasked.applies(st, noBackfill, resumer) ? new Unasked() : null;
        boolean tail = idleTail && IdleTail.applies(st, noBackfill, resumer, rules);
        for (int k = 0; k < st.eligible.size(); k++) {
            Job job = st.eligible.get(k);
            int slot = st.eligibleSlots[k]; // writes by rank position: no index of 100,000 jobs by identity
            if (st.nothingMoreFits.reached()) {
                break;
            }
            if (!resumer.isEmpty()) {
                resumer.resumeDownTo(priority.getOrDefault(job.id(), 0L));
            }
            // built only when the job is tried: past the reservation depth most of 100,000 jobs never are
            Request q = null;
            QosFlags flags = st.qos.of(job);
            boolean inOrder = noBackfill || nextToRun != null;
            if (!idleJobFound && !(blockedAbove && inOrder)) {
                Optional<Placement> p = Optional.empty();
                if (st.mayFitNow(job) && st.mayHoldNow(job)) {
                    q = st.request(job);
                    Optional<Reason> refused = Admission.refusedWherever(st, job, false);
                    // below a blocked job (and no NTR to note) a refused job is told the same either way:
                    // the fall-through below asks throttle.check as refusedWherever did, so no verdict wanted
                    if (refused.isPresent() && (blockedAbove && (nextToRun != null || !flags.has(QosFlag.NTR))
                            || unasked != null && unasked.add(job, q) || fitsNow(st, job, q))) {
                        st.slots.reason(slot, refused.get()); // as a placement found and refused by the limits
                        continue;
                    }
                    p = refused.isPresent() ? Optional.empty() : startNow(st, job, q);
                }
                if (p.isPresent()) {
                    Admission a = Admission.of(st, job, q, p.get(), false);
                    if (a.refusal() == null) {
                        blockedAbove |= unasked != null && unasked.anyUnfit(st); // the backfill flag is read: ask now
                    }
                    if (a.refusal() != null) {
                        st.slots.reason(slot, a.refusal());
                    } else if (blockedAbove && flags.has(QosFlag.NOBF)) {
                        st.slots.reason(slot, new QosNoBackfill(job.credentials().qos(), firstBlocked));
                    } else {
                        st.start(slot, job, a.placement(), blockedAbove);
                    }
                    continue;
                }
            }
            if (!blockedAbove) {
                firstBlocked = job.id();
            }
            blockedAbove = true;
            if (unasked != null) {
                unasked.clear(); // blocked now whether or not they fit
            }
            if (nextToRun == null && flags.has(QosFlag.NTR)) {
                nextToRun = job;
            }
            Optional<Reason> limit = softLimits(st, job);
            if (limit.isPresent()) {
                st.slots.reason(slot, limit.get());
                continue;
            }
            if (rules.preemptor(flags)) {
                preempt = preempt == null ? new PreemptForJob(st) : preempt;
                q = q == null ? st.request(job) : q;
                if (preempt.attempt(job, q)) {
                    continue;
                }
            }
            int g = group(groups, job);
            // QOS RESERVEALWAYS reserves whatever the depth and policy; NORESERVATION never does (guide 7.3)
            boolean always = flags.has(QosFlag.RESERVEALWAYS) && !flags.has(QosFlag.NORESERVATION);
            if (flags.has(QosFlag.NORESERVATION) || !always && (!reserving || g < 0 || used[g] >= groups.get(g).depth())) {
                idleJobFound = true;
                if (heldBack(noBackfill, nextToRun, job) && !job.id().equals(firstBlocked)
                        && startNow(st, job, q == null ? st.request(job) : q).isPresent()) {
                    st.slots.reason(slot, held(nextToRun, job, firstBlocked));
                }
                if (tail && (!reserving || depthUsed(groups, used))) {
                    // every later job would come here too: its soft limits asked, and left as it is
                    if (!st.nothingMoreFits.reached()) { // nothing below changes what it reads
                        IdleTail.limits(st, k + 1);
                    }
                    break;
                }
                continue;
            }
            q = q == null ? st.request(job) : q;
            Optional<Placement> e = st.availability.reservationStart(q.withPolicy(NodeAllocationPolicies.lastAvailable()));
            if (e.isEmpty()) {
                st.slots.reason(slot, st.waits.resourcesShort(job, Times.INFINITY));
            } else if (e.get().start() <= st.now) {
                if (!heldBack(noBackfill, nextToRun, job)) {
                    st.start(slot, job, st.availability.startNow(q).orElse(e.get()), true);
                } else {
                    st.slots.reason(slot, held(nextToRun, job, firstBlocked));
                }
            } else {
                Reason why = st.waits.waitReason(job, q, e.get().start());
                st.reserve(slot, job, e.get());
                if (!always) {
                    used[g]++;
                }
                st.slots.reason(slot, why);
            }
        }
        resumer.resumeRest();
    }

    /**
     * The limit-refused jobs above any blocked one whose fit now is not yet asked. Plain, such a job
     * that fits is passed over, one that does not is the first blocked: the backfill flag of every
     * later start. In a decisions-only iteration without BACKFILLPOLICY NONE, QOS NTR or NOBF and
     * suspended jobs, nothing else reads that (firstBlocked is read only in their reasons and
     * tests), and the job's reason is the refusal either way (the fall-through asks throttle.check
     * as refusedWherever did): so the fit is asked only when a start reads the flag, in queue order
     * up to the first that does not fit, as the plain path would have asked it. Nothing is held in
     * between (a start asks first; a reservation or preemption comes after a blocked job, which
     * drops the question), so each answer is the one it would have had.
     */
    private static final class Unasked {
        private final List<Job> jobs = new java.util.ArrayList<>(4);
        private final List<Request> requests = new java.util.ArrayList<>(4);

        static boolean applies(IterationState st, boolean noBackfill, ResumeSuspended resumer) {
            return st.detail == Detail.DECISIONS && !noBackfill && resumer.isEmpty()
                    && !st.qos.anyHas(QosFlag.NTR) && !st.qos.anyHas(QosFlag.NOBF);
        }

        /** Notes refused job {@code job} unasked; true (its reason is the refusal). */
        boolean add(Job job, Request q) {
            jobs.add(job);
            requests.add(q);
            return true;
        }

        /** Whether one of the unasked jobs does not fit now (the plain path's first blocked); none are left. */
        boolean anyUnfit(IterationState st) {
            boolean unfit = false;
            for (int i = 0; i < jobs.size() && !unfit; i++) {
                unfit = !fitsNow(st, jobs.get(i), requests.get(i));
            }
            clear();
            return unfit;
        }

        void clear() {
            jobs.clear();
            requests.clear();
        }
    }

    /**
     * The soft limits' refusal of a job left idle. In a decisions-only iteration only its kind is
     * read (backfill's second pass takes the jobs refused by a limit), and a QUEUEJOB:FALSE job's
     * cancellation, which quotes it, is the one reader of its numbers: without such a job none are
     * worked out ({@link Throttle#check(Job, boolean, List, boolean)}).
     */
    static Optional<Reason> softLimits(IterationState st, Job job) {
        return st.throttle.check(job, false, List.of(), st.detail != Detail.DECISIONS || job.noQueue());
    }

    /** Whether every reservation group has used its depth. */
    private static boolean depthUsed(List<ReservationGroup> groups, int[] used) {
        for (int g = 0; g < used.length; g++) {
            if (used[g] < groups.get(g).depth()) {
                return false;
            }
        }
        return true;
    }

    /** No job starts out of order: under BACKFILLPOLICY NONE, or behind QOS NTR job {@code ntr} while it waits. */
    private static boolean heldBack(boolean noBackfill, Job ntr, Job job) {
        return noBackfill || ntr != null && ntr != job;
    }

    /** Why {@code job}, which would fit, waits: QOS NTR job {@code ntr} runs next, else BACKFILLPOLICY NONE. */
    private static Reason held(Job ntr, Job job, String firstBlocked) {
        return ntr != null && ntr != job ? new WaitsForNextToRun(ntr.credentials().qos(), ntr.id())
                : new WaitsForPriorityJob(firstBlocked);
    }

    private static Map<String, Long> priorities(IterationState st) {
        Map<String, Long> out = new HashMap<>();
        for (JobPriority p : st.priorities) {
            out.put(p.jobId(), p.priority());
        }
        return out;
    }

    static Optional<Placement> startNow(IterationState st, Job job, Request q) {
        Attempt a = Attempt.of(st, job, null);
        return a == null ? Optional.empty() : a.noted(st.availability.startNow(q));
    }

    /**
     * Whether {@link #startNow} would place the job, without choosing its hosts: for a job its
     * limits refuse wherever it goes ({@link Admission#refusedWherever}). Same cache as there,
     * and a job of its kind no smaller and no shorter found to fit since the last hold answers yes
     * ({@link FitCache}).
     */
    static boolean fitsNow(IterationState st, Job job, Request q) {
        Attempt a = Attempt.of(st, job, q);
        return a != null && (a.known || a.noted(st.availability.fitsNow(q) ? Optional.of(q) : Optional.empty()).isPresent());
    }

    /**
     * One question of a start now, asked unless the free procs or the refusal cache already say
     * no ({@link #of} is then null: this iteration found no room for a job of the same kind, as
     * many tasks or fewer, as long or shorter); the search's answer is {@link #noted}, an empty one
     * into that cache. For a verdict only ({@code fitsOnly}, the job's request; null when hosts are
     * wanted) the fit cache may say yes first ({@link #known}), and a yes goes into it. The caller
     * asks the search itself: a search handed in as a lambda capturing the request is made through
     * a method handle in C1 code, which a simulation's early runs mostly execute, at every attempt.
     */
    private static final class Attempt {
        private final IterationState st;
        private final Job job;
        private final long access;
        private final long walltime;
        private final FitCache.Key kind;
        private final long holds;
        /** The fit cache said yes: no search. */
        final boolean known;

        private Attempt(IterationState st, Job job, long access, long walltime, FitCache.Key kind, long holds,
                        boolean known) {
            this.st = st;
            this.job = job;
            this.access = access;
            this.walltime = walltime;
            this.kind = kind;
            this.holds = holds;
            this.known = known;
        }

        static Attempt of(IterationState st, Job job, Request fitsOnly) {
            if (!st.mayFitNow(job)) {
                return null;
            }
            long access = st.requests.cacheable(job) ? st.reservationAccess(job) : -1;
            long w = st.planned(job);
            if (st.refusals.refuses(job, w, access)) {
                return null;
            }
            FitCache.Key kind = fitsOnly == null ? null : st.requests.fitKind(job, fitsOnly, access);
            long holds = st.availability.holds();
            return new Attempt(st, job, access, w, kind, holds, st.fits.fits(kind, job.tasks(), w, holds));
        }

        <T> Optional<T> noted(Optional<T> found) {
            if (found.isEmpty()) {
                st.refusals.refused(job, walltime, access);
            } else {
                st.fits.fitted(kind, job.tasks(), walltime, holds);
            }
            return found;
        }
    }

    private static int group(List<ReservationGroup> groups, Job job) {
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).admits(job.credentials().qos())) {
                return g;
            }
        }
        return -1;
    }
}
