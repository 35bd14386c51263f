package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

/**
 * Which active jobs' usage an idle job's verdict can read (guide 6.2), worked out once per config
 * ({@link MauiConfig#derived}), for a caller that carries verdicts from event to event
 * ({@code HeldBack}): where {@link #carries}, a job refused at one event is refused at the next
 * unless an active job it {@link #shares} usage with is gone.
 *
 * <p>Why: where the limits read no time, cluster, hosts or system-wide usage, an idle job's
 * verdict reads the job, the config and the usage counters of its own credentials (its user's,
 * group's, ... and their multi-dimensional pairs), each a sum over the active jobs that carry that
 * credential. Every active limit refuses when {@code used + asked > limit}, which only more usage
 * makes truer; idle limits, system job limits and QOS exemptions read no active job. So a job
 * refused stays refused while active jobs are only added; a job that ends (or is shown anew as
 * another object) lowers the counters of its credentials alone, and only the idle jobs that share
 * one of them may pass now.
 */
public final class SharedUsage {

    private final boolean carries;
    /**
     * Whether the usage of each kind's credentials is read by some verdict, one field a kind: the kinds
     * whose usage some check reads (every kind where a QOS override may replace a limit); a
     * multi-dimensional pair's counter is its owner's and its scope's: the owner's kind is read.
     * Fields, not a loop over the kinds: {@link #shares} is asked of every queued job at a job's end,
     * and in C1 code a loop over an array of kinds, each through {@link Credentials#of}'s switch,
     * cost twice the comparisons.
     */
    private final boolean user;
    private final boolean group;
    private final boolean account;
    private final boolean jobClass;
    private final boolean qos;

    private SharedUsage(MauiConfig cfg) {
        LimitShape shape = LimitShape.of(cfg);
        // SYSTEMCFG limits read the system's usage, which every active job adds to; node limits the
        // hosts the jobs hold: not carried (nor anything where the time or the cluster is read)
        carries = shape.followsActiveJobs && !shape.anyNodeLimit && shape.systemLimits.isEmpty();
        boolean[] counted = shape.countedKinds;
        user = counted[CredentialKind.USER.ordinal()];
        group = counted[CredentialKind.GROUP.ordinal()];
        account = counted[CredentialKind.ACCOUNT.ordinal()];
        jobClass = counted[CredentialKind.CLASS.ordinal()];
        qos = counted[CredentialKind.QOS.ordinal()];
    }

    private static final Derived<SharedUsage> SHARED = Derived.of(SharedUsage::new);

    public static SharedUsage of(MauiConfig cfg) {
        return cfg.derived(SHARED);
    }

    /**
     * Whether an idle job's verdict is a function of the job and of the usage counters of its own
     * credentials, each of which grows with the active jobs: then {@link #shares} tells which jobs'
     * verdicts a gone active job may change.
     */
    public boolean carries() {
        return carries;
    }

    /**
     * Whether the verdict of an idle job with credentials {@code idle} may read a usage counter
     * that an active job with credentials {@code active} adds to: they carry one name of a kind
     * whose usage some limit reads.
     */
    public boolean shares(Credentials idle, Credentials active) {
        return idle == active
                || user && same(idle.user(), active.user())
                || group && same(idle.group(), active.group())
                || account && same(idle.account(), active.account())
                || jobClass && same(idle.jobClass(), active.jobClass())
                || qos && same(idle.qos(), active.qos());
    }

    /**
     * Whether two names are one, neither null: by identity first (the simulator and the daemon share
     * one string per name), then by the strings' cached hashes: most pairs differ, and an equals call
     * compares bytes.
     */
    private static boolean same(String a, String b) {
        return a != null && b != null && (a == b || a.hashCode() == b.hashCode() && a.equals(b));
    }
}
