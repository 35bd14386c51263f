package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.ShowstatsView;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** showstats from the latest iteration and what the command server counted since start. */
final class StatsViews {

    private StatsViews() {
    }

    static ShowstatsView showstats(IterationReport r, CredentialKind kind) {
        return showstats(r, kind, null);
    }

    /** @param only showstats -u alice: the row of that credential alone (null: every one) */
    static ShowstatsView showstats(IterationReport r, CredentialKind kind, String only) {
        JobRows rows = new JobRows(r);
        int active = 0;
        int idle = 0;
        int blocked = 0;
        int procsActive = 0;
        int gpusActive = 0;
        long sumQueued = 0;
        long maxQueued = 0;
        java.util.Set<String> busy = new java.util.TreeSet<>();
        Map<String, int[]> per = new TreeMap<>();
        for (Job j : r.snapshot().jobs()) {
            JobRows.Section s = rows.section(j);
            int[] c = kind == null ? new int[4] : per.computeIfAbsent(java.util.Objects.requireNonNullElse(j.credentials().of(kind), "[NONE]"),
                    k -> new int[4]);
            switch (s) {
                case ACTIVE -> {
                    active++;
                    procsActive += j.procs();
                    gpusActive += j.totalResources().gpus();
                    busy.addAll(j.distinctHosts());
                    c[0]++;
                    c[2] += j.procs();
                    c[3] += j.totalResources().gpus();
                }
                case ELIGIBLE, BLOCKED -> {
                    if (s == JobRows.Section.ELIGIBLE) {
                        idle++;
                    } else {
                        blocked++;
                    }
                    c[1]++;
                    long q = Math.max(0, r.now() - j.submitTime());
                    sumQueued += q;
                    maxQueued = Math.max(maxQueued, q);
                }
                default -> { }
            }
        }
        r.result().starts().forEach(st -> busy.addAll(st.hosts()));
        int procsTotal = r.snapshot().nodes().stream().mapToInt(n -> n.configured().procs()).sum();
        int gpusTotal = r.snapshot().nodes().stream().mapToInt(n -> n.configured().gpus()).sum();
        List<ShowstatsView.Row> out = new ArrayList<>();
        int total = procsTotal;
        per.forEach((name, c) -> {
            if (only == null || only.equals(name)) {
                out.add(new ShowstatsView.Row(name, c[0], c[1], c[2], total == 0 ? 0 : 100.0 * c[2] / total, c[3]));
            }
        });
        int queued = idle + blocked;
        // since and started come from the checkpointed statistics, so they survive a restart
        return new ShowstatsView(r.now(), r.statistics().since(), r.statistics().iterations(), r.wallMillis(), active, idle, blocked,
                procsActive, procsTotal, busy.size(), r.snapshot().nodes().size(), queued == 0 ? 0 : sumQueued / queued,
                maxQueued, r.statistics().jobsStarted(), kind == null ? null : kind.name(), out, r.statistics().actions(),
                gpusActive, gpusTotal);
    }
}
