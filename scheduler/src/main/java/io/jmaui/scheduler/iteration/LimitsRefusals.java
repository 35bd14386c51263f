package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.SharedUsage;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The limits' verdicts of the config's last decisions-only iteration that asked them first
 * ({@link CheckEligibility#limitsFirst}), for the next such iteration to start from, as
 * {@link HeldBack} does for the idle events. Under per-user limits a long queue waits at its users'
 * limits, and each arrival's iteration asked every queued job again (some 290 a full iteration of a
 * 512-node synthetic trace under reslimits, about one of them eligible).
 *
 * <p>Why a refusal stands: where the limits read only the usage of each job's own credentials
 * ({@link SharedUsage#carries}) and no idle limit counts the jobs listed before a job
 * ({@link LimitsThrottle#perJob}), a job's verdict is a function of the job and of its credentials'
 * counters, each a sum over the active jobs that carry the credential; every limit refuses when
 * used plus asked exceeds it, which only more usage makes truer. So a job refused then (the same
 * object: the same job) is refused now unless an active job it {@link SharedUsage#shares} usage
 * with is gone (ended, or shown anew as another object). New active jobs only add usage.
 *
 * <p>Why a pass stands, by the same argument the other way: a job within the limits then is within
 * them now unless an active job it shares usage with is new (started since, or shown anew): gone
 * jobs only take usage off. With a short queue most jobs are within the limits, and on an
 * overloaded machine hundreds wait within them for processors; each iteration starts and ends a
 * few jobs, of a few users, so only those users' jobs need asking. New jobs, refused jobs that
 * share a gone job's usage and passed jobs that share a new job's are asked again, by this
 * iteration's throttle. A snapshot whose job objects are all new (the daemon's) matches none: every
 * job is asked, as without the carry.
 *
 * <p>The reason carried is the one given then: a decisions-only iteration reads none of a refused
 * job's reasons ({@link EligibleFirst}), only which jobs are refused.
 *
 * <p>Kept per config ({@link MauiConfig#derived}); taken by the iteration that reads it and given
 * back by it, so two threads on one config never share one.
 */
final class LimitsRefusals {

    /** How far past the last match an old job is looked for: jobs that started or ended drop out of the lists. */
    private static final int WINDOW = 8;

    private Last last;
    /** How many refusals, and passes, were carried rather than asked, for the tests to see the carry at work. */
    private long carried;
    private long passes;

    private static final Derived<LimitsRefusals> REFUSALS = Derived.of(c -> new LimitsRefusals());

    private static LimitsRefusals of(MauiConfig cfg) {
        return cfg.derived(REFUSALS);
    }

    private synchronized Last take() {
        Last l = last;
        last = null;
        return l;
    }

    private synchronized void keep(Last l, int refusalsNow, int passesNow) {
        last = l;
        carried += refusalsNow;
        passes += passesNow;
    }

    /**
     * Why {@code throttle} keeps each of {@code jobs} off the eligible list, by position (null: it does
     * not), as {@code throttle.idleBlocked(jobs, false)} tells it, before any start is charged to it:
     * the verdicts of the config's last such call that stand past the active jobs' changes since are
     * carried, and only the other jobs asked. {@code s}: the snapshot whose active jobs the throttle
     * counted.
     */
    static Reason[] verdicts(MauiConfig cfg, Policies.ThrottleFactory by, Snapshot s, Throttle throttle,
                             List<Job> jobs) {
        SharedUsage shared = SharedUsage.of(cfg);
        if (!(shared.carries() && throttle instanceof LimitsThrottle l && l.followsActiveJobs() && l.perJob())) {
            return asked(throttle, jobs);
        }
        LimitsRefusals carry = of(cfg);
        Last last = carry.take();
        List<Job> active = s.activeJobs();
        Reason[] why = new Reason[jobs.size()];
        List<Job> fresh = jobs;
        int[] at = null;
        int refusals = 0;
        if (last != null && last.by == by) {
            fresh = new ArrayList<>();
            at = new int[jobs.size()];
            refusals = last.settle(jobs, active, shared, why, fresh, at);
        }
        IntFunction<Reason> refused = throttle.idleBlocked(fresh, false);
        for (int k = 0; k < fresh.size(); k++) {
            why[at == null ? k : at[k]] = refused.apply(k);
        }
        // the caller writes its own checks' reasons into what it gets: the verdicts kept are a copy (not
        // clone(), a call into the VM in C1 code)
        Reason[] kept = new Reason[why.length];
        System.arraycopy(why, 0, kept, 0, why.length);
        carry.keep(new Last(jobs, kept, active, by), refusals, jobs.size() - fresh.size() - refusals);
        return why;
    }

    /** How many refusals the config's carry gave rather than asked, so far. */
    static long carried(MauiConfig cfg) {
        LimitsRefusals c = of(cfg);
        synchronized (c) {
            return c.carried;
        }
    }

    /** How many passes (a job within the limits) the config's carry gave rather than asked, so far. */
    static long carriedPasses(MauiConfig cfg) {
        LimitsRefusals c = of(cfg);
        synchronized (c) {
            return c.passes;
        }
    }

    /** The plain path: every job asked. */
    static Reason[] asked(Throttle throttle, List<Job> jobs) {
        IntFunction<Reason> refused = throttle.idleBlocked(jobs, false);
        Reason[] why = new Reason[jobs.size()];
        for (int i = 0; i < why.length; i++) {
            why[i] = refused.apply(i);
        }
        return why;
    }

    /**
     * The verdicts of one call: {@code why[i]} of {@code jobs.get(i)}, with the usage of {@code active}
     * (the lists are never changed after: an iteration's queued list and a snapshot's active jobs), by
     * a throttle {@code by} made.
     */
    private static final class Last {
        private final List<Job> jobs;
        private final Reason[] why;
        private final List<Job> active;
        private final Policies.ThrottleFactory by;

        Last(List<Job> jobs, Reason[] why, List<Job> active, Policies.ThrottleFactory by) {
            this.jobs = jobs;
            this.why = why;
            this.active = active;
            this.by = by;
        }

        /**
         * Settles the verdicts that stand for each of {@code now} with the usage of {@code activeNow}:
         * a job matched among the old ones by identity, refused then and sharing no usage with an
         * active job gone, gets its reason in {@code out}; within the limits then and sharing none
         * with an active job new, it is left null (within them still). Every other job is added to
         * {@code fresh}, its position in {@code at}, to be asked. The lists keep their order from
         * event to event (queued jobs by submission, active ones by start), so one walk with a short
         * look-ahead matches them; a job not matched is asked, an old active job not matched counts as
         * gone and a new one not matched as new. Returns how many refusals were carried.
         */
        int settle(List<Job> now, List<Job> activeNow, SharedUsage shared, Reason[] out, List<Job> fresh, int[] at) {
            List<Credentials> gone = new ArrayList<>();
            List<Credentials> added = new ArrayList<>();
            changes(activeNow, gone, added);
            int refusals = 0;
            int k = 0;
            for (int i = 0; i < out.length; i++) { // indexed: a list's iterator is one class shared by every list
                Job j = now.get(i);
                int was = find(jobs, j, k);
                if (was >= 0) {
                    k = was + 1;
                    Reason r = why[was];
                    // a refusal only less usage can lift, a pass only more usage can refuse
                    if (r != null ? !sharesAny(shared, j.credentials(), gone) : !sharesAny(shared, j.credentials(), added)) {
                        out[i] = r;
                        refusals += r != null ? 1 : 0;
                        continue;
                    }
                }
                at[fresh.size()] = i;
                fresh.add(j);
            }
            return refusals;
        }

        /**
         * The credentials of the old active jobs that {@code activeNow} does not hold into {@code gone},
         * and of its jobs the old ones did not hold into {@code added} (as far as one walk matches them),
         * each object once: the simulator gives all jobs of one user the same, and each queued job is
         * compared with every one.
         */
        private void changes(List<Job> activeNow, List<Credentials> gone, List<Credentials> added) {
            int k = 0;
            for (int i = 0; i < activeNow.size(); i++) {
                Job j = activeNow.get(i);
                int at = find(active, j, k);
                if (at >= 0) {
                    for (int g = k; g < at; g++) {
                        addOnce(gone, active.get(g).credentials());
                    }
                    k = at + 1;
                } else {
                    addOnce(added, j.credentials());
                }
            }
            for (int g = k; g < active.size(); g++) {
                addOnce(gone, active.get(g).credentials());
            }
        }

        private static void addOnce(List<Credentials> gone, Credentials c) {
            for (int g = 0; g < gone.size(); g++) {
                if (gone.get(g) == c) {
                    return;
                }
            }
            gone.add(c);
        }

        private static boolean sharesAny(SharedUsage shared, Credentials c, List<Credentials> changed) {
            for (int g = 0; g < changed.size(); g++) {
                if (shared.shares(c, changed.get(g))) {
                    return true;
                }
            }
            return false;
        }

        /** Where {@code j} is in {@code in} from {@code k} on, within {@link #WINDOW}; -1 when not. */
        private static int find(List<Job> in, Job j, int k) {
            for (int at = k; at < in.size() && at <= k + WINDOW; at++) {
                if (in.get(at) == j) {
                    return at;
                }
            }
            return -1;
        }
    }
}
