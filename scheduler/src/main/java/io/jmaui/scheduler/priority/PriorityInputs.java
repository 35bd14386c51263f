package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.JobPrioAccrualPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Resources;

import java.util.Map;

/**
 * Everything the factors need besides the job, computed once per iteration and handed to every
 * factor for every job (style.md "Per-iteration state is computed once and passed explicitly").
 *
 * @param now          the iteration's time, epoch seconds
 * @param clusterTotal configured resources of all nodes: the denominator of processor equivalents
 * @param qos          priority attributes per QOS name
 */
record PriorityInputs(long now, PrioritySettings settings, CredentialPriorities credentials,
                      FairshareDeltas fairshare, Map<String, QosTerms> qos, Resources clusterTotal) {

    PriorityInputs {
        qos = Map.copyOf(qos);
    }

    /**
     * Effective queue time in seconds under JOBPRIOACCRUALPOLICY (never negative): ALWAYS counts
     * from submission; QUEUEPOLICY and FULLPOLICY count from {@link Job#effectiveQueueTime()}, the
     * system queue time the throttling stage resets while the job breaks the policies.
     */
    long queuedSeconds(Job job) {
        long origin = settings.accrual() == JobPrioAccrualPolicy.ALWAYS ? job.submitTime() : job.effectiveQueueTime();
        return Math.max(0, now - origin);
    }

    /** The job's expansion factor (guide 5.1.2.4.2). */
    double xfactor(Job job) {
        return ExpansionFactor.of(queuedSeconds(job), job.walltime(), settings.xfMinWalltime());
    }

    /** Resolves everything once for the iteration at {@code now}. */
    static PriorityInputs prepare(MauiConfig cfg, Snapshot s, FairshareSource fs, long now) {
        return new PriorityInputs(now, PrioritySettings.from(cfg), CredentialPriorities.of(cfg, s),
                FairshareDeltas.of(fs, s.jobs()), QosTerms.of(cfg, s.jobs()), clusterTotal(s.nodes()));
    }

    /** Configured resources of all nodes, whatever their state: the processor-equivalent denominator. */
    static Resources clusterTotal(java.util.List<Node> nodes) {
        Resources t = Resources.ZERO;
        for (Node n : nodes) {
            t = t.plus(n.configured());
        }
        return t;
    }

    /** The attributes of the job's QOS; {@link QosTerms#NONE} when it has none. */
    QosTerms qosOf(Job job) {
        String name = job.credentials().qos();
        QosTerms t = name == null ? null : qos.get(name);
        return t == null ? QosTerms.NONE : t;
    }
}
