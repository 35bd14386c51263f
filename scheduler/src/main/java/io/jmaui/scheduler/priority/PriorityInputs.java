package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
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

    /** Effective queue time in seconds under JOBPRIOACCRUALPOLICY (never negative). */
    long queuedSeconds(Job job) {
        return Math.max(0, now - settings.accrual().queueTimeOrigin(job));
    }

    /** The job's expansion factor (guide 5.1.2.4.2). */
    double xfactor(Job job) {
        return ExpansionFactor.of(queuedSeconds(job), job.walltime(), settings.xfMinWalltime());
    }

    /** The attributes of the job's QOS; {@link QosTerms#NONE} when it has none. */
    QosTerms qosOf(Job job) {
        String name = job.credentials().qos();
        QosTerms t = name == null ? null : qos.get(name);
        return t == null ? QosTerms.NONE : t;
    }
}
