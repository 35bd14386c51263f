package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.backfill.BackfillMetric;
import io.jmaui.scheduler.backfill.BackfillRun;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One backfill pass as the policy sees it ({@link BackfillJobs}): its candidates, and each start
 * attempt checked against the availability and the pass's limits.
 */
final class BackfillPass implements BackfillRun {
    private final IterationState st;
    /** Not started: built so, and filtered again only after this pass started one. */
    private List<Job> candidates;
    private boolean startedSome;
    /**
     * The procs free now in the aggregate ({@link io.jmaui.scheduler.availability.Availability#freeProcsNow}),
     * read on the first candidate and again only after this pass started a job: nothing else a
     * pass does holds anything. -1: to be read.
     */
    private long freeNow = -1;
    /** Whether admin or standing reservations hold anything: none is placed while backfill runs. */
    private final boolean reservations;
    private final boolean hard;
    private final BackfillMetric metric;

    BackfillPass(IterationState st, List<Job> candidates, boolean hard, BackfillMetric metric) {
        this.st = st;
        this.candidates = Collections.unmodifiableList(candidates);
        this.hard = hard;
        this.metric = metric;
        this.reservations = st.availability.hasReservations();
    }

    @Override
    public long now() {
        return st.now;
    }

    @Override
    public List<Job> candidates() {
        if (startedSome) {
            candidates = candidates.stream().filter(j -> !st.isStarted(j)).toList();
            startedSome = false;
        }
        return candidates;
    }

    @Override
    public List<BackfillWindow> windows() {
        return st.availability.windows(BackfillJobs.anyNode(st));
    }

    @Override
    public boolean tryStart(Job job) {
        if (!mayFitNow(job) || st.isStarted(job) || !st.mayHoldNow(job)) {
            return false;
        }
        Request q = st.request(job);
        Optional<Reason> refused = Admission.refusedWherever(st, job, hard);
        if (refused.isPresent()) {
            if (readsReason(job) && SchedulePriorityJobs.fitsNow(st, job, q)) {
                st.reason(job, refused.get()); // as a placement found and refused by the limits
            }
            return false;
        }
        return admit(job, q, SchedulePriorityJobs.startNow(st, job, q), false);
    }

    /**
     * Whether a reason this pass gives {@code job} is read: the soft pass's choose the hard pass's
     * candidates; after the hard pass only a FULL iteration (Summarize, the result) or a
     * QUEUEJOB:FALSE job's cancellation reads one, so there the limits' verdict needs no fit.
     */
    private boolean readsReason(Job job) {
        return !hard || st.detail != Detail.DECISIONS || job.noQueue();
    }

    /** Starts {@code job} at placement {@code p} if there is one and its limits of this pass allow. */
    private boolean admit(Job job, Request q, Optional<Placement> p, boolean preemptible) {
        if (p.isEmpty()) {
            return false;
        }
        Admission a = Admission.of(st, job, q, p.get(), hard);
        if (a.refusal() != null) {
            st.reason(job, a.refusal());
            return false;
        }
        st.start(job, a.placement(), true, preemptible);
        startedSome = true;
        freeNow = -1;
        return true;
    }

    /**
     * {@link IterationState#mayFitNow} with the procs free now read once per start: a job within
     * them may fit, and without reservations (no reserved room to count) a job beyond them may
     * not, each as it answers. On a machine kept full by a long queue every candidate is refused
     * here, and asking the aggregate's timeline for each of ~900 queued jobs at every event was
     * 5 % of a run (synthetic:256:1:10000:2, default).
     */
    private boolean mayFitNow(Job job) {
        if (freeNow < 0) {
            freeNow = st.availability.freeProcsNow();
        }
        int procs = job.procs();
        if (procs <= freeNow) {
            return true;
        }
        return reservations && st.mayFitNow(job);
    }

    @Override
    public boolean tryStartPreemptible(Job job) {
        if (job.isMultiReq()) {
            return tryStart(job); // its parts are planned for their whole walltime, as any backfill job
        }
        if (st.isStarted(job) || !mayFitNow(job)) {
            return false;
        }
        Request q = st.request(job).withWalltime(1);
        return admit(job, q, st.availability.startNow(q), true);
    }

    @Override
    public java.util.Comparator<Job> preemptibleOrder() {
        return PreemptForJob.backfillPriority(st).startOrder();
    }

    @Override
    public long walltime(Job job) {
        return st.planned(job);
    }

    @Override
    public BackfillMetric metric() {
        return metric;
    }

    @Override
    public int chunkSize() {
        return st.settings.bfChunkSize();
    }

    @Override
    public long chunkDuration() {
        return st.settings.bfChunkDuration();
    }

    @Override
    public long chunkBlockedSince() {
        return st.chunkBlockedSince;
    }

    @Override
    public void chunkBlockedSince(long t) {
        st.chunkBlockedSince = t;
    }

    @Override
    public void chunked(Job job, long until) {
        st.reason(job, new BackfillChunked(st.settings.bfChunkSize(), until));
    }
}
