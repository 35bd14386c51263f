package io.jmaui.bridge.tool;

import io.jmaui.scheduler.config.ConfigWarning;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Runs the core once on parsed inputs, no files and no clock: one {@link Iteration#run} as a first
 * iteration, plus the fairshare standing the iteration's priorities were computed from.
 */
final class Replay {

    private Replay() {
    }

    static ReplayReport run(MauiConfig cfg, Snapshot snapshot, long now) {
        IterationResult r = Iteration.run(cfg, snapshot, now);
        FairshareUsage fs = FairshareUsage.compute(cfg, snapshot.fairshareWindows());
        List<String> warnings = new ArrayList<>();
        cfg.warnings().stream().map(ConfigWarning::toString).forEach(warnings::add);
        warnings.addAll(r.warnings());
        Map<String, String> blocked = new LinkedHashMap<>();
        for (Map.Entry<String, Reason> e : r.reasons().entrySet()) {
            blocked.put(e.getKey(), e.getValue().summary());
        }
        return new ReplayReport(now, warnings, r.priorities(), fairshare(fs, snapshot), blocked, r.decisions(),
                r.reservations());
    }

    /** Every credential with usage or with a job in the snapshot, by kind then name. */
    static List<ReplayReport.FairshareEntry> fairshare(FairshareUsage fs, Snapshot snapshot) {
        List<ReplayReport.FairshareEntry> out = new ArrayList<>();
        for (CredentialKind kind : CredentialKind.values()) {
            SortedSet<String> names = new TreeSet<>(fs.credentials(kind));
            for (Job j : snapshot.jobs()) {
                String name = j.credentials().of(kind);
                if (name != null) {
                    names.add(name);
                }
            }
            for (String name : names) {
                out.add(new ReplayReport.FairshareEntry(kind.name(), name, boxed(fs.usagePercent(kind, name)),
                        boxed(fs.delta(kind, name))));
            }
        }
        return out;
    }

    private static Double boxed(OptionalDouble d) {
        return d.isPresent() ? d.getAsDouble() : null;
    }
}
