package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The jobs this daemon started by backfill, while they run: Maui's BACKFILL job flag, which
 * checkjob shows. Kept in memory (a job started before a restart is no longer known as one).
 * Written by the loop thread, read by the commands.
 */
final class BackfillStarts {

    private final Set<String> ids = ConcurrentHashMap.newKeySet();

    /** After an iteration: its backfill starts that pbs_server took join, jobs no longer active leave. */
    void update(Snapshot snapshot, IterationResult result, List<String> started) {
        if (!ids.isEmpty()) { // no set of the running jobs while none is a backfill start
            Set<String> active = new java.util.HashSet<>();
            for (Job j : snapshot.activeJobs()) {
                active.add(j.id());
            }
            ids.retainAll(active);
        }
        for (String id : started) {
            if (result.start(id).map(StartJob::backfill).orElse(false)) {
                ids.add(id);
            }
        }
    }

    boolean contains(String jobId) {
        return ids.contains(jobId);
    }
}
