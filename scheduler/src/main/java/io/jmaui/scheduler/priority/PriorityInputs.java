package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.JobPrioAccrualPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the factors need besides the job, for one iteration, handed to every factor for
 * every job (style.md "Per-iteration state is computed once and passed explicitly"). Settings and
 * cluster totals are computed up front; credential priorities, fairshare deltas and QOS terms are
 * resolved once per distinct credential, on first use. Iteration-local, single-threaded.
 */
final class PriorityInputs {

    private final long now;
    private final PrioritySettings settings;
    private final CredentialPriorities credentials;
    private final FairshareDeltas fairshare;
    /**
     * The snapshot whose nodes' configured resources are summed on first use: only the resource
     * factor reads them. The snapshot itself, not a bound {@code s::configuredResources}: in C1
     * code, which a simulation's early runs mostly execute, that is made through a method handle,
     * some 70-130 ns against nothing, at every iteration.
     */
    private final Snapshot nodesOf;
    private Resources clusterTotal;
    private final MauiConfig cfg;
    private final Map<String, QosTerms> qos = new HashMap<>();
    private Job lastJob;
    private QosTerms lastQos;
    /** Beyond this many distinct credentials in one iteration, jobs are scored without {@link CredentialTerms}. */
    static final int MAX_TERMS = 1_024;
    /** Beyond this many credentials kept between rankings, a ranking keeps only those it met ({@link RankingTerms#keep}). */
    static final int MAX_KEPT = 4 * MAX_TERMS;
    /**
     * Where the terms are carried between rankings under this config ({@link CarriedTerms}); null
     * where the deltas come from no usage.
     */
    private final CarriedTerms carry;
    private final List<JobClass> classes;
    /** This ranking's terms, from the kept ones where they are. */
    private RankingTerms terms;
    private Credentials lastCredentials;
    private CredentialTerms lastTerms;
    private int[] contributing;

    /**
     * @param now          the iteration's time, epoch seconds
     * @param nodesOf      the snapshot whose nodes' configured resources (the denominator of processor
     *                     equivalents) are asked for on first use
     */
    PriorityInputs(long now, PrioritySettings settings, CredentialPriorities credentials, FairshareDeltas fairshare,
                   Snapshot nodesOf, MauiConfig cfg) {
        this.now = now;
        this.settings = settings;
        this.credentials = credentials;
        this.fairshare = fairshare;
        this.nodesOf = nodesOf;
        this.cfg = cfg;
        this.carry = fairshare.usage() == null ? null : CarriedTerms.of(cfg);
        this.classes = carry == null ? List.of() : nodesOf.classes();
        this.terms = new RankingTerms(carry, classes);
    }

    /** The inputs for the iteration at {@code now}; {@code fs} null means no fairshare. */
    static PriorityInputs prepare(MauiConfig cfg, Snapshot s, FairshareSource fs, long now) {
        return new PriorityInputs(now, PrioritySettings.from(cfg), new CredentialPriorities(cfg, s.classes()),
                new FairshareDeltas(fs), s, cfg);
    }

    long now() {
        return now;
    }

    PrioritySettings settings() {
        return settings;
    }

    CredentialPriorities credentials() {
        return credentials;
    }

    FairshareDeltas fairshare() {
        return fairshare;
    }

    Resources clusterTotal() {
        if (clusterTotal == null) {
            clusterTotal = nodesOf.configuredResources();
        }
        return clusterTotal;
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

    /**
     * The raw values and contributions of the factors that read only the credentials
     * ({@link PriorityFactor#perCredentials}), worked out for the first job of the job's
     * credentials and kept for the iteration: a queue of 100,000 jobs of a few hundred users costs
     * a few hundred credential and fairshare look-ups, not 100,000 of each. Null for credentials
     * first met once {@link #MAX_TERMS} are kept: such a job is scored by every factor
     * (the same values), as a lookup keyed by five names costs more than the factors' own few
     * lookups by one name when the credentials hardly repeat (the scale bench's 250 users, 10
     * accounts and 4 queues make 10,000 of them: the iteration's ranking took half as long again).
     */
    CredentialTerms credentialTerms(Job job) {
        Credentials c = job.credentials();
        // the first job of an iteration meets null: a branch the warm-up takes every round, not equals(null)
        if (c == lastCredentials || lastCredentials != null && c.equals(lastCredentials)) {
            return lastTerms; // jobs in a row often share credentials, in equal objects if not one
        }
        CredentialTerms t = terms.of(job, this);
        if (t == null) {
            return null;
        }
        lastCredentials = c;
        lastTerms = t;
        return t;
    }

    /**
     * Hands the terms worked out so far to the next ranking under this config
     * ({@link CarriedTerms}); later jobs here start from them.
     */
    void keepTerms() {
        if (terms.keep(MAX_KEPT)) {
            terms = new RankingTerms(carry, classes);
            lastCredentials = null;
            lastTerms = null;
        }
    }

    /** {@link Priorities#contributing} under these inputs, worked out on the first ask. */
    int[] contributing() {
        if (contributing == null) {
            contributing = Priorities.contributing(this);
        }
        return contributing;
    }

    /** The priority attributes of the job's QOS; {@link QosTerms#NONE} when it has none. */
    QosTerms qosOf(Job job) {
        if (job == lastJob) {
            return lastQos; // three factors and the breakdown ask for the same job in a row
        }
        lastQos = resolveQos(job);
        lastJob = job;
        return lastQos;
    }

    private QosTerms resolveQos(Job job) {
        String name = job.credentials().qos();
        if (name == null) {
            return QosTerms.NONE;
        }
        QosTerms t = qos.get(name);
        if (t == null) {
            t = QosTerms.of(cfg.credential(CredentialKind.QOS, name));
            qos.put(name, t);
        }
        return t;
    }
}
