package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.PendingPreemption;
import io.jmaui.bridge.state.PreemptionLedger;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsServerException;
import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.decision.Resume;
import io.jmaui.scheduler.model.PreemptMode;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries out preemptions on pbs_server (guide 8.4), each journalled before its request leaves:
 * REQUEUE is a Rerun, SUSPEND a SignalJob {@code suspend}, CHECKPOINT a HoldJob {@code s}
 * (pbs_server has the MOM checkpoint the job and requeues it held; the hold is released once it
 * is, as Maui's PBS interface does). A resume is a SignalJob {@code resume}. A job stopped for
 * breaking a limit goes the same way, or is cancelled with a DeleteJob. A request pbs_server
 * refuses is logged with its code and the job left alone for a while; one that gets no answer
 * stays in flight, settled by the next polls. The preempted job's comment says by whom and when.
 */
final class PreemptionExecutor {

    private static final Logger LOG = LoggerFactory.getLogger("maui.decisions");

    private final PbsClient client;
    private final Predicate<SchedulerState> persist;
    private final JobComments comments;
    private final long replyTimeoutSeconds;
    private final BiConsumer<String, String> comment;

    /**
     * @param persist writes the ledger; false when it cannot, and then nothing is sent
     * @param comment sends a job's new comment (a ModifyJob not waited on)
     */
    PreemptionExecutor(PbsClient client, Predicate<SchedulerState> persist, JobComments comments,
                       long replyTimeoutSeconds, BiConsumer<String, String> comment) {
        this.client = client;
        this.persist = persist;
        this.comments = comments;
        this.replyTimeoutSeconds = replyTimeoutSeconds;
        this.comment = comment;
    }

    SchedulerState preempt(Preempt p, SchedulerState state, long now, List<String> done) {
        return stop(p.jobId(), p.mode(), "preempt", state, () -> PreemptionLedger.begin(state, p, now), now, done, () -> {
            LOG.info("event=preempt job={} mode={} preemptor={} qos={}", p.jobId(), p.mode(), p.preemptorId(),
                    p.preemptorQos() == null ? "DEFAULT" : p.preemptorQos());
            comment.accept(p.jobId(), comments.preempted(now, p));
        });
    }

    /**
     * Stops a job that broke a limit (JOBMAXOVERRUN, RESOURCELIMITPOLICY, JOBMAXSTARTTIME),
     * journalled first like a preemption; a cancel is a DeleteJob.
     */
    SchedulerState enforce(Enforce e, SchedulerState state, long now, List<String> done) {
        return stop(e.jobId(), e.action(), "enforce", state, () -> PreemptionLedger.begin(state, e, now), now, done, () -> {
            LOG.info("event=enforce job={} action={} policy={} detail=\"{}\"", e.jobId(), e.action(), e.policy(),
                    e.detail());
            comment.accept(e.jobId(), comments.enforced(now, e.action(), e.detail()));
        });
    }

    /**
     * Journals ({@code begun}) then sends the request that stops {@code jobId}; never twice for a
     * job already in flight. {@code onDone} logs and comments once pbs_server has accepted it.
     */
    private SchedulerState stop(String jobId, PreemptMode mode, String what, SchedulerState state,
                                java.util.function.Supplier<SchedulerState> begun, long now, List<String> done,
                                Runnable onDone) {
        if (state.preemptions().pending().containsKey(jobId)) {
            return state; // journalled already: never sent twice
        }
        SchedulerState journalled = begun.get();
        if (!persist.test(journalled)) {
            LOG.warn("event={}_skipped job={} reason=\"the ledger cannot be written\"", what, jobId);
            return state;
        }
        String outcome = await(request(mode, jobId), what, jobId);
        if (outcome == null) {
            done.add(jobId);
            onDone.run();
        } else if (outcome.startsWith("refused")) {
            journalled = PreemptionLedger.refused(journalled, jobId, now);
            persist.test(journalled);
        }
        return journalled;
    }

    /**
     * The request that stops a job: REQUEUE a Rerun, SUSPEND a SignalJob {@code suspend},
     * CHECKPOINT a HoldJob {@code s}, CANCEL a DeleteJob.
     */
    private CompletableFuture<Void> request(PreemptMode mode, String jobId) {
        return switch (mode) {
            case REQUEUE -> client.rerunJob(jobId);
            case SUSPEND -> client.signalJob(jobId, "suspend");
            case CHECKPOINT -> client.holdJob(jobId, "s");
            case CANCEL -> client.deleteJob(jobId);
        };
    }

    SchedulerState resume(Resume r, SchedulerState state, long now, List<String> done) {
        String outcome = await(client.signalJob(r.jobId(), "resume"), "resume", r.jobId());
        if (outcome == null) {
            done.add(r.jobId());
            state = PreemptionLedger.resumed(state, r.jobId(), now);
            LOG.info("event=resume job={}", r.jobId());
            comment.accept(r.jobId(), comments.resumed(now));
        }
        return state;
    }

    /** A checkpointed job pbs_server requeued held: its system hold is lifted so it can run again. */
    SchedulerState release(PendingPreemption p, SchedulerState state) {
        if (await(client.releaseJob(p.jobId(), "s"), "release_checkpointed", p.jobId()) == null) {
            state = PreemptionLedger.released(state, p.jobId());
        }
        return state;
    }

    /** Waits for a request: null when done, "refused ..." when pbs_server said no, else why it is unknown. */
    private String await(CompletableFuture<Void> request, String what, String jobId) {
        try {
            request.get(replyTimeoutSeconds, TimeUnit.SECONDS);
            return null;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof PbsServerException p) {
                LOG.warn("event={}_refused job={} code={} reason=\"{}\"", what, jobId, p.code(), p.getMessage());
                return "refused " + p.code();
            }
            LOG.warn("event={}_unconfirmed job={} reason=\"{}\"", what, jobId, e.getCause().getMessage());
            return "unconfirmed";
        } catch (TimeoutException e) {
            LOG.warn("event={}_unconfirmed job={} reason=\"no reply in {} s\"", what, jobId, replyTimeoutSeconds);
            return "unconfirmed";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }
}
