package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
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
import java.util.Arrays;
import java.util.Collections;
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

    /** False: every candidate is listed, whatever it asks (the plain path {@link #room} is tested against). */
    private final boolean leaveOutUnfit;

    BackfillJobs() {
        this(true);
    }

    BackfillJobs(boolean leaveOutUnfit) {
        this.leaveOutUnfit = leaveOutUnfit;
    }

    @Override
    public void apply(IterationState st) {
        if (st.nothingMoreFits.reached()) {
            return;
        }
        Job ntr = waitingNextToRun(st);
        if (ntr != null) {
            holdBehind(st, ntr);
            return;
        }
        Words words = Words.of(st.settings.backfillPolicy(), st.settings.backfillMetric());
        BackfillPolicy policy = words.policy;
        BackfillMetric metric = words.metric;
        boolean leaveOut = leaveOutUnfit && policy.triesEachInTurn() && st.settings.bfChunkSize() <= 0;
        long room = leaveOut ? room(st) : Long.MAX_VALUE;
        // sized for every eligible job: growing a list of 90,000 copied it a dozen times
        List<Job> soft = new ArrayList<>(leaveOut ? 16 : st.eligible.size());
        int depth = st.settings.backfillDepth();
        // the jobs the plain path lists, soft or hard (the hard list was only ever counted, for the depth)
        int listed = 0;
        boolean nobf = st.qos.anyHas(io.jmaui.scheduler.config.QosFlag.NOBF);
        // with no depth to count and no NOBF job to note, a job beyond the room is passed over at once
        boolean passOver = leaveOut && depth <= 0 && !nobf;
        // the places of the jobs not passed over, for the second pass's list: no job beyond the room is on it
        int[] within = passOver ? new int[16] : null;
        int withinCount = 0;
        String waiting = null;
        for (int e = 0; e < st.eligible.size(); e++) {
            Job j = st.eligible.get(e);
            if (passOver) {
                if (j.procs() > room) {
                    continue;
                }
                if (withinCount == within.length) {
                    within = Arrays.copyOf(within, 2 * withinCount);
                }
                within[withinCount++] = e;
            }
            int slot = st.eligibleSlots[e];
            if (depth > 0 && listed >= depth) {
                break;
            }
            if (st.slots.started(slot)) {
                continue;
            }
            if (nobf && noBackfill(st, j)) {
                if (waiting != null && SchedulePriorityJobs.startNow(st, j, st.request(j)).isPresent()) {
                    st.reason(j, new QosNoBackfill(j.credentials().qos(), waiting));
                }
                continue;
            }
            if (waiting == null) {
                waiting = j.id();
            }
            if (st.slots.reserved(slot)) {
                continue;
            }
            Reason r = st.slots.reason(slot);
            if (r == null) {
                listed++;
                if (!leaveOut || j.procs() <= room) {
                    soft.add(j);
                }
            } else if (!(r instanceof InsufficientResources)) {
                listed++;
            }
        }
        Comparator<Job> order = BackfillOrdering.of(st);
        if (order != null) {
            soft.sort(order); // stable: the jobs left out change no other's place
        }
        policy.fill(new Run(st, soft, false, metric));
        room = leaveOut ? room(st) : Long.MAX_VALUE; // less, by what the pass started
        List<Job> second = new ArrayList<>();
        for (int k = 0, n = passOver ? withinCount : st.eligible.size(); k < n; k++) {
            int e = passOver ? within[k] : k;
            Job j = st.eligible.get(e);
            if (leaveOut && j.procs() > room) {
                continue;
            }
            Reason r = st.slots.reason(st.eligibleSlots[e]);
            boolean limited = r != null && !(r instanceof InsufficientResources) && !(r instanceof BackfillChunked);
            if (limited && !st.slots.started(st.eligibleSlots[e]) && !st.slots.reserved(st.eligibleSlots[e])
                    && !(nobf && noBackfill(st, j))) {
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

    /**
     * The most processors a job could find now, reserved room included: what every start attempt
     * first asks ({@link Run#mayFitNow}) and is refused beyond, touching nothing. A pass only holds
     * more, so the room never grows while backfill runs. On a machine kept full by a long queue
     * nearly every candidate is beyond it: listing ~370 of them and trying each at every event was
     * a tenth of a run (synthetic:256:1:10000:2, default).
     */
    private static long room(IterationState st) {
        Availability a = st.availability;
        return a.freeProcsNow() + (a.hasReservations() ? a.reservedRoomNow() : 0);
    }

    /**
     * BACKFILLPOLICY and BACKFILLMETRIC as last read, by the identity of the config's words: an
     * iteration read them by a trim, an upper-casing and a map's look-up each, at every event of a
     * simulation, in the interpreter and C1 while the JIT warms up. The policies keep no state.
     */
    private record Words(String policyWord, String metricWord, BackfillPolicy policy, BackfillMetric metric) {

        private static volatile Words last;

        static Words of(String policyWord, String metricWord) {
            Words w = last;
            if (w == null || w.policyWord != policyWord || w.metricWord != metricWord) {
                w = new Words(policyWord, metricWord, BackfillPolicies.of(policyWord), BackfillMetric.of(metricWord));
                last = w;
            }
            return w;
        }
    }

    /** The first job of a QOS with NTR (guide 7.3, next to run) that waits: while it does, nothing is backfilled. */
    private static Job waitingNextToRun(IterationState st) {
        if (!st.qos.anyHas(io.jmaui.scheduler.config.QosFlag.NTR)) {
            return null;
        }
        for (Job j : st.eligible) {
            if (!st.isStarted(j) && st.qos.of(j).has(io.jmaui.scheduler.config.QosFlag.NTR)) {
                return j;
            }
        }
        return null;
    }

    /** Each job that would fit now and has no other reason is told it waits for next-to-run job {@code ntr}. */
    private static void holdBehind(IterationState st, Job ntr) {
        for (Job j : st.eligible) {
            if (j != ntr && !st.isStarted(j) && st.reason(j) == null
                    && !st.jobReservations.containsKey(j.id())
                    && SchedulePriorityJobs.startNow(st, j, st.request(j)).isPresent()) {
                st.reason(j, new WaitsForNextToRun(ntr.credentials().qos(), ntr.id()));
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

        Run(IterationState st, List<Job> candidates, boolean hard, BackfillMetric metric) {
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
            return st.availability.windows(anyNode(st));
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

    /** A request that accepts every usable node, for windows shown to everyone. */
    static Request anyNode(IterationState st) {
        return new Request("showbf", null, 1, io.jmaui.scheduler.model.Resources.procs(1), 0, 0, 0, false,
                n -> true, Request::noAccess, st.allocation);
    }
}
