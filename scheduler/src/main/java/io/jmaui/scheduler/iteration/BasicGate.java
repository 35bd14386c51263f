package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.FsTarget;
import io.jmaui.scheduler.config.FsTargetMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.fairshare.FairshareCaps;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.dependency.DependencyCheck;
import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Holds and dependencies (guide 11.1, 11.5; the dependency package's {@link DependencyCheck}),
 * then fairshare caps (guide 6.3, the fairshare package's {@link FairshareCaps}).
 */
final class BasicGate implements Gate {

    private final MauiConfig cfg;
    private final boolean caps;

    BasicGate(MauiConfig cfg) {
        this.cfg = cfg;
        this.caps = hasCaps(cfg);
    }

    /** Whether any credential has an FSTARGET cap; the cap check is skipped otherwise. */
    private static boolean hasCaps(MauiConfig cfg) {
        for (CredentialKind kind : CredentialKind.values()) {
            for (CredentialConfig c : cfg.credentials(kind).values()) {
                FsTargetMode m = c.fsTarget().map(FsTarget::mode).orElse(null);
                if (m != null && m.blocks()) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public IntFunction<Reason> blocked(Snapshot s, List<Job> rankedIdle, FairshareUsage usage, long now) {
        Function<Job, Reason> walk = walk(s, usage, now);
        Reason[] out = null; // most jobs are not blocked: no array until one is
        for (int i = 0; i < rankedIdle.size(); i++) {
            Reason r = walk.apply(rankedIdle.get(i));
            if (r != null) {
                if (out == null) {
                    out = new Reason[rankedIdle.size()];
                }
                out[i] = r;
            }
        }
        Reason[] blocked = out;
        return blocked == null ? i -> null : i -> blocked[i];
    }

    @Override
    public Function<Job, Reason> walk(Snapshot s, FairshareUsage usage, long now) {
        return new Walk(s, usage);
    }

    /** Holds are the job's own; a dependency reads the other job, a fairshare cap the usage. */
    @Override
    public boolean own(Job j) {
        return j.dependencies().isEmpty() && !caps;
    }

    /** The reason of each job asked; the jobs by id built for the first job with dependencies: most queues have none. */
    private final class Walk implements Function<Job, Reason> {
        private final Snapshot s;
        private final FairshareUsage usage;
        private Map<String, Job> byId;

        Walk(Snapshot s, FairshareUsage usage) {
            this.s = s;
            this.usage = usage;
        }

        @Override
        public Reason apply(Job j) {
            Optional<DependencyPending> dependency = Optional.empty();
            if (!j.dependencies().isEmpty()) {
                if (byId == null) {
                    byId = byId(s);
                }
                dependency = DependencyCheck.pending(j, byId::get);
            }
            Reason r = held(j, dependency);
            if (r == null && caps && usage != null) {
                r = FairshareCaps.check(cfg, usage, j).orElse(null);
            }
            return r;
        }
    }

    /**
     * A hold or an open dependency; the system hold pbs_server puts on a job for its dependencies
     * is reported as the dependency, any other hold as the hold (the user or admin must act).
     */
    private static Reason held(Job j, Optional<DependencyPending> dependency) {
        if (j.holds().isEmpty()) {
            return dependency.orElse(null);
        }
        if (dependency.isPresent() && j.holds().equals(Set.of(HoldType.SYSTEM))) {
            return dependency.get();
        }
        return new JobHeld(j.holds());
    }

    private static Map<String, Job> byId(Snapshot s) {
        Map<String, Job> byId = new HashMap<>(s.jobs().size() * 4 / 3 + 1);
        for (Job j : s.jobs()) {
            byId.put(j.id(), j);
        }
        return byId;
    }
}
