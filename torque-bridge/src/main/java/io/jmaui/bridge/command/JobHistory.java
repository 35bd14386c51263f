package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.JobRow;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the command server remembers across iterations for showq -c: the last {@code capacity}
 * jobs it saw leave the active set (completed, as far as the scheduler can tell). Fed on the loop
 * thread, read from the command threads through one volatile immutable list. (showstats' totals
 * live in the checkpointed {@link io.jmaui.bridge.state.Statistics}.)
 */
final class JobHistory {

    private final int capacity;
    private final Deque<JobRow> completed = new ArrayDeque<>();
    private Map<String, JobRow> active = new HashMap<>();
    private volatile List<JobRow> value = List.of();

    JobHistory(int capacity) {
        this.capacity = capacity;
    }

    /** Called once per iteration on the loop thread. */
    void record(IterationReport r) {
        JobRows rows = new JobRows(r);
        Map<String, JobRow> now = new HashMap<>();
        java.util.Set<String> known = new java.util.HashSet<>();
        for (Job j : r.snapshot().jobs()) {
            known.add(j.id());
            if (rows.section(j) == JobRows.Section.ACTIVE) {
                now.put(j.id(), rows.row(j));
            }
        }
        active.forEach((id, row) -> {
            if (!known.contains(id)) {
                completed.addFirst(new JobRow(row.id(), row.user(), row.group(), row.account(), row.jobClass(),
                        row.qos(), "Completed", row.procs(), row.nodes(), row.wallLimit(), 0, row.startTime(),
                        row.queueTime(), row.priority(), null, r.now(), row.gpus()));
                while (completed.size() > capacity) {
                    completed.removeLast();
                }
            }
        });
        active = now;
        value = List.copyOf(completed);
    }

    List<JobRow> completed() {
        return value;
    }
}
