package io.jmaui.bridge.daemon;

import io.jmaui.bridge.leader.Fence;
import io.jmaui.bridge.leader.FencedException;
import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.bridge.torque.ExecHost;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.pbs.message.Attribute;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.decision.HoldJob;
import io.jmaui.scheduler.decision.ModifyJob;
import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.decision.Resume;
import io.jmaui.scheduler.decision.StartJob;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries an iteration's decisions to pbs_server, in decision order. A start is written to the
 * ledger and the ledger made durable ({@code persist}) before RunJob leaves; when the ledger
 * cannot be written, that start and the iteration's later ones are not made; a refused RunJob is
 * logged with the server's code and text and counts as a failed start (DEFERSTARTCOUNT,
 * DEFERTIME, DEFERCOUNT), but for one refused by its array's slot limit, which teaches
 * {@link ArraySlotLimits} that limit instead. A RunJob that times out stays in flight: the server may still start the
 * job, and the next poll settles it. Preemptions and resumes go to {@link PreemptionExecutor}.
 * Before each decision the daemon's lease is checked ({@link Fence}): a daemon that may no longer
 * be the active one sends nothing more.
 */
final class DecisionExecutor {

    private static final Logger LOG = LoggerFactory.getLogger("maui.decisions");

    private final PbsClient client;
    private final Predicate<SchedulerState> persist;
    private final DeferPolicy policy;
    private final JobComments comments;
    private final long replyTimeoutSeconds;
    private final PreemptionExecutor preemptions;
    private final Fence fence;
    private final java.util.function.BooleanSupplier startsAllowed;
    private final java.util.function.BooleanSupplier async;
    private final CommentPoster poster;
    private final ArraySlotLimits slotLimits;

    /**
     * @param startsAllowed false while no job may start (the allocation manager is down under DEFERJOBONFAILURE)
     * @param async         RMCFG ASYNCJOBSTART (guide 13.2): start with AsyrunJob, which pbs_server
     *                      answers once the job is placed, before pbs_mom has it; a mom that refuses
     *                      it then shows as the job queued again, settled after JOBSYNCTIME
     */
    DecisionExecutor(PbsClient client, Predicate<SchedulerState> persist, DeferPolicy policy, JobComments comments,
                     long replyTimeoutSeconds, java.util.function.BooleanSupplier startsAllowed,
                     java.util.function.BooleanSupplier async, Fence fence, ArraySlotLimits slotLimits,
                     CommentPoster poster) {
        this.client = client;
        this.slotLimits = slotLimits;
        this.poster = poster;
        this.persist = persist;
        this.policy = policy;
        this.comments = comments;
        this.replyTimeoutSeconds = replyTimeoutSeconds;
        this.preemptions = new PreemptionExecutor(client, persist, comments, replyTimeoutSeconds, this::comment);
        this.startsAllowed = startsAllowed;
        this.async = async;
        this.fence = fence;
    }

    /** Preemptions, resumes and checkpoint releases (guide 8.4). */
    PreemptionExecutor preemptions() {
        return preemptions;
    }

    /** What executing the decisions did: the state after it, the jobs that did start, were preempted, resumed. */
    record Outcome(SchedulerState state, List<String> started, List<String> preempted, List<String> resumed) {
    }

