package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Throttling policies for one iteration (guide 6.2): built once from maui.cfg and the snapshot's
 * active jobs, then asked per idle job. Usage is kept in per-credential counters, so each
 * {@link #check} and each job of {@link #eligible} costs O(credentials).
 *
 * <pre>
 *  Limits.of(cfg, snapshot, now)          usage of active jobs (for NODE the hosts they hold together)
 *    eligible(idle, SOFT) / (idle, HARD)  system job limits, active limits, idle limits, MAXGRES in priority order
 *    for each eligible job, best first:
 *      check(job, pass, proposedHosts)    active limits with the hosts the job would really get
 *      charge(job, hosts)                 when the engine starts it, so later checks see it
 * </pre>
 *
 * <p>One instance per iteration and not thread-safe: {@link #charge} changes what later checks
 * see. Nothing here reads a clock; {@code now} comes in.
 */
public final class Limits {

    private final LimitBook book;
    private final JobSizing sizing;
    private final UsageTable active;
    /** The credential numbers of the job at hand, refilled per job. */
    private final CredentialIds ids;
    /** MAXGRES limits (GPUs, generic resources); null when maui.cfg sets none. */
    private GresLimits gres;

    private final HostIndex hosts;
    /** What any idle job counts against a limit of job counts: one job (and nothing a plan of such limits reads). */
    static final Demand ONE_JOB = new Demand(1, 0, 0, 0, 0, 0, 0);
    /** Some system job limit is set ({@link SystemJobLimits#any}): only then can it refuse a job. */
    private final boolean jobLimits;
    /**
     * The active limits' check of the credentials object {@link #planFor} in pass {@link #planPass}
     * ({@link LimitCheck#plan}, null where it cannot be made), for the idle jobs that share it;
     * {@code planFor} null: none made. Dropped at each {@link #charge}, which changes the usage it read.
     */
    private LimitCheck.Plan plan;
    private Credentials planFor;
    private LimitPass planPass;
    /** The plans made since the last {@link #charge}, by the credential numbers they read. */
    private final PlanMemo memo;
    /** False: every check takes {@link LimitCheck#first} (the plain path, for the equivalence test). */
    private boolean plans = true;
    /** The active jobs counted as the jobs asked about need them ({@link ActiveCount}); null: all counted. */
    private ActiveCount lazy;

    private Limits(MauiConfig cfg, JobSizing sizing, HostIndex hosts) {
        this.hosts = hosts;
        CredentialIndex index = new CredentialIndex();
        this.book = new LimitBook(cfg, index);
        this.jobLimits = book.jobLimits().any();
        this.sizing = sizing;
        this.active = new UsageTable(book.scopedPairs(), book.countedKinds(),
                book.tracksHosts() ? book.nodeTracking() : null, hosts);
        this.ids = new CredentialIds(index);
        this.memo = new PlanMemo(book);
    }

    /**
     * The limits of {@code cfg} with the usage of the snapshot's active jobs (starting, running,
     * suspended) at {@code now}: MAXPS and MAXWC count remaining walltime, MAXNODE the distinct
     * hosts of each job's exec_host.
     */
    public static Limits of(MauiConfig cfg, Snapshot s, long now) {
        return of(cfg, s, now, true);
    }

    /**
     * As {@link #of(MauiConfig, Snapshot, long)}; {@code lazily}: each active job counted only when a
     * job sharing usage with it is first asked about, where the config's limits read only each job's
     * own credentials' usage ({@link ActiveCount}), which answers the same; else (the plain path, for
     * the equivalence test) all of them now.
     */
    static Limits of(MauiConfig cfg, Snapshot s, long now, boolean lazily) {
        LimitShape shape = LimitShape.of(cfg);
        JobSizing sizing = new JobSizing(now, shape.exactNode, shape.defaultWalltime, s.nodes());
        Limits l = new Limits(cfg, sizing, new HostIndex());
        SharedUsage shared = SharedUsage.of(cfg);
        List<Job> active = s.activeJobs();
        if (lazily && shared.carries()) {
            l.lazy = new ActiveCount(active, shared);
        } else {
            // without a node limit no count of nodes is ever compared: a running job's hosts go uncounted
            boolean nodes = shape.anyNodeLimit;
            for (int i = 0; i < active.size(); i++) { // indexed: a list's iterator is one class shared by every list
                l.count(active.get(i), nodes);
            }
        }
        l.gres = shape.anyGres ? GresLimits.of(cfg, s) : null;
        return l;
    }

    /** Counts active job {@code j} for {@link ActiveCount} (which counts only where no node limit is set). */
    void countActive(Job j) {
        count(j, false);
    }

    /**
     * {@link #ids} reset for a job with credentials {@code c}, the active jobs its checks read counted
     * first ({@link ActiveCount}): every read or charge of the usage goes through here.
     */
    private CredentialIds idsFor(Credentials c) {
        if (lazy != null) {
            lazy.cover(c, this);
        }
        return ids.reset(c);
    }

    /**
     * Adds an active job's usage ({@code nodes}: with its hosts). A method of its own, not the
     * body of the loop in {@link #of}, so that the JIT compiles it from its calls, one per active
     * job, early, and the loop that runs once per iteration compiles small.
     */
    private void count(Job j, boolean nodes) {
        active.add(ids.reset(j.credentials()), nodes ? sizing.active(j) : sizing.activeNoNodes(j));
    }

    /**
     * The active jobs that break a SOFT active limit given those started before them (guide 6.2,
     * "soft policy violation"): the jobs are counted in the order given (earliest start first), as
     * Maui counts the running jobs each iteration and marks one found over a soft limit. A QOS with
     * PREEMPTSPV makes such a job a preemptee (guide 7.3, {@code MJobUpdateFlags}).
     */
    public static Set<String> softViolators(MauiConfig cfg, Snapshot s, long now, List<Job> activeInStartOrder) {
        JobSizing sizing = new JobSizing(now, LimitBook.exactNode(cfg), cfg.get(Parameters.SYSTEMDEFAULTJOBWALLTIME),
                s.nodes());
        Limits l = new Limits(cfg, sizing, new HostIndex());
        Set<String> out = new java.util.LinkedHashSet<>();
        for (Job j : activeInStartOrder) {
            Demand d = sizing.active(j);
            if (LimitCheck.first(l.book, l.ids.reset(j.credentials()), d, false, LimitPass.SOFT, l.active) != null) {
                out.add(j.id());
            }
            l.active.add(l.ids.reset(j.credentials()), d);
        }
        return out;
    }

    /**
     * True when {@code cfg} sets no throttling policy at all: no credential or SYSTEMCFG limit
     * (DEFAULT entries included), no MAXGRES and no system job limit. Then every check passes and every job
     * is eligible, so an iteration need not count usage (the simulator's default policy).
     */
    public static boolean none(MauiConfig cfg) {
        LimitShape shape = LimitShape.of(cfg); // read once per config
        if (!shape.systemLimits.isEmpty() || shape.anyGres || shape.jobLimits.any()) {
            return false;
        }
        for (boolean limited : shape.limitedKinds) {
            if (limited) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when every answer of {@link #anyEligible} and {@link #eligible} is a function of the
     * idle jobs asked and of the snapshot's active jobs alone (the objects, as the usage counts
     * them), before any {@link #charge}: no limit counts proc-seconds or walltime (which the active
     * jobs have left at {@code now}), processor equivalents (the nodes' totals) or generic
     * resources. A job refused at one event is then refused at the next while the same active jobs
     * run, and these limits answer for that event as the ones built for it would.
     */
    public boolean followsActiveJobs() {
        return book.shape().followsActiveJobs;
    }

    /**
     * The eligible list for the HARD pass: which idle jobs may be scheduled at all this
     * iteration, and so accrue queue time under JOBPRIOACCRUALPOLICY. Same as
     * {@code eligible(idleInPriorityOrder, LimitPass.HARD)}.
     */
    public Eligibility eligible(List<Job> idleInPriorityOrder) {
        return eligible(idleInPriorityOrder, LimitPass.HARD);
    }

    /**
     * Builds the eligible list for one pass (guide 6.2.1 "Idle Job Limits"): idle jobs are taken
     * in the priority order given and added while no limit stops them. A job is kept out, with
     * its reason, when it exceeds a system job limit, when it alone would exceed an active limit
     * of {@code pass} given the jobs running (and charged) now, or when adding it would exceed an
     * idle limit ({@code MAXIJOB}, {@code MAXIPROC}, ...) given the jobs already on the list.
     * Idle limits are hard only: the guide selects eligible jobs once per iteration and ignores a
     * soft idle value. Does not change this object.
     */
    public Eligibility eligible(List<Job> idleInPriorityOrder, LimitPass pass) {
        return eligible(idleInPriorityOrder, pass, true);
    }

    /**
     * As {@link #eligible(List, LimitPass)}; without {@code explain} the reason of a job kept out
     * may be one without its numbers ({@link #unexplained}), for a caller that reads no reason, only
     * which jobs are on the list (a decisions-only iteration): it is then mostly found without the
     * job's demand. The same jobs are kept out either way.
     */
    public Eligibility eligible(List<Job> idleInPriorityOrder, LimitPass pass, boolean explain) {
        Walk walk = walk(pass, explain);
        List<Job> eligible = new ArrayList<>(idleInPriorityOrder.size());
        Reason[] reasons = new Reason[idleInPriorityOrder.size()];
        for (int i = 0; i < reasons.length; i++) { // indexed: a list's iterator is one class shared by every list
            Job j = idleInPriorityOrder.get(i);
            Reason r = walk.next(j);
            if (r == null) {
                eligible.add(j);
            } else {
                reasons[i] = r;
            }
        }
        return Eligibility.owning(idleInPriorityOrder, reasons, eligible);
    }

    /**
     * {@link #eligible(List, LimitPass, boolean)} one job at a time: {@link Walk#next} of each idle
     * job in priority order gives its reason there (null: on the list). For a caller that asks of
     * each job while it reads the job for checks of its own (CheckEligibility: 100,000 jobs, each
     * read again from memory by a second walk). Does not change this object.
     */
    public Walk walk(LimitPass pass, boolean explain) {
        // without idle limits the idle check always passes: 100,000 jobs need not be counted for it
        return new Walk(pass, explain, book.anyIdle() ? new UsageTable(book.scopedPairs(), book.countedKinds(), null, hosts) : null);
    }

    /**
     * The eligible list of one pass built job by job ({@link #walk}); the idle usage of the jobs put
     * on it so far. A function itself rather than through a bound {@code ::next} ({@link Eligibility} says why).
     */
    public final class Walk implements Function<Job, Reason> {
        private final LimitPass pass;
        private final boolean explain;
        private final UsageTable idle;

        private Walk(LimitPass pass, boolean explain, UsageTable idle) {
            this.pass = pass;
            this.explain = explain;
            this.idle = idle;
        }

        /** Why idle job {@code j}, asked after the jobs before it in priority order, is kept off the list; null: put on it. */
        public Reason next(Job j) {
            Reason r = refusal(j, pass, idle, explain);
            if (r == null && idle != null) {
                idle.add(ids, sizing.idle(j)); // the job's credentials and demand, as checked
            }
            return r;
        }

        /** {@link #next}. */
        @Override
        public Reason apply(Job j) {
            return next(j);
        }
    }

    /**
     * Whether {@link #eligible(List, LimitPass)} may refuse a job for the jobs listed before it:
     * only an idle limit (MAXIJOB, MAXIPROC, ...) counts them. Without one each job's verdict is
     * its own, whatever the order it is asked in.
     */
    public boolean idleLimits() {
        return book.anyIdle();
    }

    /**
     * Whether {@link #eligible(List, LimitPass)} would put any of {@code idleInPriorityOrder} on
     * the list: it stops at the first job that gets on it, and builds no reason for a job refused
     * (the simulator asks at every event whether the limits hold back every small job). Does not
     * change this object.
     */
    public boolean anyEligible(List<Job> idleInPriorityOrder, LimitPass pass) {
        return firstEligible(idleInPriorityOrder, pass) >= 0;
    }

    /**
     * The position of the first job of {@code idleInPriorityOrder} that {@link #eligible(List, LimitPass)}
     * would put on the list, -1 when none (as {@link #anyEligible}): every job before it was refused
     * alone. Does not change this object.
     */
    public int firstEligible(List<Job> idleInPriorityOrder, LimitPass pass) {
        // jobs refused before the first eligible one add nothing to the idle usage it is checked against
        UsageTable idle = book.anyIdle() ? new UsageTable(book.scopedPairs(), book.countedKinds(), null, hosts) : null;
        for (int i = 0; i < idleInPriorityOrder.size(); i++) { // indexed: a list's iterator is one class shared by every list
            if (refusal(idleInPriorityOrder.get(i), pass, idle, false) == null) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The first limit that keeps idle job {@code j} off the eligible list of {@code pass} given
     * the jobs on it so far ({@code idle}, null without idle limits), or null. Without
     * {@code explain} a limit's refusal is a reason without its numbers.
     */
    private Reason refusal(Job j, LimitPass pass, UsageTable idle, boolean explain) {
        idsFor(j.credentials());
        // every check below must pass: where the active limits' plan refuses the job by its size
        // alone, no other check can let it through, and it needs no demand
        if (!explain && planned(pass) != null && plan.refuses(JobSizing.procs(j))) {
            return LimitCheck.UNEXPLAINED;
        }
        Reason r;
        if (jobLimits) { // unset (their INFINITY default) they refuse no job: not asked per job per event
            int qosId = ids.id(CredentialKind.QOS);
            r = book.jobLimits().check(j, sizing, qosId < 0 ? QosExemptions.NONE : book.exemptions(qosId));
            if (r != null) {
                return r;
            }
        }
        if (idle == null && gres == null && planned(pass) != null && plan.jobsOnly()) {
            // only the active limits are left to ask, and they count jobs alone (MAXJOB): the job's size is
            // read by none, and working it out read an object more of each of 100,000 jobs from memory
            return plan.first(ONE_JOB, active, explain);
        }
        Demand demand = sizing.idle(j);
        long requestedNodes = demand.get(LimitKind.NODE);
        demand.setNodes(sizing.minimumNodes(j));
        r = activeRefusal(demand, pass, explain);
        demand.setNodes(requestedNodes);
        if (r == null && idle != null) {
            r = LimitCheck.first(book, ids, demand, true, LimitPass.HARD, idle, explain);
        }
        if (r == null && gres != null) {
            r = gres.check(j, pass);
        }
        return r;
    }

    /** {@link LimitCheck#first} of an idle job's demand against the active limits, by the plan of its credentials where one is made. */
    private LimitReason activeRefusal(Demand demand, LimitPass pass, boolean explain) {
        return planned(pass) != null ? plan.first(demand, active, explain)
                : LimitCheck.first(book, ids, demand, false, pass, active, explain);
    }

    /** The active limits' plan for the credentials of {@link #ids} in {@code pass}, made on first use; null where none can be. */
    private LimitCheck.Plan planned(LimitPass pass) {
        if (ids.credentials() != planFor || pass != planPass) {
            plan = plans ? memo.of(book, ids, pass, active) : null;
            planFor = ids.credentials();
            planPass = pass;
        }
        return plan;
    }

    /** Whether {@code r} is the reason without numbers an unexplained {@link #eligible(List, LimitPass, boolean)} may give. */
    public static boolean unexplained(Reason r) {
        return r == LimitCheck.UNEXPLAINED;
    }

    /** Every check by {@link LimitCheck#first}, none planned: the plain path, for the equivalence test. */
    Limits withoutPlans() {
        plans = false;
        planFor = null;
        return this;
    }

    /**
     * Whether starting {@code job} now on {@code proposedHosts} (one entry per task, as in
     * StartJob) stays within every active limit of {@code pass}, given the active jobs and the
     * starts {@link #charge charged} so far. MAXNODE counts the distinct proposed hosts (at least
     * N under EXACTNODE); with no hosts given, the fewest the job could get. Returns the first
     * limit exceeded, a {@link LimitReason}.
     */
    public Optional<Reason> check(Job job, LimitPass pass, List<String> proposedHosts) {
        return check(job, pass, proposedHosts, true);
    }

    /** A refusal without its numbers, as {@link #check(Job, LimitPass, List, boolean)} gives it: one object for every job. */
    private static final Optional<Reason> REFUSED = Optional.of(LimitCheck.UNEXPLAINED);

    /**
     * As {@link #check(Job, LimitPass, List)}; without {@code explain} a refusal is one without its
     * numbers ({@link #unexplained}), one object for every job. An overloaded queue under soft
     * per-user limits holds hundreds of jobs larger than a soft MAXPROC leaves room for, each refused
     * by the priority pass at every full iteration: a reason with its numbers and an optional each
     * time were 8 % of such a simulation's allocation (synthetic:256:1:20000:2 reslimits). Not by
     * the plans the eligible list uses ({@link LimitCheck#plan}): made per credentials and dropped at
     * every start, for a few jobs each, they cost more than the check (tried: 9 % of the run).
     */
    public Optional<Reason> check(Job job, LimitPass pass, List<String> proposedHosts, boolean explain) {
        // the active jobs counted first: counting one makes its demand in the scratch that sizing gives
        CredentialIds jobIds = idsFor(job.credentials());
        Demand demand = sizing.placed(job, proposedHosts);
        Reason r = LimitCheck.first(book, jobIds, demand, false, pass, active, explain);
        if (r != null) {
            return explain ? Optional.of(r) : REFUSED;
        }
        return gres != null ? Optional.ofNullable(gres.check(job, pass)) : Optional.empty();
    }

    /**
     * False when no limit counts nodes: {@link #check} then answers the same whatever hosts it is
     * given (only the node count reads them).
     */
    public boolean readsHosts() {
        return book.anyNodeLimit();
    }

    /**
     * The hosts held by the jobs of the credential whose node limit {@code refusal} reports (the
     * system's for a SYSTEMCFG limit, the pair's for a multi-dimensional one), for a placement
     * that packs the job onto them first; empty for any other refusal.
     */
    public Set<String> heldHosts(Job job, Reason refusal) {
        if (!(refusal instanceof LimitReason r) || r.kind() != LimitKind.NODE || r.idle()) {
            return Set.of();
        }
        idsFor(job.credentials());
        HostTally held;
        if (r.scope() != null) {
            int scopeId = ids.id(r.scope());
            int ownerId = r.credential() == null ? 0 : ids.id(r.credential());
            held = scopeId < 0 || ownerId < 0 ? null : active.scopedHosts(r.credential(), ownerId, r.scope(), scopeId);
        } else if (r.credential() == null) {
            held = active.systemHosts();
        } else {
            int id = ids.id(r.credential());
            held = id < 0 ? null : active.plainHosts(r.credential(), id);
        }
        Set<String> out = new HashSet<>();
        if (held != null) {
            held.held().forEach(h -> out.add(hosts.name(h)));
        }
        return out;
    }

    /** Counts a start the engine decided this iteration, so later checks include it. */
    public void charge(Job job, List<String> hosts) {
        // without a node limit no count of nodes is ever compared (as in of): the hosts go uncounted
        // not covered first: a sum takes its terms in any order, and a later cover counts the active jobs alone
        active.add(ids.reset(job.credentials()), book.anyNodeLimit() ? sizing.placed(job, hosts) : sizing.placedNoNodes(job));
        planFor = null; // the plans read the usage as it was
        memo.clear();
        if (gres != null) {
            gres.charge(job);
        }
    }

    /**
     * What keeps {@code job} from starting now on {@code hosts} (one entry per task) under the hard
     * limits, the system job limits and the idle limits included: the first refusal, empty when
     * none (runjob without -f, showbf -L). Does not change this object.
     */
    public Optional<Reason> hardRefusal(Job job, List<String> hosts) {
        Eligibility e = eligible(List.of(job), LimitPass.HARD);
        if (e.eligible().isEmpty()) {
            return Optional.ofNullable(e.reason(0));
        }
        return check(job, LimitPass.HARD, hosts);
    }
}
