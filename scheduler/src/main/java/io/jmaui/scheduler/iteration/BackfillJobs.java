package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.backfill.BackfillMetric;
import io.jmaui.scheduler.backfill.BackfillPolicies;
import io.jmaui.scheduler.backfill.BackfillPolicy;
import io.jmaui.scheduler.backfill.BackfillRun;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Stage 6 (guide 8.2): backfill. Two passes, as Maui makes them: first the jobs within their
 * soft limits, then the jobs only within their hard limits. Candidates are the eligible jobs that
 * neither started nor got a job reservation, in priority order, at most BACKFILLDEPTH of them
 * (0 = all), then put in BACKFILLORDER's order; BACKFILLPOLICY picks among them; every start is
 * checked against the availability, which holds all reservations, so no reserved job is delayed.
 * Jobs whose QOS has NOBF are never candidates; while a job of a QOS with NTR waits, nothing is
 * backfilled (no job starts ahead of the job that runs next).
 */
final class BackfillJobs implements Stage {

    @Override
    public void apply(IterationState st) {
        Job ntr = waitingNextToRun(st);
        if (ntr != null) {
            holdBehind(st, ntr);
            return;
        }
        BackfillPolicy policy = BackfillPolicies.of(st.settings.backfillPolicy());
        BackfillMetric metric = BackfillMetric.of(st.settings.backfillMetric());
        List<Job> soft = new ArrayList<>();
        List<Job> hard = new ArrayList<>();
        int depth = st.settings.backfillDepth();
        String waiting = null;
        for (Job j : st.eligible) {
            if (depth > 0 && soft.size() + hard.size() >= depth) {
                break;
            }
            if (st.started.contains(j.id())) {
                continue;
            }
            if (noBackfill(st, j)) {
                if (waiting != null && SchedulePriorityJobs.startNow(st, j, st.request(j)).isPresent()) {
                    st.reasons.put(j.id(), new QosNoBackfill(j.credentials().qos(), waiting));
                }
                continue;
            }
            if (waiting == null) {
                waiting = j.id();
            }
            if (st.jobReservations.containsKey(j.id())) {
                continue;
            }
            Reason r = st.reasons.get(j.id());
            if (r == null) {
                soft.add(j);
            } else if (!(r instanceof InsufficientResources)) {
                hard.add(j);
            }
        }
        Comparator<Job> order = BackfillOrdering.of(st);
        if (order != null) {
            soft.sort(order);
            hard.sort(order);
        }
        policy.fill(new Run(st, soft, false, metric));
        List<Job> second = new ArrayList<>();
        for (Job j : st.eligible) {
            Reason r = st.reasons.get(j.id());
            boolean limited = r != null && !(r instanceof InsufficientResources) && !(r instanceof BackfillChunked);
            if (limited && !st.started.contains(j.id()) && !st.jobReservations.containsKey(j.id()) && !noBackfill(st, j)) {
                second.add(j);
            }
        }
        if (!second.isEmpty()) {
            if (order != null) {
                second.sort(order);
            }
            policy.fill(new Run(st, second, true, metric));
        }
    }

    /** The first job of a QOS with NTR (guide 7.3, next to run) that waits: while it does, nothing is backfilled. */
    private static Job waitingNextToRun(IterationState st) {
        if (!st.qos.anyHas(io.jmaui.scheduler.config.QosFlag.NTR)) {
            return null;
        }
        for (Job j : st.eligible) {
            if (!st.started.contains(j.id()) && st.qos.of(j).has(io.jmaui.scheduler.config.QosFlag.NTR)) {
                return j;
            }
        }
        return null;
    }

    /** Each job that would fit now and has no other reason is told it waits for next-to-run job {@code ntr}. */
    private static void holdBehind(IterationState st, Job ntr) {
        for (Job j : st.eligible) {
            if (j != ntr && !st.started.contains(j.id()) && !st.reasons.containsKey(j.id())
                    && !st.jobReservations.containsKey(j.id())
                    && SchedulePriorityJobs.startNow(st, j, st.request(j)).isPresent()) {
                st.reasons.put(j.id(), new WaitsForNextToRun(ntr.credentials().qos(), ntr.id()));
            }
        }
    }

    /** QOS NOBF (guide 7.3): "job cannot be considered for backfill". */
    private static boolean noBackfill(IterationState st, Job j) {
        return st.qos.of(j).has(io.jmaui.scheduler.config.QosFlag.NOBF);
    }

    /** One pass's view for the policy. */
    private static final class Run implements BackfillRun {
        private final IterationState st;
        private final List<Job> candidates;
        private final boolean hard;
        private final BackfillMetric metric;

        Run(IterationState st, List<Job> candidates, boolean hard, BackfillMetric metric) {
            this.st = st;
            this.candidates = candidates;
            this.hard = hard;
            this.metric = metric;
        }

        @Override
        public long now() {
            return st.now;
        }

        @Override
        public List<Job> candidates() {
            return candidates.stream().filter(j -> !st.started.contains(j.id())).toList();
        }

        @Override
        public List<BackfillWindow> windows() {
            return st.availability.windows(anyNode(st));
        }

        @Override
        public boolean tryStart(Job job) {
            if (st.started.contains(job.id())) {
                return false;
            }
            if (!st.mayFitNow(job)) {
                return false;
            }
            Request q = st.request(job);
            return admit(job, q, SchedulePriorityJobs.startNow(st, job, q), false);
        }

        /** Starts {@code job} at placement {@code p} if there is one and its limits of this pass allow. */
        private boolean admit(Job job, Request q, Optional<Placement> p, boolean preemptible) {
            if (p.isEmpty()) {
                return false;
            }
            IterationState.Admission a = st.admit(job, q, p.get(), hard);
            if (a.refusal() != null) {
                st.reasons.put(job.id(), a.refusal());
                return false;
            }
            st.start(job, a.placement(), true, preemptible);
            return true;
        }

        @Override
        public boolean tryStartPreemptible(Job job) {
            if (job.isMultiReq()) {
                return tryStart(job); // its parts are planned for their whole walltime, as any backfill job
            }
            if (st.started.contains(job.id()) || !st.mayFitNow(job)) {
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
            st.reasons.put(job.id(), new BackfillChunked(st.settings.bfChunkSize(), until));
        }
    }

    /** A request that accepts every usable node, for windows shown to everyone. */
    static Request anyNode(IterationState st) {
        return new Request("showbf", null, 1, io.jmaui.scheduler.model.Resources.procs(1), 0, 0, 0, false,
                n -> true, Request::noAccess, st.allocation);
    }
}
