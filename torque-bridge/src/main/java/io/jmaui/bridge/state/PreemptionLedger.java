package io.jmaui.bridge.state;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Preemption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Preemptions in flight and done, as pure functions over {@link SchedulerState}, the way
 * {@link StartLedger} keeps starts (guide 8.4).
 *
 * <p>The daemon calls {@link #begin} and writes the ledger before the Rerun, SignalJob or
 * HoldJob leaves; {@link #refused} when pbs_server answers with an error; {@link #settle} each
 * iteration with what pbs_server reports; {@link #resumed} when a suspended job was resumed; and
 * {@link #apply} to show the core each job's history and the preemptions in flight. A job with a
 * preemption in flight is never preempted again, across a daemon crash or a pbs_server restart:
 * the ledger survives both, and the request is not sent twice.
 *
 * <p>A preemption is carried out when pbs_server shows the job vacated: requeued (Q, or held),
 * suspended (S), or for a checkpoint requeued with a system hold, which {@link Settlement#toRelease}
 * asks to be released, then queued. One still running {@code vacateTimeout} seconds after it was
 * sent is reported once ({@link Settlement#stuck}) and stays in flight: its preemptor keeps
 * waiting for it and preempts no other job. At {@link #ABANDON_AFTER} times that it is given up
 * ({@link Settlement#abandoned}; the request may never have left, if the daemon died between
 * journal and request): the job is left alone as one pbs_server refused, and its preemptor may
 * look for others.
 */
public final class PreemptionLedger {

    private PreemptionLedger() {
    }

    /** How many vacate timeouts a preemption stays in flight before it is given up. */
    public static final int ABANDON_AFTER = 3;

    /** What settling found: the new state, the preemptions carried out, held checkpoints to release, late ones, given up ones. */
    public record Settlement(SchedulerState state, List<PendingPreemption> vacated, List<PendingPreemption> toRelease,
                             List<PendingPreemption> stuck, List<PendingPreemption> abandoned) {
    }

    public static SchedulerState begin(SchedulerState s, Preempt p, long now) {
        PreemptionBook b = s.preemptions();
        Map<String, PendingPreemption> pending = new TreeMap<>(b.pending());
        pending.put(p.jobId(), new PendingPreemption(p.jobId(), p.mode(), p.preemptorId(), p.preemptorQos(), now, false,
                false));
        return s.withPreemptions(new PreemptionBook(pending, b.history(), b.violatingSince(), b.backfill()));
    }

    /** A job stopped for breaking a limit, journalled like a preemption before its request leaves. */
    public static SchedulerState begin(SchedulerState s, Enforce e, long now) {
        PreemptionBook b = s.preemptions();
        Map<String, PendingPreemption> pending = new TreeMap<>(b.pending());
        pending.put(e.jobId(), new PendingPreemption(e.jobId(), e.action(), e.policy(), null, now, false, false,
                e.detail()));
        return s.withPreemptions(new PreemptionBook(pending, b.history(), b.violatingSince(), b.backfill()));
    }

    /** Jobs just started by preemption-based backfill (BACKFILLPOLICY PREEMPT): preemptees while they run. */
    public static SchedulerState startedPreemptible(SchedulerState s, java.util.Collection<String> jobIds) {
        if (jobIds.isEmpty()) {
            return s;
        }
        java.util.Set<String> backfill = new java.util.TreeSet<>(s.preemptions().backfill());
        backfill.addAll(jobIds);
        return s.withPreemptions(s.preemptions().withBackfill(backfill));
    }

    /** pbs_server refused the request: nothing is in flight, and the job is left alone for a while. */
    public static SchedulerState refused(SchedulerState s, String jobId, long now) {
        PreemptionBook b = s.preemptions();
        Map<String, PendingPreemption> pending = new TreeMap<>(b.pending());
        pending.remove(jobId);
        Map<String, PreemptionHistory> history = new TreeMap<>(b.history());
        history.put(jobId, b.historyOf(jobId).refused(now));
        return s.withPreemptions(new PreemptionBook(pending, history, b.violatingSince(), b.backfill()));
    }

    public static SchedulerState resumed(SchedulerState s, String jobId, long now) {
        PreemptionBook b = s.preemptions();
        Map<String, PreemptionHistory> history = new TreeMap<>(b.history());
        history.put(jobId, b.historyOf(jobId).resumed(now));
        return s.withPreemptions(new PreemptionBook(b.pending(), history, b.violatingSince(), b.backfill()));
    }

    /** The held checkpoint was released: it is carried out once the job shows queued. */
    public static SchedulerState released(SchedulerState s, String jobId) {
        PreemptionBook b = s.preemptions();
        Map<String, PendingPreemption> pending = new TreeMap<>(b.pending());
        pending.computeIfPresent(jobId, (k, p) -> p.withReleased());
        return s.withPreemptions(new PreemptionBook(pending, b.history(), b.violatingSince(), b.backfill()));
    }

    /**
     * Settles the preemptions in flight against the jobs pbs_server reports ({@code serverJobs} by
     * id, as mapped, before the scheduler's own overlay); forgets the history of jobs it no longer has.
     */
    public static Settlement settle(SchedulerState s, Map<String, Job> serverJobs, long now, long vacateTimeout) {
        PreemptionBook b = s.preemptions();
        Map<String, PendingPreemption> pending = new TreeMap<>(b.pending());
        Map<String, PreemptionHistory> history = new TreeMap<>(b.history());
        List<PendingPreemption> vacated = new ArrayList<>();
        List<PendingPreemption> toRelease = new ArrayList<>();
        List<PendingPreemption> stuck = new ArrayList<>();
        List<PendingPreemption> abandoned = new ArrayList<>();
        for (PendingPreemption p : b.pending().values()) {
            Job j = serverJobs.get(p.jobId());
            JobState st = j == null ? JobState.REMOVED : j.state();
            if (p.mode() == PreemptMode.CHECKPOINT && st == JobState.HOLD && !p.released()
                    && j.holds().contains(HoldType.SYSTEM)) {
                toRelease.add(p);
            } else if (vacated(p, st)) {
                pending.remove(p.jobId());
                vacated.add(p);
                if (j != null) {
                    history.put(p.jobId(), b.historyOf(p.jobId()).preempted(p));
                }
            } else if (st.isActive() && now - p.sentAt() >= ABANDON_AFTER * vacateTimeout) {
                pending.remove(p.jobId());
                history.put(p.jobId(), b.historyOf(p.jobId()).refused(now));
                abandoned.add(p);
            } else if (st.isActive() && now - p.sentAt() >= vacateTimeout && !p.reported()) {
                pending.put(p.jobId(), p.withReported());
                stuck.add(p);
            }
        }
        history.keySet().removeIf(id -> !serverJobs.containsKey(id));
        java.util.Set<String> backfill = new java.util.TreeSet<>(b.backfill());
        vacated.forEach(p -> backfill.remove(p.jobId()));
        backfill.removeIf(id -> !serverJobs.containsKey(id) || serverJobs.get(id).state() == JobState.COMPLETED);
        return new Settlement(s.withPreemptions(new PreemptionBook(pending, history, b.violatingSince(), backfill)),
                vacated, toRelease, stuck, abandoned);
    }

    private static boolean vacated(PendingPreemption p, JobState st) {
        if (st == JobState.COMPLETED || st == JobState.REMOVED) {
            return true;
        }
        return switch (p.mode()) {
            case SUSPEND -> !st.isActive() || st == JobState.SUSPENDED;
            case REQUEUE, CHECKPOINT, CANCEL -> !st.isActive();
        };
    }

    /** The jobs with their preemption history, and the preemptions in flight of those still running. */
    public static List<Job> apply(SchedulerState s, List<Job> jobs) {
        PreemptionBook b = s.preemptions();
        if (b.pending().isEmpty() && b.history().isEmpty() && b.backfill().isEmpty()) {
            return jobs;
        }
        List<Job> out = new ArrayList<>(jobs.size());
        for (Job j : jobs) {
            PreemptionHistory h = b.history().get(j.id());
            PendingPreemption p = b.pending().get(j.id());
            boolean backfill = j.state().isActive() && b.backfill().contains(j.id());
            if (h == null && p == null && !backfill) {
                out.add(j);
                continue;
            }
            PreemptionHistory hh = h == null ? PreemptionHistory.NONE : h;
            boolean inFlight = p != null && j.state() == JobState.RUNNING;
            out.add(j.toBuilder().preemption(new Preemption(hh.count(), hh.resumedAt(),
                    inFlight ? p.preemptorId() : null, inFlight ? p.mode() : null, inFlight ? p.sentAt() : 0,
                    hh.refusedAt(), backfill)).build());
        }
        return out;
    }
}
