package io.jmaui.bridge.command;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.view.ShowbfView;
import io.jmaui.bridge.view.ShowstatsView;
import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.BackfillWindowsFor;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Times;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** showstats and showbf from the latest iteration and what the command server counted since start. */
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

    /**
     * showbf for a job of {@code who} (showbf -u, -g, -a, -c, -q): the iteration's windows, with the
     * room of the reservations it may use counted as free ({@link BackfillWindowsFor}), on the
     * nodes {@code nodes} accepts (-f, -m; null for every node); those of partition
     * {@code partition} only (null: every partition's, then ALL's; with one partition only ALL's).
     */
    static ShowbfView showbf(IterationReport r, MauiConfig cfg, ZoneId zone, Credentials who,
                             java.util.function.Predicate<io.jmaui.scheduler.model.Node> nodes, int minNodes,
                             long minDuration, String partition) {
        String user = who.user();
        List<ShowbfView.Window> windows = new ArrayList<>();
        for (BackfillWindow w : BackfillWindowsFor.windows(cfg, r.snapshot(), r.result(), who, nodes, zone)) {
            long d = w.duration() == Times.INFINITY ? Long.MAX_VALUE / 2 : w.duration();
            if (w.nodes() >= minNodes && d >= minDuration && (partition == null || partition.equals(w.partition()))) {
                windows.add(new ShowbfView.Window(w.procs(), w.nodes(), w.start(), d, w.gpus(), w.partition()));
            }
        }
        return new ShowbfView(r.now(), user, minNodes, minDuration, windows, partition == null ? "ALL" : partition);
    }
}
