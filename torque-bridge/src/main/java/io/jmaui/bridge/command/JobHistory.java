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
 * What the command server remembers across iterations for showq -c and showstats: when it first
 * saw the daemon iterate, how many jobs the daemon started, and the last {@code capacity} jobs it
 * saw leave the active set (completed, as far as the scheduler can tell). Fed on the loop thread,
 * read from the command threads through one volatile immutable value.
 */
final class JobHistory {

    private record Value(long since, long started, List<JobRow> completed) {
    }

    private final int capacity;
    private final Deque<JobRow> completed = new ArrayDeque<>();
    private Map<String, JobRow> active = new HashMap<>();
    private long since = -1;
    private long started;
    private volatile Value value = new Value(0, 0, List.of());

    JobHistory(int capacity) {
        this.capacity = capacity;
    }

    /** Called once per iteration on the loop thread. */
    void record(IterationReport r) {
        if (since < 0) {
            since = r.now();
        }
        started += r.started().size();
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
                        row.queueTime(), row.priority(), null, r.now()));
                while (completed.size() > capacity) {
                    completed.removeLast();
                }
            }
        });
        active = now;
        value = new Value(since, started, List.copyOf(completed));
    }

    long since() {
        return value.since();
    }

    long started() {
        return value.started();
    }

    List<JobRow> completed() {
        return value.completed();
    }
}
