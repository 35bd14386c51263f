package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Starts in flight and failed starts, as pure functions over {@link SchedulerState}.
 *
 * <p>The daemon calls {@link #begin} and checkpoints before sending RunJob; {@link #settle} each
 * iteration with what pbs_server reports; {@link #refused} when RunJob answers with an error; and
 * {@link #apply} to show the scheduler core pending, deferred and batch-held jobs as such. A job
 * with a start in flight is never offered to the core as idle, so it cannot be started twice.
 */
public final class StartLedger {

    private StartLedger() {
    }

    /**
     * The outcome of settling pending starts against the server: the new state and what to log.
     *
     * @param restamped starts stamped in the future (the clock stepped back) that the server still
     *                  shows waiting: their timeout now runs from this poll
     */
    public record Settlement(SchedulerState state, List<String> confirmed, List<String> failed,
                             List<String> restamped) {
    }

    public static SchedulerState begin(SchedulerState s, String jobId, List<String> hosts, long now) {
        Map<String, PendingStart> p = new TreeMap<>(s.pendingStarts());
        p.put(jobId, new PendingStart(jobId, hosts, now));
        return s.withPendingStarts(p);
    }

    /**
     * Settles pending starts: a job the server shows active or finished has started; a job the
     * server no longer has is dropped; a job still idle or held {@code inFlightTimeout} seconds
     * after its RunJob left did not start and counts as a failed start.
     *
     * <p>Times written before the clock stepped back lie in the future; they would hold a job
     * STARTING and its hosts, or deferred, for as long as the step. So a start stamped after
     * {@code now} whose job the server still shows waiting is stamped {@code now} (it then fails
     * {@code inFlightTimeout} later at most, unless the server shows it running), and a deferral
     * never lasts past {@code now} plus DEFERTIME.
     */
    public static Settlement settle(SchedulerState s, Map<String, JobState> serverJobs, long now, long inFlightTimeout,
                                    DeferPolicy policy) {
        Map<String, PendingStart> pending = new TreeMap<>(s.pendingStarts());
        Map<String, Deferral> deferrals = new TreeMap<>(s.deferrals());
        List<String> confirmed = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        List<String> restamped = new ArrayList<>();
        for (PendingStart p : s.pendingStarts().values()) {
            JobState st = serverJobs.get(p.jobId());
            if (st != null && !st.isActive() && st != JobState.COMPLETED && st != JobState.REMOVED && p.sentAt() > now) {
                pending.put(p.jobId(), new PendingStart(p.jobId(), p.hosts(), now));
                restamped.add(p.jobId());
            } else if (st == null) {
                pending.remove(p.jobId());
            } else if (st.isActive() || st == JobState.COMPLETED || st == JobState.REMOVED) {
                pending.remove(p.jobId());
                deferrals.remove(p.jobId());
                confirmed.add(p.jobId());
            } else if (now - p.sentAt() >= inFlightTimeout) {
                pending.remove(p.jobId());
                deferrals.put(p.jobId(), fail(deferrals.get(p.jobId()), p.jobId(), now,
                        "no start seen " + inFlightTimeout + " s after RunJob", policy));
                failed.add(p.jobId());
            }
        }
        deferrals.keySet().removeIf(id -> !serverJobs.containsKey(id));
        deferrals.replaceAll((id, d) -> d.deferredUntil() > now + policy.deferTime()
                ? new Deferral(id, d.failedStarts(), d.deferrals(), now + policy.deferTime(), d.lastError()) : d);
        return new Settlement(s.withPendingStarts(pending).withDeferrals(deferrals), confirmed, failed, restamped);
    }

    /**
     * pbs_server's state of the jobs the ledger speaks of, for {@link #settle} and
     * {@link #forgetWaiting}: those with a start in flight or a deferral in {@code s}, and
     * {@code alsoIds}. Only those: a map of every job's state (100,000 entries) each iteration cost
     * more than all the settling.
     */
    public static Map<String, JobState> serverStates(SchedulerState s, java.util.Collection<String> alsoIds,
                                                     List<Job> jobs) {
        java.util.Set<String> wanted = new java.util.HashSet<>(s.pendingStarts().keySet());
        wanted.addAll(s.deferrals().keySet());
        wanted.addAll(alsoIds);
        Map<String, JobState> out = new java.util.HashMap<>();
        if (!wanted.isEmpty()) {
            for (Job j : jobs) {
                if (wanted.contains(j.id())) {
                    out.put(j.id(), j.state());
                }
            }
        }
        return out;
    }

    /**
     * The starts found in the ledger when a daemon starts were sent by a process that is gone (a
     * restart, or the active a standby took over from): each is kept, as sent {@code now}, so its
     * job holds its hosts until pbs_server shows what became of the RunJob.
     */
    public static SchedulerState inherit(SchedulerState s, long now) {
        Map<String, PendingStart> p = new TreeMap<>();
        s.pendingStarts().forEach((id, start) -> p.put(id, new PendingStart(id, start.hosts(), now)));
        return s.withPendingStarts(p);
    }

    /**
     * Of the inherited starts {@code ids}, those whose jobs still wait (idle or held) once pbs_server
     * has had time to read any RunJob the dead process left on the wire are forgotten: that RunJob
     * never arrived or was refused, and the job may be started again. No failed start is counted:
     * the job did nothing wrong. The forgotten ids are the settlement's {@code failed}.
     */
    public static Settlement forgetWaiting(SchedulerState s, Set<String> ids, Map<String, JobState> serverJobs) {
        Map<String, PendingStart> pending = new TreeMap<>(s.pendingStarts());
        List<String> forgotten = new ArrayList<>();
        for (String id : ids) {
            JobState st = serverJobs.get(id);
            if (pending.containsKey(id) && (st == JobState.IDLE || st == JobState.HOLD)) {
                pending.remove(id);
                forgotten.add(id);
            }
        }
        return new Settlement(s.withPendingStarts(pending), List.of(), forgotten, List.of());
    }

    /** RunJob answered with an error: the start failed now, with the server's message. */
    /** A start pbs_server refused through no fault of the job (its array's slot limit): forgotten, no failed start counted. */
    public static SchedulerState withdrawn(SchedulerState s, String jobId) {
        Map<String, PendingStart> pending = new TreeMap<>(s.pendingStarts());
        pending.remove(jobId);
        return s.withPendingStarts(pending);
    }

    public static SchedulerState refused(SchedulerState s, String jobId, String error, long now, DeferPolicy policy) {
        Map<String, PendingStart> pending = new TreeMap<>(s.pendingStarts());
        pending.remove(jobId);
        Map<String, Deferral> deferrals = new TreeMap<>(s.deferrals());
        deferrals.put(jobId, fail(deferrals.get(jobId), jobId, now, error, policy));
        return s.withPendingStarts(pending).withDeferrals(deferrals);
    }

    private static Deferral fail(Deferral previous, String jobId, long now, String error, DeferPolicy policy) {
        int failedStarts = (previous == null ? 0 : previous.failedStarts()) + 1;
        int deferrals = previous == null ? 0 : previous.deferrals();
        long until = previous == null ? 0 : previous.deferredUntil();
        if (failedStarts >= policy.deferStartCount()) {
            deferrals++;
            failedStarts = 0;
            until = now + policy.deferTime();
        }
        return new Deferral(jobId, failedStarts, deferrals, until, error);
    }

    /**
     * The jobs as the core must see them: a start in flight holds its hosts (STARTING), a job
     * deferred until later is DEFERRED, a job deferred more than DEFERCOUNT times carries a batch
     * hold.
     */
    public static List<Job> apply(SchedulerState s, List<Job> jobs, long now, DeferPolicy policy) {
        if (s.pendingStarts().isEmpty() && s.deferrals().isEmpty()) {
            return jobs; // the usual iteration: no lookup per job
        }
        List<Job> out = new ArrayList<>(jobs.size());
        for (Job j : jobs) {
            PendingStart p = s.pendingStarts().get(j.id());
            Deferral d = s.deferrals().get(j.id());
            boolean waiting = j.state() == JobState.IDLE || j.state() == JobState.HOLD;
            if (p != null && waiting) {
                out.add(j.toBuilder().state(JobState.STARTING).startTime(p.sentAt()).allocatedHosts(p.hosts()).build());
            } else if (d != null && waiting && d.deferrals() > policy.deferCount()) {
                Set<HoldType> holds = EnumSet.of(HoldType.BATCH);
                holds.addAll(j.holds());
                out.add(j.toBuilder().state(JobState.HOLD).holds(holds).build());
            } else if (d != null && j.state() == JobState.IDLE && now < d.deferredUntil()) {
                out.add(j.toBuilder().state(JobState.DEFERRED).build());
            } else {
                out.add(j);
            }
        }
        return out;
    }
}
