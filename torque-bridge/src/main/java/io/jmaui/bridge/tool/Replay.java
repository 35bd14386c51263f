package io.jmaui.bridge.tool;

import io.jmaui.scheduler.config.ConfigWarning;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriorities;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.Priorities;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Runs the core once on parsed inputs: no files, no clock. Today that is fairshare usage and the
 * priority stage; when the engine's {@code Iteration.run(cfg, snapshot, now)} lands, it replaces the body and
 * fills the blocked, decisions and reservations sections of the report.
 */
final class Replay {

    private Replay() {
    }

    static ReplayReport run(MauiConfig cfg, Snapshot snapshot, long now) {
        // TODO(engine): IterationResult r = Iteration.run(cfg, snapshot, now) and report its
        //  priorities, per-idle-job reasons, decisions and reservations.
        FairshareUsage fs = FairshareUsage.compute(cfg, snapshot.fairshareWindows());
        JobPriorities priorities = Priorities.compute(cfg, snapshot, fs, now);
        List<Job> queue = priorities.order(snapshot.jobs().stream()
                .filter(j -> priorities.of(j.id()).isPresent()).toList());
        List<JobPriority> ordered = new ArrayList<>();
        for (Job j : queue) {
            ordered.add(priorities.of(j.id()).orElseThrow());
        }
        List<String> warnings = cfg.warnings().stream().map(ConfigWarning::toString).toList();
        return new ReplayReport(now, warnings, ordered, fairshare(fs, snapshot), null, null, null);
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
