package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Feasibility-based fairshare (guide 6.3.3.2): a job may not start, even on idle resources, when
 * one of its credentials has a fairshare cap and the job would take that credential past it.
 *
 * <p>Maui's MFSCheckCap, credentials in its order (user, group, account, class, QOS):
 *
 * <pre>  request   = procs * walltime              (DEDICATEDPS)
 *            = PE * walltime                 (DEDICATEDPES)
 *  FSTARGET=N^  blocks when  decayedUsage + request > N
 *  FSTARGET=N%  blocks when  100 * (decayedUsage + request) / decayedTotal > N</pre>
 *
 * where the decayed sums are those of {@link FairshareUsage}. Targets, floors and ceilings
 * ({@code N}, {@code N+}, {@code N-}) only steer priority and never block. Maui charges a PE job
 * its bare PE here, not PE-seconds; jmaui multiplies by walltime so both sides are PE-seconds. No
 * cap applies while FSPOLICY is NONE, or, for {@code %}, before anything was delivered.
 */
public final class FairshareCaps {

    private static final List<CredentialKind> ORDER = List.of(CredentialKind.USER, CredentialKind.GROUP,
            CredentialKind.ACCOUNT, CredentialKind.CLASS, CredentialKind.QOS);

    private FairshareCaps() {
    }

    /**
     * The first cap the job's credentials would exceed. Under DEDICATEDPES the job's PE is measured
     * against the nodes {@code usage} was computed with.
     */
    public static Optional<Reason> check(MauiConfig cfg, FairshareUsage usage, Job job) {
        return check(usage, job, cfg == usage.config() ? usage::fairshareTarget : (k, n) -> Targets.of(cfg, k, n));
    }

    /** The check with the credentials' targets looked up by {@code targets}. */
    static Optional<Reason> check(FairshareUsage usage, Job job,
                                  BiFunction<CredentialKind, String, Optional<FairshareTarget>> targets) {
        if (usage.settings().metric() == FsMetric.NONE) {
            return Optional.empty();
        }
        double request = usage.rate(job) * job.walltime();
        for (CredentialKind kind : ORDER) {
            String name = job.credentials().of(kind);
            if (name == null) {
                continue;
            }
            Optional<FairshareTarget> t = targets.apply(kind, name);
            if (t.isEmpty() || !t.get().mode().isCap()) {
                continue;
            }
            double used = usage.decayedUsage(kind, name);
            double now;
            double projected;
            if (t.get().mode() == FairshareTarget.Mode.CAP_ABSOLUTE) {
                now = used;
                projected = used + request;
            } else {
                double total = usage.decayedTotal();
                if (total <= 0) {
                    continue;
                }
                now = 100.0 * used / total;
                projected = 100.0 * (used + request) / total;
            }
            if (projected > t.get().value()) {
                return Optional.of(new FsCapReason(kind, name, t.get().mode(), now, projected, t.get().value()));
            }
        }
        return Optional.empty();
    }
}
