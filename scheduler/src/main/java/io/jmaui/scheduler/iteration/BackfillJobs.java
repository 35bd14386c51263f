package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.backfill.BackfillMetric;
import io.jmaui.scheduler.backfill.BackfillPolicies;
import io.jmaui.scheduler.backfill.BackfillPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

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
        policy.fill(new BackfillPass(st, soft, false, metric));
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
            policy.fill(new BackfillPass(st, second, true, metric));
        }
    }

    /**
     * The most processors a job could find now, reserved room included: what every start attempt
     * first asks ({@link BackfillPass#mayFitNow}) and is refused beyond, touching nothing. A pass only holds
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

    /** A request that accepts every usable node, for windows shown to everyone. */
    static Request anyNode(IterationState st) {
        return new Request("showbf", null, 1, io.jmaui.scheduler.model.Resources.procs(1), 0, 0, 0, false,
                n -> true, Request::noAccess, st.allocation);
    }
}
