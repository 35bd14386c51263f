package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.FsTarget;
import io.jmaui.scheduler.config.FsTargetMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.fairshare.FairshareCaps;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Holds, deferral and dependencies (guide 11.1, 11.5), then fairshare caps (guide 6.3, the
 * fairshare package's {@link FairshareCaps}). A dependency is met when the job it names has
 * completed ({@code after*}) or started ({@code after}), or is no longer known to the server.
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
    public Map<String, Reason> blocked(Snapshot s, List<Job> rankedIdle, FairshareUsage usage, long now) {
        Map<String, Job> byId = null; // built when the first dependency is met: most queues have none
        Map<String, Reason> out = new LinkedHashMap<>();
        for (Job j : rankedIdle) {
            if (!j.holds().isEmpty()) {
                out.put(j.id(), new JobHeld(j.holds()));
                continue;
            }
            for (Dependency d : j.dependencies()) {
                if (byId == null) {
                    byId = byId(s);
                }
                Job other = byId.get(d.jobId());
                if (other != null && !met(d, other)) {
                    out.put(j.id(), new DependencyPending(d.type(), d.jobId()));
                    break;
                }
            }
            if (caps && !out.containsKey(j.id()) && usage != null) {
                FairshareCaps.check(cfg, usage, j).ifPresent(r -> out.put(j.id(), r));
            }
        }
        return out;
    }

    private static Map<String, Job> byId(Snapshot s) {
        Map<String, Job> byId = new HashMap<>(s.jobs().size() * 4 / 3 + 1);
        for (Job j : s.jobs()) {
            byId.put(j.id(), j);
        }
        return byId;
    }

    private static boolean met(Dependency d, Job other) {
        if (d.type().equalsIgnoreCase("after")) {
            return other.state().isActive() || other.state() == JobState.COMPLETED;
        }
        return other.state() == JobState.COMPLETED || other.state() == JobState.REMOVED;
    }
}
