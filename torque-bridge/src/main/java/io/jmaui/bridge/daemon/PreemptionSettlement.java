package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.PendingPreemption;
import io.jmaui.bridge.state.PreemptionLedger;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Settles the preemptions in flight against what pbs_server shows (guide 8.4), once per
 * iteration before the snapshot is assembled: counts those carried out, releases the hold of
 * checkpointed jobs pbs_server requeued held, reports victims late to vacate and those given up,
 * and journals the ledger when any of that changed it; and the iteration's other preemption
 * facts: the starts that may be preempted later, the stopped jobs checkjob explains. Loop thread only.
 */
final class PreemptionSettlement {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private PreemptionSettlement() {
    }

    /** {@code state} with the preemptions in flight settled against {@code cluster}'s jobs. */
    static SchedulerState settle(SchedulerState state, PolledCluster cluster, long now, long vacateTimeout,
                                 PreemptionExecutor releaser, StateSaver saver) {
        if (state.preemptions().pending().isEmpty() && state.preemptions().history().isEmpty()
                && state.preemptions().backfill().isEmpty()) {
            return state;
        }
        Map<String, Job> serverJobs = new HashMap<>();
        cluster.jobs().forEach(j -> serverJobs.put(j.id(), j));
        PreemptionLedger.Settlement s = PreemptionLedger.settle(state, serverJobs, now, vacateTimeout);
        SchedulerState out = s.state();
        for (PendingPreemption p : s.vacated()) {
            LOG.info("event=preempt_done job={} mode={} preemptor={} seconds={}", p.jobId(), p.mode(), p.preemptorId(),
                    now - p.sentAt());
            out = out.withStatistics(out.statistics().counted(p.cause() == null ? "preempted " + p.mode()
                    : "enforced " + p.preemptorId() + " " + p.mode(), 1));
        }
        s.stuck().forEach(p -> LOG.warn("event=preempt_not_vacated job={} mode={} preemptor={} seconds={}"
                + " reason=\"still running; its preemptor waits\"", p.jobId(), p.mode(), p.preemptorId(), now - p.sentAt()));
        s.abandoned().forEach(p -> LOG.warn("event=preempt_abandoned job={} mode={} preemptor={} seconds={}",
                p.jobId(), p.mode(), p.preemptorId(), now - p.sentAt()));
        for (PendingPreemption p : s.toRelease()) {
            out = releaser.release(p, out);
        }
        if (!s.vacated().isEmpty() || !s.abandoned().isEmpty() || !s.toRelease().isEmpty()) {
            saver.ledger(out);
        }
        return out;
    }

    /** The jobs started now by preemption-based backfill (BACKFILLPOLICY PREEMPT), journalled as preemptees. */
    static List<String> preemptible(IterationResult result, List<String> started) {
        List<String> out = new ArrayList<>();
        for (StartJob s : result.starts()) {
            if (s.preemptible() && started.contains(s.jobId())) {
                out.add(s.jobId());
            }
        }
        return out;
    }

    /** Finished jobs pbs_server still lists that were preempted or stopped for a limit, for checkjob. */
    static List<Job> stopped(SchedulerState state, PolledCluster cluster) {
        if (state.preemptions().history().isEmpty()) {
            return List.of();
        }
        return cluster.jobs().stream().filter(j -> (j.state() == JobState.COMPLETED || j.state() == JobState.REMOVED)
                && state.preemptions().history().containsKey(j.id())).toList();
    }
}
