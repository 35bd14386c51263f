package io.jmaui.bridge.tool;

import io.jmaui.scheduler.config.ConfigWarning;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriorities;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.Priorities;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs the core once on parsed inputs: no files, no clock. Today that is the priority stage;
 * when the engine's {@code Iteration.run(cfg, snapshot, now)} lands, it replaces the body and
 * fills the blocked, decisions and reservations sections of the report.
 */
final class Replay {

    private Replay() {
    }

    static ReplayReport run(MauiConfig cfg, Snapshot snapshot, long now) {
        // TODO(engine): IterationResult r = Iteration.run(cfg, snapshot, now) and report its
        //  priorities, per-idle-job reasons, decisions and reservations.
        // TODO(fairshare): FairshareUsage fs = FairshareUsage.compute(cfg, snapshot.fairshareWindows());
        //  pass fs::delta below and list fs.usagePercent/fs.delta per credential in the fairshare section.
        JobPriorities priorities = Priorities.compute(cfg, snapshot, null, now);
        List<Job> queue = priorities.order(snapshot.jobs().stream()
                .filter(j -> priorities.of(j.id()).isPresent()).toList());
        List<JobPriority> ordered = new ArrayList<>();
        for (Job j : queue) {
            ordered.add(priorities.of(j.id()).orElseThrow());
        }
        List<String> warnings = cfg.warnings().stream().map(ConfigWarning::toString).toList();
        return new ReplayReport(now, warnings, ordered, null, null, null, null);
    }
}
