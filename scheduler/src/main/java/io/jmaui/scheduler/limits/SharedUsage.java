package io.jmaui.scheduler.limits;

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

    private static final CredentialKind[] KINDS = CredentialKind.values();

    private final boolean carries;
    /** The kinds whose credentials' usage a verdict may read: asked of every queued job at a job's end. */
    private final CredentialKind[] read;

    private SharedUsage(MauiConfig cfg) {
        LimitShape shape = LimitShape.of(cfg);
        // SYSTEMCFG limits read the system's usage, which every active job adds to; node limits the
        // hosts the jobs hold: not carried (nor anything where the time or the cluster is read)
        carries = shape.followsActiveJobs && !shape.anyNodeLimit && shape.systemLimits.isEmpty();
        // the kinds whose usage some check reads (every kind where a QOS override may replace a limit);
        // a multi-dimensional pair's counter is its owner's and its scope's: the owner's kind is read
        CredentialKind[] kinds = new CredentialKind[KINDS.length];
        int n = 0;
        for (CredentialKind k : KINDS) {
            if (shape.countedKinds[k.ordinal()]) {
                kinds[n++] = k;
            }
        }
        read = new CredentialKind[n]; // not Arrays.copyOf: a reflective allocation in C1 code (PlanMemo says more)
        System.arraycopy(kinds, 0, read, 0, n);
    }

    public static SharedUsage of(MauiConfig cfg) {
        return cfg.derived(SharedUsage.class, SharedUsage::new);
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
        if (idle == active) {
            return true;
        }
        for (CredentialKind k : read) {
            String a = idle.of(k);
            String b = active.of(k);
            // by identity first (the simulator and the daemon share one string per name), then by
            // the strings' cached hashes: most pairs differ, and an equals call compares bytes
            if (a != null && b != null && (a == b || a.hashCode() == b.hashCode() && a.equals(b))) {
                return true;
            }
        }
        return false;
    }
}