    /**
     * @param notes what to put before a started job's comment (a refused QOS), "" for nothing
     */
    Outcome execute(List<Decision> decisions, SchedulerState state, long now, java.util.function.Function<String, String> notes) {
        List<String> started = new ArrayList<>();
        List<String> preempted = new ArrayList<>();
        List<String> resumed = new ArrayList<>();
        boolean unsaved = false;
        for (Decision d : decisions) {
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
            try {
                fence.check(d.getClass().getSimpleName() + " " + d.jobId());
            } catch (FencedException e) {
                LOG.warn("event=fenced decisions_dropped={} reason=\"{}\"", decisions.size() - decisions.indexOf(d),
                        e.getMessage());
                break;
            }
            if (d instanceof StartJob s && !startsAllowed.getAsBoolean()) {
                LOG.warn("event=start_withheld job={} reason=\"allocation manager unavailable (DEFERJOBONFAILURE)\"",
                        s.jobId());
            } else if (d instanceof StartJob s && !unsaved) {
                SchedulerState begun = StartLedger.begin(state, s.jobId(), s.hosts(), now);
                if (persist.test(begun)) {
                    state = start(s, begun, now, started, notes.apply(s.jobId()));
                } else {
                    unsaved = true;
                    LOG.warn("event=starts_skipped first_job={} reason=\"the start ledger cannot be written\"",
                            s.jobId());
                }
            } else if (d instanceof ModifyJob m) {
                send(m.jobId(), m.attributes());
            } else if (d instanceof HoldJob h) {
                // Maui's own holds (batch, defer) live in the scheduler, not in pbs_server's Hold_Types.
                LOG.info("event=hold job={} hold={} reason=\"{}\"", h.jobId(), h.hold(), h.reason().summary());
            } else if (d instanceof Preempt p && !unsaved) {
                SchedulerState before = state;
                state = preemptions.preempt(p, state, now, preempted);
                unsaved = state == before && !before.preemptions().pending().containsKey(p.jobId());
            } else if (d instanceof Enforce e && !unsaved) {
                SchedulerState before = state;
                state = preemptions.enforce(e, state, now, preempted);
                unsaved = state == before && !before.preemptions().pending().containsKey(e.jobId());
            } else if (d instanceof Resume r) {
                state = preemptions.resume(r, state, now, resumed);
            }
        }
        return new Outcome(state, started, preempted, resumed);
    }

    /** Sends RunJob for a start already in the ledger on disk ({@code state}). */
    private SchedulerState start(StartJob s, SchedulerState state, long now, List<String> started, String note) {
        String destination = ExecHost.runJobDestination(s);
        try {
            (async.getAsBoolean() ? client.asyrunJob(s.jobId(), destination) : client.runJob(s.jobId(), destination))
                    .get(replyTimeoutSeconds, TimeUnit.SECONDS);
            started.add(s.jobId());
            LOG.info("event=start job={} hosts={} backfill={}", s.jobId(), destination, s.backfill());
            comment(s.jobId(), comments.started(now, s.hosts(), note));
        } catch (ExecutionException e) {
            if (e.getCause() instanceof PbsServerException p && slotLimits.learn(s.jobId(), p.getMessage())) {
                state = StartLedger.withdrawn(state, s.jobId());
                LOG.info("event=start_refused job={} reason=\"its array runs its slot limit: held until one of its jobs"
                        + " ends\" server=\"{}\"", s.jobId(), p.getMessage().strip());
            } else if (e.getCause() instanceof PbsServerException p) {
                state = StartLedger.refused(state, s.jobId(), p.code() + " " + p.getMessage(), now, policy);
                LOG.warn("event=start_refused job={} hosts={} code={} reason=\"{}\"", s.jobId(), destination,
                        p.code(), p.getMessage());
            } else {
                LOG.warn("event=start_unconfirmed job={} hosts={} reason=\"{}\"", s.jobId(), destination,
                        e.getCause().getMessage());
            }
        } catch (TimeoutException e) {
            LOG.warn("event=start_unconfirmed job={} hosts={} reason=\"no reply in {} s\"", s.jobId(), destination,
                    replyTimeoutSeconds);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return state;
    }

    /** Sends {@code jobId}'s new comment on a side connection ({@link CommentPoster}), waiting on nothing. */
    java.util.concurrent.CompletableFuture<Void> comment(String jobId, String text) {
        return poster.post(client, jobId, text);
    }

    /**
     * Sends a ModifyJob without waiting on it; a failure is logged, the next iteration tries again.
     * The future completes (never fails) once pbs_server answered or the request failed.
     */
    java.util.concurrent.CompletableFuture<Void> send(String jobId, Map<String, String> attributes) {
        List<Attribute> attrs = attributes.entrySet().stream().map(e -> Attribute.of(e.getKey(), e.getValue())).toList();
        return client.modifyJob(jobId, attrs).handle((ok, err) -> {
            if (err != null) {
                LOG.debug("event=modify_failed job={} reason=\"{}\"", jobId, err.getMessage());
            }
            return null;
        });
    }
}
